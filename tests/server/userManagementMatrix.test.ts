// Who may write which user, against the real server (issue 10 findings 1-2, decision 0040):
// every actor role × target role × action (demote, promote, block, reset password, delete), each
// answer checked against the rule as stated below, and the data checked unchanged on refusal;
// then the cases reproduced in the issue, grants, the last super user and own account.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, bulkTaskRows, roleMemberships, users } from '../../server/db/schema';
import { DEMO_SIGN_INS } from '../../server/db/seed';
import { startPlatform, type TestPlatform } from '../support/platform';

// ---- The rule, stated on its own (not read from src/domain) ----
/** Ranks of decision 0040 for the roles below: higher outranks lower, equal does not. */
const RANK: Record<number, number> = {
  1: 9,
  77: 8,
  78: 7,
  2: 6,
  3: 5,
  23: 4,
  20: 3,
  21: 3,
  22: 3,
  24: 3,
  4: 1,
  6: 1,
};
/** Roles whose default permissions hold update:users and delete:users. */
const WRITES_USERS = [1, 77, 78, 2, 3, 23];
type Place = 'customer' | 'partner';
/** Actors of the partner and the provider reach the partner account and its customer below. */
const reaches = (actorRole: number, place: Place) => place === 'customer' || [1, 77, 78].includes(actorRole);
/** The highest role each account's users can be given. */
const TOP_ROLE: Record<Place, number> = { customer: 2, partner: 77 };
type Action = 'demote' | 'promote' | 'block' | 'reset' | 'delete';

function expected(actorRole: number, targetRole: number, place: Place, action: Action): 'ok' | 403 | 404 {
  if (!reaches(actorRole, place)) return 404;
  if (!WRITES_USERS.includes(actorRole)) return 403;
  if (RANK[actorRole] <= RANK[targetRole]) return 403;
  if (action === 'promote' && RANK[actorRole] <= RANK[TOP_ROLE[place]]) return 403;
  return 'ok';
}

// ---- The platform ----
const ACTORS = DEMO_SIGN_INS.filter((d) =>
  ['Switchboard Platform', 'Brightline Communications', 'Acme Corporation'].includes(d.accountName),
);
const TARGET_ROLES: Record<Place, number[]> = {
  customer: [2, 3, 20, 21, 22, 23, 24, 4, 6],
  partner: [77, 78],
};

let p: TestPlatform;
const tokens = new Map<string, string>();
const accountOf: Record<Place, number> = { customer: 0, partner: 0 };

const tokenOf = async (loginName: string) => {
  if (!tokens.has(loginName)) {
    const d = DEMO_SIGN_INS.find((x) => x.loginName === loginName)!;
    tokens.set(loginName, (await p.signIn(d.loginName, d.password)).access_token);
  }
  return tokens.get(loginName)!;
};
const call = async (loginName: string, method: string, path: string, json?: unknown) => {
  const res = await p.call(method, path, { token: await tokenOf(loginName), json });
  return { status: res.status, body: await res.json() };
};
const userRow = async (id: number) => (await p.database.db.select().from(users).where(eq(users.id, id)))[0];
const idOf = async (loginName: string) =>
  (await p.database.db.select({ id: users.id }).from(users).where(eq(users.loginName, loginName)))[0].id;

let serial = 0;
async function newTarget(place: Place, roleId: number) {
  serial += 1;
  const login = `target.${serial}.r${roleId}@matrix.example`;
  const [u] = await p.database.db
    .insert(users)
    .values({
      accountId: accountOf[place],
      loginName: login,
      email: login,
      firstName: 'Target',
      lastName: `Role ${roleId}`,
      roleId,
      passwordHash: 'not-a-real-hash',
    })
    .returning();
  await p.database.db
    .insert(roleMemberships)
    .values({ userId: u.id, accountId: u.accountId, roleId, isDefault: true });
  return u;
}

beforeAll(async () => {
  p = await startPlatform();
  const rows = await p.database.db.select().from(accounts);
  accountOf.customer = rows.find((a) => a.name === 'Acme Corporation')!.id;
  accountOf.partner = rows.find((a) => a.name === 'Brightline Communications')!.id;
});
afterAll(() => p.close());

const USER = (id: number) => `/svc/ucaas/api/ucaas/v4/user/${id}`;
const bulkReset = (place: Place) => `/svc/appserver/rest/account/${accountOf[place]}/users/bulkPasswordReset`;

describe('every actor × target × action against the rule', () => {
  it.each(ACTORS.map((a) => [a.role, a] as const))('as %s', async (_role, actor) => {
    const problems: string[] = [];
    const check = (what: string, want: unknown, got: unknown) => {
      if (want !== got) problems.push(`${what}: expected ${String(want)}, got ${String(got)}`);
    };
    for (const place of ['customer', 'partner'] as const) {
      const targets = await Promise.all(TARGET_ROLES[place].map((r) => newTarget(place, r)));
      // Reset password: one bulk request per account, each row against the rule.
      const reset = await call(actor.loginName, 'POST', bulkReset(place), {
        userIds: targets.map((t) => t.id),
      });
      const want = targets.map((t) => expected(actor.roleId, t.roleId, place, 'reset'));
      if (!reaches(actor.roleId, place)) check(`reset on the ${place} account`, 404, reset.status);
      else if (!WRITES_USERS.includes(actor.roleId))
        check(`reset on the ${place} account`, 403, reset.status);
      else {
        check(`reset on the ${place} account`, 202, reset.status);
        await p.jobs.idle();
        const rows = await p.database.db
          .select()
          .from(bulkTaskRows)
          .where(eq(bulkTaskRows.taskId, reset.body.taskId))
          .orderBy(bulkTaskRows.rowNumber);
        for (const [i, t] of targets.entries())
          check(`reset of ${t.roleId}`, want[i] === 'ok' ? 'ok' : 'error', rows[i]?.status);
      }
      for (const [i, t] of targets.entries()) {
        const after = await userRow(t.id);
        check(`password of ${t.roleId} after reset`, want[i] === 'ok', after.passwordHash === null);
      }
      // Demote, promote, block, delete: one call each, the data checked, then put back.
      for (const t of targets) {
        const steps: [Action, unknown][] = [
          ['demote', { roleId: t.roleId === 4 ? 6 : 4 }],
          ['promote', { roleId: TOP_ROLE[place] }],
          ['block', { blockAccess: true }],
          ['delete', undefined],
        ];
        for (const [action, body] of steps) {
          const res = await call(actor.loginName, action === 'delete' ? 'DELETE' : 'PUT', USER(t.id), body);
          const w = expected(actor.roleId, t.roleId, place, action);
          check(`${action} ${t.roleId}`, w === 'ok' ? 200 : w, res.status);
          if (res.status === 403) check(`${action} ${t.roleId} says why`, true, res.body.message.length > 10);
          const now = await userRow(t.id);
          if (action === 'delete') check(`${t.roleId} still there`, w !== 'ok', now !== undefined);
          else if (action === 'block') check(`${t.roleId} blocked`, w === 'ok', now.blockAccess);
          else {
            const newRole = (body as { roleId: number }).roleId;
            check(`${action} ${t.roleId}: role`, w === 'ok' ? newRole : t.roleId, now.roleId);
          }
          if (now)
            await p.database.db
              .update(users)
              .set({ roleId: t.roleId, blockAccess: false })
              .where(eq(users.id, t.id));
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the cases reproduced in the issue', () => {
  const PARTNER_ADMIN = 'partner.admin@brightline.example';
  const PARTNER_SU = 'partner@brightline.example';

  it('a partner account administrator (78) cannot demote, block or delete the partner account super user (77)', async () => {
    const su = await idOf(PARTNER_SU);
    const before = await userRow(su);
    const both = await call(PARTNER_ADMIN, 'PUT', USER(su), { roleId: 4, blockAccess: true });
    expect(both.status).toBe(403);
    expect(both.body.message).toBe(
      'You cannot change this user: their role (partner account superuser) is at or above yours.',
    );
    expect((await call(PARTNER_ADMIN, 'PUT', USER(su), { blockAccess: true })).status).toBe(403);
    expect((await call(PARTNER_ADMIN, 'DELETE', USER(su))).status).toBe(403);
    expect(await userRow(su)).toEqual(before);
  });

  it('a partner account administrator cannot set its own role to account super user (2)', async () => {
    const me = await idOf(PARTNER_ADMIN);
    const r = await call(PARTNER_ADMIN, 'PUT', USER(me), { roleId: 2 });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('You cannot change your own role.');
    expect((await userRow(me)).roleId).toBe(78);
    const perms = await call(PARTNER_ADMIN, 'GET', '/svc/permissions/v1/permissions/self');
    expect(perms.body.permissions).not.toContain('update:roles');
  });
});

describe('own account, grants and the last super user', () => {
  const ASU = 'superuser@acme.example';
  const PROVIDER = 'provider@switchboard.example';
  const PARTNER_SU = 'partner@brightline.example';

  it('nobody blocks or deletes themselves; changing one’s own name is fine', async () => {
    const me = await idOf(ASU);
    const block = await call(ASU, 'PUT', USER(me), { allowLogin: false });
    expect(block).toMatchObject({ status: 403, body: { message: 'You cannot block your own sign-in.' } });
    const del = await call(ASU, 'DELETE', USER(me));
    expect(del).toMatchObject({ status: 403, body: { message: 'You cannot delete yourself.' } });
    expect((await call(ASU, 'PUT', USER(me), { firstName: 'Sam' })).status).toBe(200);
    expect(await userRow(me)).toMatchObject({ firstName: 'Sam', blockAccess: false });
  });

  it('a role is given only by a higher one: create and bulk import refuse the rest', async () => {
    const acme = accountOf.customer;
    const make = (login: string, roleId: number) => ({
      firstName: 'Nia',
      lastName: 'Okafor',
      email: login,
      loginName: login,
      roleId,
    });
    const asu = await call(ASU, 'POST', '/svc/ucaas/api/ucaas/v3/user', make('second.su@acme.example', 2));
    expect(asu).toMatchObject({
      status: 403,
      body: { message: 'You cannot give the role account super user: only a higher role can.' },
    });
    const ua = await call(
      'users.admin@acme.example',
      'POST',
      `/svc/appserver/rest/account/${acme}/userWithExtension`,
      {
        user: make('second.ua@acme.example', 23),
        assignments: {},
      },
    );
    expect(ua.status).toBe(403);
    const byPartnerAdmin = await call(
      'partner.admin@brightline.example',
      'POST',
      `/svc/appserver/rest/account/${acme}/userWithExtension`,
      { user: make('ok.su@acme.example', 2), assignments: {} },
    );
    expect(byPartnerAdmin.status).toBe(201);
    const start = await call(
      'users.admin@acme.example',
      'POST',
      `/svc/appserver/rest/account/${acme}/users/bulkCreate`,
      {
        users: [make('import.ua@acme.example', 23), make('import.eu@acme.example', 4)],
      },
    );
    await p.jobs.idle();
    const rows = (
      await call(
        'users.admin@acme.example',
        'GET',
        `/svc/appserver/rest/account/${acme}/bulkTask/${start.body.taskId}/rows`,
      )
    ).body.rows;
    expect(rows.map((r: { status: string }) => r.status)).toEqual(['error', 'ok']);
    expect(rows[0].message).toBe('You cannot give the role users admin: only a higher role can.');
  });

  it('the provider super user and the partner super user restore partner roles', async () => {
    const partner = accountOf.partner;
    const a = await newTarget('partner', 4);
    const b = await newTarget('partner', 4);
    expect((await call(PROVIDER, 'PUT', USER(a.id), { roleId: 77 })).status).toBe(200);
    expect((await call(PARTNER_SU, 'PUT', USER(b.id), { roleId: 78 })).status).toBe(200);
    expect((await userRow(a.id)).roleId).toBe(77);
    expect((await userRow(b.id)).roleId).toBe(78);
    const member = await p.database.db
      .select()
      .from(roleMemberships)
      .where(and(eq(roleMemberships.userId, b.id), eq(roleMemberships.accountId, partner)));
    expect(member.map((m) => m.roleId)).toEqual([78]);
    expect((await call(PARTNER_SU, 'PUT', USER(a.id), { roleId: 4 })).status).toBe(403);
    expect((await call(PARTNER_SU, 'PUT', USER(b.id), { roleId: 77 })).status).toBe(403);
    // Partner roles belong to partner accounts only.
    const acmeUser = await newTarget('customer', 4);
    const wrong = await call(PROVIDER, 'PUT', USER(acmeUser.id), { roleId: 77 });
    expect(wrong.status).toBe(400);
  });

  it('the last active super user of an account cannot be demoted, blocked or deleted', async () => {
    const [britannia] = await p.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.name, 'Britannia Trading Ltd'));
    const supers = await p.database.db
      .select()
      .from(users)
      .where(and(eq(users.accountId, britannia.id), inArray(users.roleId, [2])));
    expect(supers).toHaveLength(1);
    const su = supers[0].id;
    const last = 'This is the account’s last active super user: make another user super user first.';
    for (const [method, body] of [
      ['PUT', { roleId: 3 }],
      ['PUT', { blockAccess: true }],
      ['DELETE', undefined],
    ] as const) {
      const r = await call(PARTNER_SU, method, USER(su), body);
      expect(r).toMatchObject({ status: 403, body: { message: last } });
    }
    expect(await userRow(su)).toMatchObject({ roleId: 2, blockAccess: false });
    // With a second active super user, the first can go.
    const second = await call(
      PARTNER_SU,
      'POST',
      `/svc/appserver/rest/account/${britannia.id}/userWithExtension`,
      {
        user: {
          firstName: 'Ada',
          lastName: 'Second',
          email: 'ada@britannia.example',
          loginName: 'ada@britannia.example',
          roleId: 2,
        },
        assignments: {},
      },
    );
    expect(second.status).toBe(201);
    expect((await call(PARTNER_SU, 'PUT', USER(su), { blockAccess: true })).status).toBe(200);
    // Now the second is the last active one.
    expect((await call(PARTNER_SU, 'DELETE', USER(second.body.userId))).body.message).toBe(last);
  });
});
