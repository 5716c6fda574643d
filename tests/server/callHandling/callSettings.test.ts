// The account's call settings (CALL-07, decision 0097): international calling, seven-digit
// dialing (US and Canada only), on-hold music, caller id, the PBX settings v2 with the account's
// time zone, the zones offered, and one extension's international block. One seeded database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, extensions, phoneNumbers } from '../../../server/db/schema';
import { type Caller, callers, demo } from '../../support/callers';
import { startPlatform, type TestPlatform } from '../../support/platform';

let p: TestPlatform;
let admin: Caller;
let gb: Caller;
let endUser: Caller;
const U = '/svc/ucaas/api/ucaas';
const db = () => p.database.db;

beforeAll(async () => {
  p = await startPlatform();
  const who = callers(p);
  admin = await who.as('account administrator');
  gb = await who.as('account administrator (international, GB)');
  endUser = await who.as('end user');
});
afterAll(() => p.close());

describe('call settings', () => {
  it('CALL-07 international calling starts off, is turned on for some countries, and is kept', async () => {
    const path = `${U}/account/${admin.accountId}/internationalCalling`;
    expect((await admin.get(path)).body).toEqual({
      accountId: admin.accountId,
      enabled: false,
      allowedCountries: [],
    });
    const put = await admin.put(path, { enabled: true, allowedCountries: ['gb', 'CA', 'GB'] });
    expect(put.status).toBe(200);
    expect((await admin.get(path)).body).toMatchObject({ enabled: true, allowedCountries: ['GB', 'CA'] });
    const bad = await admin.put(path, { enabled: true, allowedCountries: ['Britain'] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'allowedCountries[0]', message: 'A country is two letters, like GB.' },
    ]);
    // Another account's settings are not this admin's to read or change.
    expect((await admin.get(`${U}/account/${gb.accountId}/internationalCalling`)).status).toBe(404);
    expect((await endUser.put(path, { enabled: false })).status).toBe(403);
  });

  it('CALL-07 seven-digit dialing needs an area code, and only US and Canadian accounts have it', async () => {
    const path = `${U}/account/${admin.accountId}/sevenDigitDialing`;
    expect((await admin.get(path)).body).toMatchObject({ enabled: false, areaCode: null, available: true });
    const noCode = await admin.put(path, { enabled: true });
    expect(noCode.status).toBe(400);
    expect(noCode.body.errors).toEqual([
      { field: 'areaCode', message: 'Enter the three-digit area code, like 415.' },
    ]);
    expect((await admin.put(path, { enabled: true, areaCode: '415' })).body).toMatchObject({
      enabled: true,
      areaCode: '415',
    });
    const gbPath = `${U}/account/${gb.accountId}/sevenDigitDialing`;
    expect((await gb.get(gbPath)).body).toMatchObject({ available: false });
    const refused = await gb.put(gbPath, { enabled: true, areaCode: '415' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toEqual({
      field: 'enabled',
      message: 'Seven-digit dialing is only for accounts in the United States and Canada.',
    });
    expect((await gb.get(gbPath)).body.enabled).toBe(false);
  });

  it('CALL-07 on-hold music is one of the tracks offered', async () => {
    const path = `${U}/account/${admin.accountId}/onHoldAudio`;
    expect((await admin.get(path)).body).toMatchObject({ track: 'classic' });
    expect((await admin.put(path, { track: 'jazz' })).body).toMatchObject({ track: 'jazz' });
    const bad = await admin.put(path, { track: 'heavy metal' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('track');
    expect((await admin.get(path)).body.track).toBe('jazz');
  });

  it('CALL-07 the PBX settings change the account’s time zone and outbound caller id, checked against its own rows', async () => {
    const path = `${U}/account/${admin.accountId}/v2/pbxSettings`;
    const before = (await admin.get(path)).body;
    expect(before).toMatchObject({ timeZone: 'America/Los_Angeles', operatorExtensionId: null });
    const [number] = await db()
      .select({ n: phoneNumbers.phoneNumber })
      .from(phoneNumbers)
      .where(eq(phoneNumbers.accountId, admin.accountId))
      .limit(1);
    const [theirs] = await db()
      .select({ n: phoneNumbers.phoneNumber })
      .from(phoneNumbers)
      .where(eq(phoneNumbers.accountId, gb.accountId))
      .limit(1);
    const [ext] = await db()
      .select({ id: extensions.id })
      .from(extensions)
      .where(eq(extensions.accountId, admin.accountId))
      .limit(1);
    const [theirExt] = await db()
      .select({ id: extensions.id })
      .from(extensions)
      .where(eq(extensions.accountId, gb.accountId))
      .limit(1);
    const refused = await admin.put(path, {
      timeZone: 'America/Chicago',
      operatorExtensionId: theirExt.id,
      outboundCallerIdNumber: theirs.n,
      outboundCallerIdName: 'ACME SALES',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'operatorExtensionId', message: 'Choose one of the account’s extensions.' },
      { field: 'outboundCallerIdNumber', message: 'This is not one of the account’s numbers.' },
    ]);
    // Nothing of the refused change was kept, not even the time zone.
    expect((await admin.get(path)).body.timeZone).toBe('America/Los_Angeles');
    const tooLong = await admin.put(path, {
      timeZone: 'Mars/Olympus',
      outboundCallerIdName: 'ACME SALES AND SERVICE',
    });
    expect(tooLong.body.errors.map((e: { field: string }) => e.field)).toEqual([
      'timeZone',
      'outboundCallerIdName',
    ]);

    const ok = await admin.put(path, {
      timeZone: 'America/Chicago',
      operatorExtensionId: ext.id,
      outboundCallerIdNumber: `+${number.n}`,
      outboundCallerIdName: 'ACME SALES',
      usersChooseCallerId: true,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ timeZone: 'America/Chicago', outboundCallerIdNumber: number.n });
    const [acme] = await db()
      .select({ tz: accounts.timeZone })
      .from(accounts)
      .where(eq(accounts.id, admin.accountId));
    expect(acme.tz).toBe('America/Chicago');
    expect((await admin.get(`${U}/account/${admin.accountId}/timezone`)).body).toMatchObject({
      timeZone: 'America/Chicago',
      label: expect.stringMatching(/^\(UTC−0[56]:00\) America\/Chicago$/),
    });
    expect((await admin.get(`${U}/account/${admin.accountId}/callerIdSettings`)).body).toMatchObject({
      outboundCallerIdNumber: number.n,
      outboundCallerIdName: 'ACME SALES',
      usersChooseCallerId: true,
      callerIdNameMax: 15,
    });
    expect(
      (await admin.get(`/svc/appserver/rest/account/${admin.accountId}/pbxSettings`)).body,
    ).toMatchObject({
      timeZone: 'America/Chicago',
    });
  });

  it('CALL-07 one extension is blocked from calling abroad, in its own account only', async () => {
    const [ext] = await db()
      .select({ id: extensions.id })
      .from(extensions)
      .where(eq(extensions.accountId, admin.accountId))
      .limit(1);
    const path = `${U}/extension/${ext.id}/blockInternationalCalling`;
    expect((await admin.put(path, { blocked: true })).body).toEqual({ kitId: ext.id, blocked: true });
    const [row] = await db()
      .select({ b: extensions.blockInternational })
      .from(extensions)
      .where(eq(extensions.id, ext.id));
    expect(row.b).toBe(true);
    expect((await gb.put(path, { blocked: false })).status).toBe(404);
    expect((await admin.put(path, { blocked: 'yes' })).status).toBe(400);
  });
  it('CALL-07 the time zones offered carry their offset at the platform’s time', async () => {
    const zones = (await admin.get(`${U}/account/availableTimezones`)).body.items as {
      id: string;
      offset: string;
    }[];
    expect(zones.find((z) => z.id === 'Europe/London')).toBeDefined();
    const london = () => zones.find((z) => z.id === 'Europe/London')?.offset;
    const winter = london();
    await p.clock.advance(200 * 24 * 3600);
    // The session ran out while the clock moved: sign in again.
    const me = demo('account administrator');
    const { access_token } = await p.signIn(me.loginName, me.password);
    const later = await p.call('GET', '/svc/appserver/rest/timezones', { token: access_token });
    const summer = ((await later.json()) as { items: { id: string; offset: string }[] }).items.find(
      (z: { id: string }) => z.id === 'Europe/London',
    )?.offset;
    // One of the two is British Summer Time: the offset is read at the platform's time.
    expect(new Set([winter, summer])).toEqual(new Set(['UTC', 'UTC+01:00']));
  });
});
