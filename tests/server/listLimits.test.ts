// Device secrets (decision 0054): an extension's provision code is shown only to callers who
// manage devices (update:devices). The whole-list cap (fetchAll answers at most FETCH_ALL_MAX rows,
// the total still says how many there are) is checked for every list in listDialect.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
}, 60_000);
afterAll(() => p.close());

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
