// Whole-list reads and device secrets (decision 0054): fetchAll answers at most FETCH_ALL_MAX rows
// of users or extensions (the total still says how many there are), and an extension's provision
// code is shown only to callers who manage devices (update:devices).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FETCH_ALL_MAX } from '../../server/areas/users/userStore';
import { rolePermissions, users } from '../../server/db/schema';
import { ROLE } from '../../src/domain/roles';
import { demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let acme: number;
const tokenOf = async (role: string) =>
  (await p.signIn(demo(role).loginName, demo(role).password)).access_token;

beforeAll(async () => {
  p = await startPlatform();
  const db = p.database.db;
  const [admin] = await db
    .select()
    .from(users)
    .where(eq(users.loginName, demo('account administrator').loginName));
  acme = admin.accountId;
  // More users and extensions than one whole-list read answers.
  const extra = FETCH_ALL_MAX + 10;
  await db.execute(sql`
    insert into users (account_id, login_name, email, first_name, last_name, role_id)
    select ${acme}, 'bulk' || g || '@acme.example', 'bulk' || g || '@acme.example', 'Bulk', 'User ' || g, 4
    from generate_series(1, ${extra}) g`);
  await db.execute(sql`
    insert into extensions (account_id, extension_number, extension_type, service_plan, user_name)
    select ${acme}, (700000 + g)::text, 'user', 'standard', 'Bulk ' || g
    from generate_series(1, ${extra}) g`);
}, 60_000);
afterAll(() => p.close());

describe('whole-list reads', () => {
  it(`fetchAll answers at most ${FETCH_ALL_MAX} users and ${FETCH_ALL_MAX} extensions, with the full total`, async () => {
    const token = await tokenOf('account administrator');
    const people = await p.call('GET', `/svc/ucaas/api/ucaas/account/${acme}/users?fetchAll=true`, { token });
    expect(people.status).toBe(200);
    const peopleBody = await people.json();
    expect(peopleBody.items).toHaveLength(FETCH_ALL_MAX);
    expect(peopleBody.total).toBeGreaterThan(FETCH_ALL_MAX);
    for (const version of ['', 'v2/']) {
      const res = await p.call(
        'GET',
        `/svc/ucaas/api/ucaas/account/${version}${acme}/extensionList?fetchAll=true`,
        {
          token,
        },
      );
      expect(res.status, version).toBe(200);
      const body = await res.json();
      expect(body.phoneSystemExtension, version).toHaveLength(FETCH_ALL_MAX);
      expect(body.total, version).toBeGreaterThan(FETCH_ALL_MAX);
    }
  });
});

describe('provision codes', () => {
  const listOf = async (token: string) => {
    const res = await p.call('GET', `/svc/ucaas/api/ucaas/account/v2/${acme}/extensionList?_pageSize=20`, {
      token,
    });
    expect(res.status).toBe(200);
    return (await res.json()).phoneSystemExtension as Record<string, unknown>[];
  };

  it('ROLE-04 only callers who manage devices see provision codes', async () => {
    const admin = await listOf(await tokenOf('account administrator'));
    expect(admin.some((e) => typeof e.provisionCode === 'string')).toBe(true);
    // This account's users admins manage extensions but not devices.
    await p.database.db.insert(rolePermissions).values({
      accountId: acme,
      roleId: ROLE.USERS_ADMIN,
      name: 'Users admin',
      permissions: [
        'read:account',
        'read:my-calls',
        'read:users',
        'update:users',
        'read:extensions',
        'update:extensions',
      ],
    });
    const token = await tokenOf('users admin');
    const withoutDevices = await listOf(token);
    expect(withoutDevices.length).toBeGreaterThan(0);
    for (const e of withoutDevices) expect(e).not.toHaveProperty('provisionCode');
    const id = withoutDevices[0].deviceKitId;
    const one = await p.call('GET', `/svc/ucaas/api/ucaas/extension/${id}`, { token });
    expect(one.status).toBe(200);
    expect(await one.json()).not.toHaveProperty('provisionCode');
    // ... nor change them.
    const change = await p.call('PUT', `/svc/ucaas/api/ucaas/extension/${id}`, {
      token,
      json: { provisionCode: 'ABC123' },
    });
    expect(change.status).toBe(403);
  });
});
