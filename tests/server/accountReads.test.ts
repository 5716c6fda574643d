// The roles area's remaining calls (roles-rest, decision 0119): account info writes and v2,
// reseller settings (ROLE-08), custom attributes, the generic searches, the small account reads
// and the menu permissions (ROLE-04), with their tenancy.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditEvents } from '../../server/db/schema';
import { navEntries } from '../../src/domain/menu';
import { MENU_PAGES } from '../../src/domain/menuPages';
import { defaultPermissions } from '../../src/domain/permissions';
import { ROLE } from '../../src/domain/roles';
import { type Caller, callers } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let admin: Caller;
let gbAdmin: Caller;
let endUser: Caller;
let partner: Caller;
let provider: Caller;
const ACME = 10;
const BRITANNIA = 11;
const OUTBACK = 12; // under Northwind, outside the partner's tree
const BLUEBIRD = 4;

const info = (id: number, v2 = false) => `/svc/ucaas/api/ucaas/account/${v2 ? 'v2/' : ''}${id}/info`;
const change = {
  name: 'Acme Corporation',
  address: { street: '1 Main Street', city: 'Springfield', region: 'IL', postalCode: '62701' },
  timeZone: 'America/Chicago',
  locale: 'en-us',
};

beforeAll(async () => {
  p = await startPlatform();
  const who = callers(p);
  admin = await who.as('account administrator');
  gbAdmin = await who.as('account administrator (international, GB)');
  endUser = await who.as('end user');
  partner = await who.as('partner super user');
  provider = await who.as('provider super user');
});
afterAll(async () => p.close());

describe('account info', () => {
  it('REQ-06 reads the account info in v2 with its address and origin id, the v1 fields unchanged', async () => {
    const v1 = await admin.get(info(ACME));
    const v2 = await admin.get(info(ACME, true));
    expect(v2.status).toBe(200);
    expect(v2.body).toMatchObject({ ...v1.body, originId: 'CRM-000010' });
    expect(v2.body.address).toMatchObject({ city: 'San Francisco', postalCode: '94105' });
  });

  it('REQ-06 an account administrator changes the own account through v1 and v2, audited', async () => {
    const put = await admin.put(info(ACME), change);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ timeZone: 'America/Chicago', address: change.address });
    const put2 = await admin.put(info(ACME, true), { ...change, timeZone: 'America/New_York' });
    expect(put2.status).toBe(200);
    expect((await admin.get(info(ACME))).body.timeZone).toBe('America/New_York');
    const events = await p.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.accountId, ACME), eq(auditEvents.actorUserId, admin.userId)));
    expect(events.some((e) => JSON.stringify(e).includes('/info'))).toBe(true);
  });

  it('REQ-06 refuses bad input with a field error each and writes nothing', async () => {
    const before = (await p.database.db.select().from(accounts).where(eq(accounts.id, ACME)))[0];
    const bad = await admin.put(info(ACME), {
      name: ' ',
      timeZone: 'Mars/Olympus',
      locale: 'fr-fr',
      address: { street: '', city: 'X', postalCode: '1' },
    });
    expect(bad.status).toBe(400);
    const fields = bad.body.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['address.street', 'locale', 'name', 'timeZone']);
    const after = (await p.database.db.select().from(accounts).where(eq(accounts.id, ACME)))[0];
    expect(after).toEqual(before);
  });

  it('REQ-06 an account administrator cannot write another account; an end user cannot write its own', async () => {
    expect((await gbAdmin.put(info(ACME), change)).status).toBe(404);
    expect((await admin.put(info(BRITANNIA, true), { ...change, name: 'Mine now' })).status).toBe(404);
    expect((await endUser.put(info(ACME), change)).status).toBe(403);
    expect((await p.database.db.select().from(accounts).where(eq(accounts.id, BRITANNIA)))[0].name).not.toBe(
      'Mine now',
    );
  });

  it('REQ-06 a partner changes a child account; provider staff any account; a partner not outside its tree', async () => {
    const gb = { ...change, name: 'Britannia Trading Ltd', timeZone: 'Europe/London', locale: 'en-gb' };
    expect((await partner.put(info(BRITANNIA), gb)).status).toBe(200);
    expect((await provider.put(info(BRITANNIA, true), gb)).status).toBe(200);
    expect((await partner.put(info(OUTBACK), { ...gb, locale: 'en-au' })).status).toBe(404);
  });
});

describe('reseller settings', () => {
  it('ROLE-08 reads the reseller’s settings above the account and applies them with the billing rules', async () => {
    const acme = await admin.get(`/svc/ucaas/api/ucaas/account/${ACME}/resellerSettings`);
    expect(acme.status).toBe(200);
    expect(acme.body.resellerSettings).toMatchObject({
      resellerAccountId: BLUEBIRD,
      hideBilling: false,
      canAddService: true,
    });
    // Southern Cross hides billing from its customers: no adding services, no payment info.
    const outback = await provider.get(`/svc/ucaas/api/ucaas/account/${OUTBACK}/resellerSettings`);
    expect(outback.body).toMatchObject({
      resellerSettings: { hideBilling: true, canAddService: false },
      hideBilling: true,
      canAddService: false,
      showPaymentInfo: false,
    });
  });

  it('ROLE-08 a parent on its own account is allowed everything, whatever is set below it', async () => {
    const own = await partner.get(`/svc/ucaas/api/ucaas/account/${partner.accountId}/resellerSettings`);
    expect(own.body).toMatchObject({ canAddService: true, hideBilling: false });
  });

  it('ROLE-08 a partner cannot read reseller settings outside its tree', async () => {
    expect((await partner.get(`/svc/ucaas/api/ucaas/account/${OUTBACK}/resellerSettings`)).status).toBe(404);
  });
});

describe('custom attributes', () => {
  const path = (id: number) => `/svc/ucaas/api/ucaas/account/${id}/updateAccountAttributes`;
  it('sets, replaces and removes attributes all at once, audited, and lists them', async () => {
    const put = await admin.put(path(ACME), {
      attributes: [
        { name: 'salesRegion', value: 'East' },
        { name: 'onboarded', type: 'boolean', value: 'true' },
      ],
      remove: ['costCentre'],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const list = await admin.get(`/svc/ucaas/api/ucaas/account/${ACME}/customAttributes`);
    const byName = Object.fromEntries(
      list.body.items.map((a: { name: string; value: string }) => [a.name, a.value]),
    );
    expect(byName).toMatchObject({ salesRegion: 'East', onboarded: 'true', seatsCommitted: '25' });
    expect(byName.costCentre).toBeUndefined();
  });

  it('refuses a value of the wrong type or a name twice, and changes nothing', async () => {
    const before = (await admin.get(`/svc/ucaas/api/ucaas/account/${ACME}/customAttributes`)).body;
    const bad = await admin.put(path(ACME), {
      attributes: [
        { name: 'salesRegion', value: 'North' },
        { name: 'seatsCommitted', type: 'number', value: 'many' },
        { name: 'salesRegion', value: 'South' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['attributes[1].value']);
    const twice = await admin.put(path(ACME), {
      attributes: [
        { name: 'salesRegion', value: 'North' },
        { name: 'salesRegion', value: 'South' },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors.map((e: { field: string }) => e.field)).toEqual(['attributes[1].name']);
    expect((await admin.get(`/svc/ucaas/api/ucaas/account/${ACME}/customAttributes`)).body).toEqual(before);
  });

  it('an account administrator cannot read or write another account’s attributes', async () => {
    expect((await gbAdmin.get(`/svc/ucaas/api/ucaas/account/${ACME}/customAttributes`)).status).toBe(404);
    expect((await gbAdmin.put(path(ACME), { attributes: [{ name: 'x', value: 'y' }] })).status).toBe(404);
    expect((await endUser.get(`/svc/ucaas/api/ucaas/account/${ACME}/customAttributes`)).status).toBe(403);
  });
});

describe('generic searches', () => {
  const search = (kind: string, q = '') => `/svc/ucaas/api/ucaas/lookup/generic/search/${kind}${q}`;

  it('searches accounts in the caller’s tree only, paged and filtered', async () => {
    const all = await partner.get(search('Account', '?_pageSize=2'));
    expect(all.status).toBe(200);
    expect(all.body.items).toHaveLength(2);
    const ids = (await partner.get(search('Account', '?_pageSize=500'))).body.items.map(
      (a: { accountId: number }) => a.accountId,
    );
    expect(ids).toEqual(expect.arrayContaining([partner.accountId, ACME, BRITANNIA, BLUEBIRD]));
    expect(ids).not.toContain(OUTBACK);
    expect(ids).not.toContain(1);
    expect(all.body.total).toBe(ids.length);
    const outback = await partner.get(search('Account', '?keyword=Outback'));
    expect(outback.body).toMatchObject({ total: 0, items: [] });
    expect((await provider.get(search('Account', '?keyword=Outback'))).body.items[0].accountId).toBe(OUTBACK);
    const children = await partner.get(search('Account', `?parentAccountId=${BLUEBIRD}`));
    expect(
      children.body.items.every((a: { parentAccountId: number }) => a.parentAccountId === BLUEBIRD),
    ).toBe(true);
    expect(
      (await admin.get(search('Account'))).body.items.map((a: { accountId: number }) => a.accountId),
    ).toEqual([ACME]);
  });

  it('searches custom attributes and their names in the caller’s tree only', async () => {
    const names = await gbAdmin.get(search('CustomAttribute'));
    expect(names.status).toBe(200);
    expect(names.body.items.map((a: { name: string }) => a.name)).toEqual(['costCentre', 'vatRegistered']);
    const rows = await partner.get(search('AccountCustomAttribute', '?keyword=resellerSettings'));
    expect(rows.body.items.length).toBeGreaterThan(0);
    expect(rows.body.items.every((a: { accountId: number }) => a.accountId === BLUEBIRD)).toBe(true);
    const outside = await partner.get(search('AccountCustomAttribute', '?accountId=5'));
    expect(outside.body).toMatchObject({ total: 0, items: [] });
  });

  it('refuses a bad page or filter with 400', async () => {
    expect((await partner.get(search('Account', '?_pageSize=0'))).status).toBe(400);
    expect((await partner.get(search('Account', '?parentAccountId=abc'))).status).toBe(400);
    expect((await partner.get(search('AccountCustomAttribute', '?accountId=-1'))).status).toBe(400);
  });
});

describe('account reads', () => {
  it('reads names below an account, its parent and its provider', async () => {
    const names = await partner.get(`/svc/ucaas/api/ucaas/account/${BLUEBIRD}/accountNames`);
    expect(names.body.items.map((a: { accountId: number }) => a.accountId)).toEqual(
      expect.arrayContaining([BLUEBIRD, ACME]),
    );
    const parent = await admin.get(`/svc/ucaas/api/ucaas/account/${ACME}/parent`);
    expect(parent.body.parent).toMatchObject({ id: BLUEBIRD, kind: 'reseller' });
    const provider = await admin.get(`/svc/ucaas/api/ucaas/account/${ACME}/provider`);
    expect(provider.body).toMatchObject({
      reseller: { id: BLUEBIRD },
      partner: { id: partner.accountId },
      provider: { id: 1 },
    });
    expect((await admin.get(`/svc/ucaas/api/ucaas/account/${BRITANNIA}/parent`)).status).toBe(404);
  });

  it('finds accounts by origin id in the caller’s tree only', async () => {
    const by = (c: Caller, id: string) =>
      c.get(`/svc/ucaas/api/ucaas/lookup/accountsByOriginId?originId=${id}`);
    expect(
      (await by(partner, 'CRM-000011')).body.items.map((a: { accountId: number }) => a.accountId),
    ).toEqual([BRITANNIA]);
    expect((await by(partner, 'CRM-000012')).body.items).toEqual([]);
    expect((await by(provider, 'CRM-000012')).body.items).toHaveLength(1);
    expect((await admin.get('/svc/ucaas/api/ucaas/lookup/accountsByOriginId')).status).toBe(400);
  });
});

describe('menu permissions', () => {
  const menu = (id: number) => `/svc/appserver/rest/account/${id}/adminConfig/menuPermissions`;
  it('ROLE-04 answers the menu the portal shows, from the same rule and page table', async () => {
    const answer = await endUser.get(menu(ACME));
    expect(answer.status).toBe(200);
    const expected = navEntries(MENU_PAGES, {
      roleId: ROLE.END_USER,
      permissions: defaultPermissions(ROLE.END_USER),
      account: (await endUser.get(info(ACME))).body,
      homeAccount: { id: ACME },
    });
    expect(answer.body.menu).toEqual(expected);
    expect(
      answer.body.menu.every(
        (e: { section: string }) => e.section === 'Personal' || e.section === 'Security',
      ),
    ).toBe(true);
    const users = answer.body.pages.find((x: { name: string }) => x.name === 'users');
    expect(users).toMatchObject({ open: false, permission: 'read:users' });
  });

  it('ROLE-04 an administrator sees the administration menu; nobody reads another tenant’s', async () => {
    const a = await admin.get(menu(ACME));
    expect(a.body.menu.map((e: { name: string }) => e.name)).toContain('users');
    expect((await gbAdmin.get(menu(ACME))).status).toBe(404);
  });
});
