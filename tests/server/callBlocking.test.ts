// Call blocking (CALL-05, decision 0102): rules of the system, account and user scopes, numbers,
// prefixes and countries checked in words, saving without checks for the provider's staff only,
// the options and the master switch, bulk delete and toggle all-or-nothing within one account,
// the end user's routes only on themselves, and update:block411. One seeded database.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callBlockRules, extensions, users } from '../../server/db/schema';
import { defaultPermissions } from '../../src/domain/permissions';
import { ROLE } from '../../src/domain/roles';
import { type Caller, callers, demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let admin: Caller;
let gb: Caller;
let endUser: Caller;
let provider: Caller;
let superUser: Caller;
const U = '/svc/ucaas/api/ucaas';
const db = () => p.database.db;
const base = (c: Caller) => `${U}/account/${c.accountId}/phonesystem/callblocking`;

/** The end user's own base path for one of their extensions. */
async function ownBase(c: Caller) {
  const [x] = await db()
    .select({ number: extensions.extensionNumber })
    .from(extensions)
    .where(eq(extensions.userId, c.userId))
    .orderBy(extensions.extensionNumber);
  const login = demo(c.role).loginName;
  return { own: `${U}/account/${c.accountId}/enduser/${login}/extension/${x.number}/callblocking`, login, x };
}

beforeAll(async () => {
  p = await startPlatform();
  const who = callers(p);
  admin = await who.as('account administrator');
  gb = await who.as('account administrator (international, GB)');
  endUser = await who.as('end user');
  provider = await who.as('provider super user');
  superUser = await who.as('account super user');
});
afterAll(() => p.close());

describe('call blocking rules by scope', () => {
  it('CALL-05 the seed gives each account its rules, and one system rule every account reads but only the provider changes', async () => {
    const mine = await admin.get(base(admin));
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ accountId: admin.accountId, masterSwitch: true });
    expect(mine.body.options).toEqual({ blockedCallAction: 'announcement' });
    expect(mine.body.rules.map((r: { kind: string }) => r.kind).sort()).toEqual([
      'anonymous',
      'international',
      'number',
    ]);
    const system = await admin.get(`${base(admin)}/systemRules`);
    expect(system.body.items).toHaveLength(1);
    const [rule] = system.body.items;
    expect(rule).toMatchObject({ scope: 'system', accountId: null, kind: 'prefix', value: '+1900' });
    expect((await gb.get(`${base(gb)}/systemRules`)).body.items).toEqual([rule]);

    // An account administrator reads it but neither changes nor deletes it.
    const change = await admin.post(`${base(admin)}/updateRule`, { ...rule, label: 'Mine now' });
    expect(change.status).toBe(403);
    expect(change.body.message).toBe('Only the provider’s super users change system rules.');
    expect((await admin.delete(`${base(admin)}/rules`, { ruleIds: [rule.ruleId] })).status).toBe(403);
    // The provider's super user does.
    const made = await provider.post(`${base(provider)}/updateRule`, {
      scope: 'system',
      kind: 'prefix',
      value: '+1976',
      direction: 'outbound',
      label: 'Premium-rate (+1 976)',
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ scope: 'system', accountId: null, value: '+1976' });
    expect((await admin.get(`${base(admin)}/systemRules`)).body.items).toHaveLength(2);
    expect((await provider.delete(`${base(provider)}/rules`, { ruleIds: [made.body.ruleId] })).body).toEqual({
      deleted: 1,
    });
  });

  it('CALL-05 account rules: a number is stored in E.164 from the account’s own format, a country from the list', async () => {
    const saved = await admin.post(`${base(admin)}/updateRule`, {
      kind: 'number',
      value: '(202) 555-0123',
      direction: 'inbound',
      label: 'Spam',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ scope: 'account', accountId: admin.accountId, value: '+12025550123' });
    // The same typed number in a GB account reads as a GB number, which this is not.
    const gbBad = await gb.post(`${base(gb)}/updateRule`, { kind: 'number', value: '(202) 555-0123' });
    expect(gbBad.status).toBe(400);
    expect(gbBad.body.errors).toEqual([{ field: 'value', message: expect.any(String) }]);
    const gbOk = await gb.post(`${base(gb)}/updateRule`, { kind: 'number', value: '020 7946 0123' });
    expect(gbOk.body.value).toBe('+442079460123');

    const intl = await admin.post(`${base(admin)}/saveAcctIntBlockRule`, {
      countryCode: 'cu',
      label: 'Cuba',
    });
    expect(intl.status).toBe(200);
    expect(intl.body).toMatchObject({
      kind: 'international',
      value: 'CU',
      direction: 'outbound',
      scope: 'account',
    });
    const countries = await admin.get(`${U}/account/${admin.accountId}/callCountries`);
    expect(countries.body.items).toContainEqual({ code: 'CU', name: 'Cuba', callingCode: '+53' });
    expect(countries.body.items.length).toBeGreaterThan(200);
  });

  it('CALL-05 numbers, prefixes, countries and directions are refused in words, and nothing is written', async () => {
    const before = (await admin.get(base(admin))).body.rules.length;
    const refused = async (body: object) => {
      const res = await admin.post(`${base(admin)}/updateRule`, body);
      expect(res.status).toBe(400);
      return res.body.errors;
    };
    expect(await refused({ kind: 'number', value: 'call me' })).toEqual([
      { field: 'value', message: 'This is not a phone number.' },
    ]);
    expect(await refused({ kind: 'number', value: '+1 202 555' })).toEqual([
      { field: 'value', message: expect.stringMatching(/short|valid|digits/) },
    ]);
    expect(await refused({ kind: 'number', value: '911', direction: 'outbound' })).toEqual([
      { field: 'value', message: 'Emergency numbers can never be blocked.' },
    ]);
    expect(await refused({ kind: 'prefix', value: '9', direction: 'outbound' })).toEqual([
      { field: 'value', message: 'Emergency numbers can never be blocked.' },
    ]);
    expect(await refused({ kind: 'prefix', value: '+44x' })).toEqual([
      { field: 'value', message: 'A prefix is 1 to 15 digits, with a + in front for a country code.' },
    ]);
    expect(await refused({ kind: 'international', value: 'XX', direction: 'outbound' })).toEqual([
      { field: 'value', message: 'Choose a country from the list.' },
    ]);
    expect(await refused({ kind: 'international', value: 'US', direction: 'outbound' })).toEqual([
      {
        field: 'value',
        message:
          'This is the account’s own country: block numbers or prefixes instead of every call at home.',
      },
    ]);
    expect(await refused({ kind: 'anonymous', direction: 'outbound' })).toEqual([
      { field: 'direction', message: 'Anonymous callers can only be blocked on incoming calls.' },
    ]);
    expect(await refused({ kind: 'international', value: 'CU', direction: 'inbound' })).toEqual([
      { field: 'direction', message: 'A country can only be blocked for outgoing calls.' },
    ]);
    expect(await refused({ kind: 'robots' })).toEqual([
      { field: 'kind', message: 'Choose what the rule blocks.' },
    ]);
    const bad = await admin.post(`${base(admin)}/saveAcctIntBlockRule`, { countryCode: 'Cuba' });
    expect(bad.body.errors).toEqual([{ field: 'countryCode', message: 'Choose a country.' }]);
    expect((await admin.get(base(admin))).body.rules).toHaveLength(before);
  });

  it('CALL-05 user rules belong to an extension of the account; the admin lists them with their owner', async () => {
    const [x] = await db()
      .select({ id: extensions.id })
      .from(extensions)
      .where(eq(extensions.userId, admin.userId));
    const made = await admin.post(`${base(admin)}/updateRule`, {
      scope: 'user',
      extensionId: x.id,
      kind: 'prefix',
      value: '+1 (868)',
      direction: 'inbound',
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ scope: 'user', extensionId: x.id, value: '+1868' });
    const listed = await admin.get(`${base(admin)}/userRules`);
    expect(listed.body.items.map((r: { ruleId: number }) => r.ruleId)).toContain(made.body.ruleId);
    expect(listed.body.items.every((r: { accountId: number }) => r.accountId === admin.accountId)).toBe(true);
    const [foreign] = await db()
      .select({ id: extensions.id })
      .from(extensions)
      .where(eq(extensions.accountId, gb.accountId));
    const refused = await admin.post(`${base(admin)}/updateRule`, {
      scope: 'user',
      extensionId: foreign.id,
      kind: 'anonymous',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'extensionId', message: 'Choose an extension of this account.' },
    ]);
    // Another account's rule cannot be changed by id either.
    const gbRule = (await gb.get(base(gb))).body.rules[0];
    expect((await admin.post(`${base(admin)}/updateRule`, { ...gbRule, label: 'x' })).status).toBe(404);
  });
});

describe('saving without checks, options and the master switch', () => {
  it('CALL-05 saveRuleSkipValidations takes a number libphonenumber refuses, for the provider’s staff only', async () => {
    const rule = { kind: 'number', value: '+999 123', direction: 'inbound', label: 'Test range' };
    const asAdmin = await admin.post(`${base(admin)}/saveRuleSkipValidations`, rule);
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body.message).toBe('Only the provider’s staff save a rule without checking its number.');
    expect((await admin.post(`${base(admin)}/updateRule`, rule)).status).toBe(400);
    const asProvider = await provider.post(`${base(admin)}/saveRuleSkipValidations`, rule);
    expect(asProvider.status).toBe(200);
    expect(asProvider.body).toMatchObject({ accountId: admin.accountId, value: '+999123' });
    // Still digits, and still never an emergency number.
    expect(
      (await provider.post(`${base(admin)}/saveRuleSkipValidations`, { ...rule, value: 'abc' })).status,
    ).toBe(400);
    expect(
      (
        await provider.post(`${base(admin)}/saveRuleSkipValidations`, {
          ...rule,
          value: '911',
          direction: 'outbound',
        })
      ).body.errors,
    ).toEqual([{ field: 'value', message: 'Emergency numbers can never be blocked.' }]);
  });

  it('CALL-05 the options and the master switch are the account’s own, and the end user sees the switch', async () => {
    const opts = await admin.post(`${base(admin)}/saveOptions`, { blockedCallAction: 'busy' });
    expect(opts.status).toBe(200);
    expect(opts.body.options).toEqual({ blockedCallAction: 'busy' });
    expect(
      (await admin.post(`${base(admin)}/saveOptions`, { blockedCallAction: 'shout' })).body.errors,
    ).toEqual([{ field: 'blockedCallAction', message: 'Choose what a blocked caller hears.' }]);
    const off = await admin.post(`${base(admin)}/saveMasterSwitchOptions`, { enabled: false });
    expect(off.body).toMatchObject({ masterSwitch: false, options: { blockedCallAction: 'busy' } });
    expect((await gb.get(base(gb))).body.masterSwitch).toBe(true);
    const { login } = await ownBase(endUser);
    const mine = await endUser.get(`${U}/account/${endUser.accountId}/enduser/${login}/callblocking`);
    expect(mine.body.masterSwitch).toBe(false);
    await admin.post(`${base(admin)}/saveMasterSwitchOptions`, { enabled: true });
    expect((await admin.get(base(admin))).body.masterSwitch).toBe(true);
  });
});

describe('bulk delete and toggle', () => {
  const addRules = async (c: Caller, n: number) => {
    const ids: number[] = [];
    for (let i = 0; i < n; i++)
      ids.push(
        (await c.post(`${base(c)}/updateRule`, { kind: 'prefix', value: `+8${i}`, direction: 'outbound' }))
          .body.ruleId,
      );
    return ids;
  };

  it('CALL-05 toggles and deletes every rule named and answers the counts', async () => {
    const ids = await addRules(admin, 3);
    const off = await admin.put(`${base(admin)}/rules/enabled`, { ruleIds: ids, enabled: false });
    expect(off.body).toEqual({ changed: 3 });
    const rows = await db()
      .select()
      .from(callBlockRules)
      .where(eq(callBlockRules.accountId, admin.accountId));
    expect(rows.filter((r) => ids.includes(r.id)).every((r) => !r.enabled)).toBe(true);
    expect((await admin.delete(`${base(admin)}/rules`, { ruleIds: ids })).body).toEqual({ deleted: 3 });
    expect(
      (await admin.get(base(admin))).body.rules.some((r: { ruleId: number }) => ids.includes(r.ruleId)),
    ).toBe(false);
  });

  it('CALL-05 one rule of another account in the list: 404 for the whole call, and nothing changes', async () => {
    const ids = await addRules(admin, 2);
    const theirs = (await gb.get(base(gb))).body.rules[0].ruleId;
    const del = await admin.delete(`${base(admin)}/rules`, { ruleIds: [...ids, theirs] });
    expect(del.status).toBe(404);
    const toggle = await admin.put(`${base(admin)}/rules/enabled`, {
      ruleIds: [...ids, theirs],
      enabled: false,
    });
    expect(toggle.status).toBe(404);
    const left = await db()
      .select()
      .from(callBlockRules)
      .where(eq(callBlockRules.accountId, admin.accountId));
    expect(left.filter((r) => ids.includes(r.id)).map((r) => r.enabled)).toEqual([true, true]);
    expect((await gb.get(base(gb))).body.rules[0]).toMatchObject({ ruleId: theirs });
    // A missing id does the same; an empty list is refused in words.
    expect((await admin.delete(`${base(admin)}/rules`, { ruleIds: [...ids, 2 ** 31 - 1] })).status).toBe(404);
    expect((await admin.delete(`${base(admin)}/rules`, { ruleIds: [] })).body.errors).toEqual([
      { field: 'ruleIds', message: 'Choose at least one rule.' },
    ]);
    await admin.delete(`${base(admin)}/rules`, { ruleIds: ids });
  });
});

describe('the end user’s own call blocking', () => {
  it('CALL-05 an end user reads and changes their own options and rules', async () => {
    const { own, login, x } = await ownBase(endUser);
    const read = await endUser.get(`${U}/account/${endUser.accountId}/enduser/${login}/callblocking`);
    expect(read.status).toBe(200);
    const ext = read.body.extensions.find((e: { extension: string }) => e.extension === x.number);
    expect(ext.options).toEqual({ enabled: true, blockedCallAction: 'announcement' });
    expect(ext.rules).toHaveLength(1); // the seed's
    const saved = await endUser.post(`${own}/saveOptions`, { enabled: false, blockedCallAction: 'hangup' });
    expect(saved.status).toBe(200);
    const again = await endUser.get(`${U}/account/${endUser.accountId}/enduser/${login}/callblocking`);
    expect(again.body.extensions[0].options).toEqual({ enabled: false, blockedCallAction: 'hangup' });
    const rule = await endUser.post(`${own}/updateRule`, { kind: 'number', value: '415 555 0199' });
    expect(rule.status).toBe(200);
    expect(rule.body).toMatchObject({ scope: 'user', value: '+14155550199', accountId: endUser.accountId });
    // Even naming the scope, an end user writes their own rule only.
    const sneaky = await endUser.post(`${own}/updateRule`, { scope: 'account', kind: 'anonymous' });
    expect(sneaky.body.scope).toBe('user');
    expect(
      (
        await endUser.put(`${own}/rules/enabled`, {
          ruleIds: [rule.body.ruleId, sneaky.body.ruleId],
          enabled: false,
        })
      ).body,
    ).toEqual({ changed: 2 });
    expect(
      (await endUser.delete(`${own}/rules`, { ruleIds: [rule.body.ruleId, sneaky.body.ruleId] })).body,
    ).toEqual({
      deleted: 2,
    });
  });

  it('CALL-05 the end user routes act only on the signed-in user: another login name or rule answers 404', async () => {
    const { own, login, x } = await ownBase(endUser);
    const other = demo('end user no dashboard').loginName;
    const theirs = `${U}/account/${endUser.accountId}/enduser/${other}/extension/${x.number}/callblocking`;
    expect(
      (await endUser.post(`${theirs}/saveOptions`, { enabled: true, blockedCallAction: 'busy' })).status,
    ).toBe(404);
    expect(
      (await endUser.get(`${U}/account/${endUser.accountId}/enduser/${other}/callblocking`)).status,
    ).toBe(404);
    // An administrator is no exception on these routes.
    expect(
      (await admin.post(`${own}/saveOptions`, { enabled: true, blockedCallAction: 'busy' })).status,
    ).toBe(404);
    // An extension that is not theirs, and an account rule by id.
    expect(
      (
        await endUser.post(
          `${U}/account/${endUser.accountId}/enduser/${login}/extension/99999/callblocking/saveOptions`,
          { enabled: true, blockedCallAction: 'busy' },
        )
      ).status,
    ).toBe(404);
    const accountRule = (await admin.get(base(admin))).body.rules[0].ruleId;
    expect((await endUser.delete(`${own}/rules`, { ruleIds: [accountRule] })).status).toBe(404);
    // The admin routes refuse an end user.
    expect((await endUser.get(base(endUser))).status).toBe(403);
    expect((await endUser.post(`${base(endUser)}/saveOptions`, { blockedCallAction: 'busy' })).status).toBe(
      403,
    );
  });

  it('CALL-05 a user their administrator does not allow to block calls reads but changes nothing', async () => {
    const { own, login } = await ownBase(endUser);
    await db().update(users).set({ allowCallBlocking: false }).where(eq(users.id, endUser.userId));
    const refused = await endUser.post(`${own}/saveOptions`, { enabled: true, blockedCallAction: 'busy' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your administrator has not allowed you to block calls.');
    const read = await endUser.get(`${U}/account/${endUser.accountId}/enduser/${login}/callblocking`);
    expect(read.body.allowed).toBe(false);
    await db().update(users).set({ allowCallBlocking: true }).where(eq(users.id, endUser.userId));
  });
});

describe('update:block411', () => {
  it('CALL-05 a rule that blocks 411 needs update:block411; without it, other rules still save', async () => {
    const rule = { kind: 'number', value: '411', direction: 'outbound', label: 'No directory' };
    const made = await admin.post(`${base(admin)}/updateRule`, rule);
    expect(made.status).toBe(200);
    expect(made.body.value).toBe('411');
    // Acme's administrators lose update:block411.
    const withoutKey = [...defaultPermissions(ROLE.ACCOUNT_ADMINISTRATOR)].filter(
      (k) => k !== 'update:block411',
    );
    const setKeys = (permissions: string[]) =>
      superUser.put(`/svc/permissions/v1/accounts/${admin.accountId}/permissions`, {
        roleId: ROLE.ACCOUNT_ADMINISTRATOR,
        permissions,
      });
    expect((await setKeys(withoutKey)).status).toBe(200);
    try {
      const refused = await admin.post(`${base(admin)}/updateRule`, { ...rule, label: 'Again' });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(
        'Blocking 411 (directory assistance) needs the update:block411 permission.',
      );
      expect(
        (
          await admin.post(`${base(admin)}/updateRule`, {
            kind: 'prefix',
            value: '41',
            direction: 'outbound',
          })
        ).status,
      ).toBe(403);
      // Changing or deleting the existing 411 rule is refused too, and the whole bulk call with it.
      expect(
        (
          await admin.post(`${base(admin)}/updateRule`, {
            ...rule,
            ruleId: made.body.ruleId,
            value: '+12025550111',
          })
        ).status,
      ).toBe(403);
      const other = (
        await admin.post(`${base(admin)}/updateRule`, { kind: 'prefix', value: '+7', direction: 'outbound' })
      ).body;
      expect(other.value).toBe('+7');
      expect(
        (await admin.delete(`${base(admin)}/rules`, { ruleIds: [other.ruleId, made.body.ruleId] })).status,
      ).toBe(403);
      expect((await admin.delete(`${base(admin)}/rules`, { ruleIds: [other.ruleId] })).status).toBe(200);
      // An incoming call from 411 is not directory assistance.
      expect((await admin.post(`${base(admin)}/updateRule`, { ...rule, direction: 'inbound' })).status).toBe(
        200,
      );
    } finally {
      await setKeys([...defaultPermissions(ROLE.ACCOUNT_ADMINISTRATOR)]);
    }
    expect((await admin.delete(`${base(admin)}/rules`, { ruleIds: [made.body.ruleId] })).status).toBe(200);
    const left = await db()
      .select()
      .from(callBlockRules)
      .where(and(eq(callBlockRules.accountId, admin.accountId), eq(callBlockRules.value, '411')));
    expect(left).toHaveLength(1); // the inbound one
    expect(await db().select().from(callBlockRules).where(isNull(callBlockRules.accountId))).toHaveLength(1);
  });
});
