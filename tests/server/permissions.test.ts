// The permissions service (cat §7.12) and the tenancy it feeds: overrides, roles, role
// contexts, the swap, account trust, parent access grants, audit events, account search.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { auditEvents, phoneNumbers, users } from '../../server/db/schema';
import { defaultPermissions } from '../../src/domain/permissions';
import { ROLE } from '../../src/domain/roles';
import { demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const ACME = 10;
const BRITANNIA = 11;
const BRIGHTLINE = 2;
const NORTHWIND = 3;

const tokenOf = async (role: string) => {
  const d = demo(role);
  return (await p.signIn(d.loginName, d.password)).access_token;
};
const get = async (path: string, token: string) => {
  const res = await p.call('GET', path, { token });
  return { status: res.status, body: res.status === 204 ? null : await res.json() };
};
const send = async (method: string, path: string, token: string, json?: unknown) => {
  const res = await p.call(method, path, { token, json });
  return { status: res.status, body: res.status === 204 ? null : await res.json() };
};

describe('own and all permissions', () => {
  it('ROLE-04 own permissions are the role defaults with a level per resource', async () => {
    const t = await tokenOf('end user');
    const { status, body } = await get('/svc/permissions/v1/permissions/self', t);
    expect(status).toBe(200);
    expect(new Set(body.permissions)).toEqual(defaultPermissions(ROLE.END_USER));
    expect(body.levels['my-calls']).toBe('view');
    expect(body.levels.users).toBe('no_access');
    const admin = await get('/svc/permissions/v1/permissions/self', await tokenOf('account super user'));
    expect(admin.body.levels.users).toBe('manage');
  });

  it('ROLE-04 all permissions, resources and roles (v1 and v2) list action:resource keys', async () => {
    const t = await tokenOf('account super user');
    const all = await get('/svc/permissions/v1/permissions', t);
    expect(all.body.items.map((i: { key: string }) => i.key)).toContain('read:billing');
    expect(all.body.levels).toEqual(['view', 'no_access', 'manage']);
    const resources = await get('/svc/permissions/v1/resources', t);
    expect(resources.body.items).toContainEqual({ resource: 'purchase', actions: ['read', 'create'] });
    const v1 = await get('/svc/permissions/v1/roles', t);
    expect(v1.body.items).toContainEqual({ id: 3, name: 'account administrator' });
    const v2 = await get('/svc/permissions/v2/roles', t);
    expect(v2.body.items.find((r: { id: number }) => r.id === 4).permissions.sort()).toEqual(
      [...defaultPermissions(4)].sort(),
    );
    const one = await get('/svc/permissions/v1/roles/23', t);
    expect(one.body).toMatchObject({ id: 23, name: 'users admin', isCustom: false, definedBy: 'platform' });
    expect((await get('/svc/permissions/v1/roles/777', t)).status).toBe(404);
    expect((await get('/svc/permissions/v1/roles', await tokenOf('end user'))).status).toBe(403);
  });
});

describe('permission overrides', () => {
  it('ROLE-04 PUT permissions marks missing removed, new default, purchase read-only, and the server enforces the result', async () => {
    const su = await tokenOf('account super user');
    const end = await tokenOf('end user');
    const me = await get('/svc/users/v3/users/self', end);
    expect((await get(`/svc/ucaas/api/ucaas/user/${me.body.id}/v2/calllogs`, end)).status).toBe(200);
    // End users of Acme lose their calls report, gain read:groups; purchase cannot be granted this way.
    const res = await send('PUT', `/svc/permissions/v1/accounts/${ACME}/permissions`, su, {
      roleId: ROLE.END_USER,
      permissions: ['read:account', 'read:groups', 'read:purchase'],
    });
    expect(res.status).toBe(200);
    const mark = (key: string) => res.body.entries.find((e: { key: string }) => e.key === key)?.mark;
    expect(mark('read:my-calls')).toBe('removed');
    expect(mark('read:groups')).toBe('default');
    expect(mark('read:account')).toBe('kept');
    expect(mark('read:purchase')).toBe('read-only');
    expect(res.body.permissions.sort()).toEqual(['read:account', 'read:groups']);
    expect((await get(`/svc/ucaas/api/ucaas/user/${me.body.id}/v2/calllogs`, end)).status).toBe(403);
    const self = await get('/svc/permissions/v1/permissions/self', end);
    expect(self.body.permissions.sort()).toEqual(['read:account', 'read:groups']);
    // Another tenant's end users keep their defaults.
    const gbEnd = await get(
      `/svc/permissions/v1/roles/${ROLE.END_USER}`,
      await tokenOf('account administrator (international, GB)'),
    );
    expect(gbEnd.body.permissions).toContain('read:my-calls');
    // Put it back.
    const back = await send('PUT', `/svc/permissions/v1/accounts/${ACME}/permissions`, su, {
      roleId: ROLE.END_USER,
      permissions: [...defaultPermissions(ROLE.END_USER)],
    });
    expect(back.status).toBe(200);
    expect((await get(`/svc/ucaas/api/ucaas/user/${me.body.id}/v2/calllogs`, end)).status).toBe(200);
  });

  it('ROLE-04 nobody grants a key they do not hold, and unknown keys are refused', async () => {
    const su = await tokenOf('account super user');
    const escalate = await send('PUT', `/svc/permissions/v1/accounts/${ACME}/permissions`, su, {
      roleId: ROLE.END_USER,
      permissions: ['read:account', 'read:account-search'],
    });
    expect(escalate.status).toBe(403);
    const unknown = await send('PUT', `/svc/permissions/v1/accounts/${ACME}/permissions`, su, {
      roleId: ROLE.END_USER,
      permissions: ['read:everything'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].field).toBe('permissions');
    const admin = await tokenOf('account administrator');
    expect(
      (
        await send('PUT', `/svc/permissions/v1/accounts/${ACME}/permissions`, admin, {
          roleId: 4,
          permissions: [],
        })
      ).status,
    ).toBe(403);
  });
});

describe('roles', () => {
  it('ROLE-07 POST and DELETE a custom role of an account', async () => {
    const su = await tokenOf('account super user');
    const created = await send('POST', `/svc/permissions/v1/accounts/${ACME}/roles`, su, {
      name: 'Front desk',
      permissions: ['read:users', 'read:extensions'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Front desk', isCustom: true, accountId: ACME });
    expect(created.body.id).toBeGreaterThanOrEqual(1000);
    const list = await get(`/svc/permissions/v1/accounts/${ACME}/roles`, su);
    expect(list.body.items.map((r: { name: string }) => r.name)).toContain('Front desk');
    // Not visible in another tenant.
    const gb = await get(
      '/svc/permissions/v1/roles',
      await tokenOf('account administrator (international, GB)'),
    );
    expect(gb.body.items.map((r: { name: string }) => r.name)).not.toContain('Front desk');
    // A built-in role cannot be deleted.
    expect(
      (await send('DELETE', `/svc/permissions/v1/accounts/${ACME}/roles/${ROLE.END_USER}`, su)).status,
    ).toBe(404);
    expect(
      (await send('DELETE', `/svc/permissions/v1/accounts/${ACME}/roles/${created.body.id}`, su)).status,
    ).toBe(204);
    expect((await get(`/svc/permissions/v1/roles/${created.body.id}`, su)).status).toBe(404);
  });
});

describe('role contexts', () => {
  it('ROLE-07 own, per user, per account, counters and default; PUT default', async () => {
    const admin = await tokenOf('account administrator');
    const own = await get('/svc/permissions/v1/role-contexts/self', admin);
    expect(own.body.items).toEqual([
      expect.objectContaining({ account_id: ACME, role_id: ROLE.ACCOUNT_ADMINISTRATOR, is_default: true }),
    ]);
    const def = await get('/svc/permissions/v1/role-contexts/default', admin);
    expect(def.body).toMatchObject({ account_id: ACME, role_id: ROLE.ACCOUNT_ADMINISTRATOR });
    const put = await send('PUT', '/svc/permissions/v1/role-contexts/default', admin, {
      accountId: ACME,
      roleId: ROLE.ACCOUNT_ADMINISTRATOR,
    });
    expect(put.status).toBe(200);
    expect(
      (await send('PUT', '/svc/permissions/v1/role-contexts/default', admin, { accountId: 11, roleId: 3 }))
        .status,
    ).toBe(404);
    const perAccount = await get(`/svc/permissions/v1/accounts/${ACME}/role-contexts`, admin);
    expect(perAccount.body.items.every((m: { account_id: number }) => m.account_id === ACME)).toBe(true);
    const counters = await get('/svc/permissions/v1/role-contexts/counters', admin);
    expect(
      counters.body.items.find((c: { roleId: number }) => c.roleId === ROLE.END_USER).count,
    ).toBeGreaterThan(1);
    const user = own.body.items[0].user_id;
    const perUser = await get(`/svc/permissions/v1/users/${user}/role-contexts`, admin);
    expect(perUser.body.items).toHaveLength(1);
    const gb = await tokenOf('account administrator (international, GB)');
    expect((await get(`/svc/permissions/v1/users/${user}/role-contexts`, gb)).status).toBe(404);
    expect((await get(`/svc/permissions/v1/accounts/${ACME}/role-contexts`, gb)).status).toBe(404);
  });
});

describe('swap and audit', () => {
  it('ROLE-07 a parent swaps into a child: the session acts on it, writes are audited with both identities, and it swaps back', async () => {
    const provider = await tokenOf('provider super user');
    const swapped = await send('POST', `/svc/permissions/v1/accounts/${ACME}/swap`, provider);
    expect(swapped.status).toBe(200);
    expect(swapped.body).toMatchObject({
      account_id: ACME,
      home_account: { id: 1 },
      acting_account: { id: ACME },
      swapped: true,
    });
    const self = await get('/svc/users/v3/users/self', provider);
    expect(self.body.acting_account.id).toBe(ACME);
    expect(self.body.account_id).toBe(1);
    // Session-scoped routes now act on Acme.
    const counters = await get('/svc/permissions/v1/role-contexts/counters', provider);
    expect(counters.body.accountId).toBe(ACME);
    // A write after the swap names the user, the account acted on and the user's own account.
    const created = await send('POST', `/svc/permissions/v1/accounts/${ACME}/roles`, provider, {
      name: 'Audit probe',
      permissions: ['read:users'],
    });
    expect(created.status).toBe(201);
    const [event] = await p.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'POST /v1/accounts/:accountId/roles'))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(event).toMatchObject({ accountId: ACME, actorAccountId: 1, eventKind: 7 });
    expect(event.detail).toMatchObject({ sessionAccountId: ACME, swappedFrom: 1 });
    const back = await send('POST', '/svc/permissions/v1/accounts/1/swap', provider);
    expect(back.body).toMatchObject({ account_id: 1, swapped: false });
    expect((await get('/svc/users/v3/users/self', provider)).body.acting_account.id).toBe(1);
  });

  it('ROLE-07 nobody swaps into an account out of reach; a failed write leaves no audit event', async () => {
    const partner = await tokenOf('partner super user');
    expect((await send('POST', `/svc/permissions/v1/accounts/${NORTHWIND}/swap`, partner)).status).toBe(404);
    expect((await send('POST', '/svc/permissions/v1/accounts/1/swap', partner)).status).toBe(404);
    const admin = await tokenOf('account administrator');
    expect((await send('POST', `/svc/permissions/v1/accounts/${BRITANNIA}/swap`, admin)).status).toBe(404);
    const before = await p.database.db.select().from(auditEvents);
    await send('POST', `/svc/permissions/v1/accounts/${ACME}/roles`, admin, { name: 'x', permissions: [] });
    // No write event; only the refusal, as an access-control event (RPT-03 kind 7).
    const seen = new Set(before.map((e) => e.id));
    const added = (await p.database.db.select().from(auditEvents)).filter((e) => !seen.has(e.id));
    expect(added.map((e) => e.eventKind)).toEqual([7]);
  });
});

describe('account trust', () => {
  it('ROLE-07 a trusted account reaches the trusting one until the trust is deleted (also by support staff)', async () => {
    const acmeSu = await tokenOf('account super user');
    const gb = await tokenOf('account administrator (international, GB)');
    expect((await get(`/svc/ucaas/api/ucaas/account/${ACME}/info`, gb)).status).toBe(404);
    const created = await send('POST', `/svc/permissions/v1/accounts/${ACME}/trusts`, acmeSu, {
      trustedAccountId: BRITANNIA,
    });
    expect(created.status).toBe(201);
    expect(
      (
        await send('POST', `/svc/permissions/v1/accounts/${ACME}/trusts`, acmeSu, {
          trustedAccountId: BRITANNIA,
        })
      ).status,
    ).toBe(409);
    const list = await get(`/svc/permissions/v1/accounts/${ACME}/trusts`, acmeSu);
    expect(list.body.items).toEqual([
      expect.objectContaining({ trustedAccountId: BRITANNIA, trustedAccountName: 'Britannia Trading Ltd' }),
    ]);
    expect((await get(`/svc/ucaas/api/ucaas/account/${ACME}/info`, gb)).status).toBe(200);
    // The account administrator of Acme holds only view on security settings: cannot delete.
    const acmeAdmin = await tokenOf('account administrator');
    expect(
      (await send('DELETE', `/svc/permissions/v1/accounts/${ACME}/trusts/${BRITANNIA}`, acmeAdmin)).status,
    ).toBe(403);
    // The vendor's support staff can.
    const provider = await tokenOf('provider super user');
    expect(
      (await send('DELETE', `/svc/permissions/v1/accounts/${ACME}/trusts/${BRITANNIA}`, provider)).status,
    ).toBe(204);
    expect((await get(`/svc/ucaas/api/ucaas/account/${ACME}/info`, gb)).status).toBe(404);
  });
});

describe('parent access to managed child accounts', () => {
  it('ROLE-07 a parent lists, grants and revokes a user’s access to one managed child', async () => {
    // A customer support manager of the partner: not a parent type, so no reach of its own.
    const [csm] = await p.database.db
      .insert(users)
      .values({
        accountId: BRIGHTLINE,
        loginName: 'csm@brightline.example',
        email: 'csm@brightline.example',
        firstName: 'Cara',
        lastName: 'Support',
        roleId: ROLE.CUSTOMER_SUPPORT_MANAGER,
        passwordHash: await hashPassword('Demo-Csm-2026'),
      })
      .returning();
    const csmToken = (await p.signIn('csm@brightline.example', 'Demo-Csm-2026')).access_token;
    expect((await get(`/svc/ucaas/api/ucaas/account/${ACME}/info`, csmToken)).status).toBe(404);
    const partner = await tokenOf('partner super user');
    // Only a managed child, only a user of the granting account.
    expect(
      (
        await send('POST', `/svc/permissions/v1/accounts/${BRIGHTLINE}/child-access`, partner, {
          userId: csm.id,
          childAccountId: NORTHWIND,
        })
      ).status,
    ).toBe(400);
    const granted = await send('POST', `/svc/permissions/v1/accounts/${BRIGHTLINE}/child-access`, partner, {
      userId: csm.id,
      childAccountId: ACME,
    });
    expect(granted.status).toBe(201);
    const list = await get(`/svc/permissions/v1/accounts/${BRIGHTLINE}/child-access`, partner);
    expect(list.body.items).toEqual([
      expect.objectContaining({ userId: csm.id, childAccountId: ACME, childAccountName: 'Acme Corporation' }),
    ]);
    expect((await get(`/svc/ucaas/api/ucaas/account/${ACME}/info`, csmToken)).status).toBe(200);
    expect((await get(`/svc/ucaas/api/ucaas/account/${BRITANNIA}/info`, csmToken)).status).toBe(404);
    expect(
      (
        await send(
          'DELETE',
          `/svc/permissions/v1/accounts/${BRIGHTLINE}/child-access/${granted.body.id}`,
          partner,
        )
      ).status,
    ).toBe(204);
    expect((await get(`/svc/ucaas/api/ucaas/account/${ACME}/info`, csmToken)).status).toBe(404);
  });
});

describe('landing data', () => {
  it('ROLE-02 the provider searches accounts by name, account id, phone number and login name', async () => {
    const provider = await tokenOf('provider super user');
    const search = async (q: string) =>
      (await get(`/svc/ucaas/api/ucaas/account/search?q=${encodeURIComponent(q)}`, provider)).body.items.map(
        (a: { accountId: number }) => a.accountId,
      );
    expect(await search('acme')).toEqual([ACME]);
    expect(await search(String(BRITANNIA))).toContain(BRITANNIA);
    expect(await search('admin@acme.example')).toEqual([ACME]);
    const [number] = await p.database.db
      .select()
      .from(phoneNumbers)
      .where(eq(phoneNumbers.accountId, BRITANNIA))
      .limit(1);
    expect(await search(number.phoneNumber)).toContain(BRITANNIA);
    expect(
      (await get('/svc/ucaas/api/ucaas/account/search?q=acme', await tokenOf('partner super user'))).status,
    ).toBe(403);
  });

  it('ROLE-02 a partner lists its resellers and customers with status, never another partner’s', async () => {
    const partner = await tokenOf('partner super user');
    const res = await get(`/svc/ucaas/api/ucaas/account/${BRIGHTLINE}/children`, partner);
    expect(res.status).toBe(200);
    const ids = res.body.items.map((a: { accountId: number }) => a.accountId);
    expect(ids).toEqual(expect.arrayContaining([4, ACME, BRITANNIA]));
    expect(ids).not.toContain(NORTHWIND);
    expect(ids).not.toContain(12);
    expect(res.body.items.find((a: { accountId: number }) => a.accountId === ACME)).toMatchObject({
      status: 'Active',
      parentAccountName: 'Bluebird Telecom',
    });
    expect((await get(`/svc/ucaas/api/ucaas/account/${NORTHWIND}/children`, partner)).status).toBe(404);
  });

  it('ROLE-02 the international landing pages open their lists with real data, in the own account only', async () => {
    const gb = await tokenOf('account administrator (international, GB)');
    const list = async (name: string) => get(`/svc/ucaas/api/ucaas/account/${BRITANNIA}/${name}`, gb);
    const bills = await list('billHistory');
    expect(bills.body.items.length).toBeGreaterThan(0);
    expect(bills.body.items[0]).toMatchObject({ billingPeriod: expect.stringMatching(/^\d{4}-\d{2}$/) });
    const summary = await list('callSummary');
    expect(summary.body.items.length).toBeGreaterThan(0);
    expect(summary.body.items[0].calls).toBeGreaterThan(0);
    expect((await list('callQueues')).body.items.map((q: { name: string }) => q.name)).toEqual([
      'Support Queue',
      'Sales Queue',
      'Billing Queue',
    ]);
    const pbx = await list('pbxSummary');
    expect(pbx.body.users).toBeGreaterThan(5);
    expect((await get(`/svc/ucaas/api/ucaas/account/${ACME}/pbxSummary`, gb)).status).toBe(404);
    // A billing-only role reads bills, not the call summary.
    const billing = await tokenOf('billing admin');
    expect((await get(`/svc/ucaas/api/ucaas/account/${ACME}/billHistory`, billing)).status).toBe(200);
    expect((await get(`/svc/ucaas/api/ucaas/account/${ACME}/callSummary`, billing)).status).toBe(403);
  });
});
