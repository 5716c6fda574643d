// API keys (issue 23, item 3; decision 0107): shown once, stored hashed, bound to an API user
// (role 7) and its permissions, accepted as a bearer credential, revocable at once, last used.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/tokens';
import { apiKeys, auditEvents, rolePermissions, users } from '../../server/db/schema';
import { ROLE } from '../../src/domain/roles';
import { type Caller, callers } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let admin: Caller;
let foreignAdmin: Caller;
let endUser: Caller;

/** A call with a key as the bearer credential. */
const withKey = async (secret: string, path: string) => {
  const res = await p.call('GET', path, { token: secret });
  return { status: res.status, body: await res.json() };
};
const usersOf = (accountId: number) => `/svc/ucaas/api/ucaas/account/${accountId}/users`;

async function newKey(body: Record<string, unknown> = {}) {
  const res = await admin.post('/svc/auth/api-keys', { name: 'Billing sync', createApiUser: true, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; secret: string; prefix: string; apiUser: { id: number } };
}

beforeAll(async () => {
  p = await startPlatform();
  const who = callers(p);
  admin = await who.as('account administrator');
  foreignAdmin = await who.as('account administrator (international, GB)');
  endUser = await who.as('end user');
  // The administrator's account lets its API users read its users (an override of role 7,
  // whose platform default holds nothing): what a key may do is what its user may do.
  await p.database.db.insert(rolePermissions).values({
    accountId: admin.accountId,
    roleId: ROLE.API_USER,
    name: 'API user',
    permissions: ['read:account', 'read:users'],
  });
});
afterAll(() => p.close());

describe('API keys', () => {
  it('answers the secret once at creation, keeps only its hash, and never lists it', async () => {
    const key = await newKey();
    expect(key.secret).toMatch(/^sbk_[A-Za-z0-9_-]{43}$/);
    expect(key.prefix).toBe(key.secret.slice(0, 8));
    const [row] = await p.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row.secretHash).toBe(hashToken(key.secret));
    expect(JSON.stringify(row)).not.toContain(key.secret);
    const list = await admin.get('/svc/auth/api-keys');
    expect(list.status).toBe(200);
    const listed = list.body.items.find((k: { id: number }) => k.id === key.id);
    expect(listed).toMatchObject({ name: 'Billing sync', prefix: key.prefix, revokedAt: null });
    expect(JSON.stringify(list.body)).not.toContain(key.secret);
    expect(list.body.apiUsers.map((u: { id: number }) => u.id)).toContain(key.apiUser.id);
    const created = await p.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'POST /api-keys'));
    expect(created.length).toBeGreaterThan(0);
  });

  it('acts as its API user, in its account only', async () => {
    const key = await newKey();
    const self = await withKey(key.secret, '/svc/users/v3/users/self');
    expect(self.status).toBe(200);
    expect(JSON.stringify(self.body)).toContain(String(key.apiUser.id));
    expect((await withKey(key.secret, usersOf(admin.accountId))).status).toBe(200);
    expect((await withKey(key.secret, usersOf(foreignAdmin.accountId))).status).toBe(404);
    // Its user's permissions and nothing more: the override grants no writes.
    const write = await p.call('POST', '/svc/auth/api-keys', {
      token: key.secret,
      json: { name: 'more', createApiUser: true },
    });
    expect(write.status).toBe(403);
  });

  it('is refused at once when revoked, with the answer of a bad token, and stays listed', async () => {
    const key = await newKey();
    expect((await withKey(key.secret, usersOf(admin.accountId))).status).toBe(200);
    const revoked = await admin.delete(`/svc/auth/api-keys/${key.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    const refused = await withKey(key.secret, usersOf(admin.accountId));
    const badToken = await withKey('sbk_not-a-key', usersOf(admin.accountId));
    expect(refused).toEqual({ status: 401, body: badToken.body });
    expect(badToken.status).toBe(401);
    const list = await admin.get('/svc/auth/api-keys');
    expect(list.body.items.find((k: { id: number }) => k.id === key.id).revokedAt).toBe(
      revoked.body.revokedAt,
    );
  });

  it('is refused once it has expired, and works again when the expiry is lifted', async () => {
    // A minute: the callers' own access tokens outlive the file's clock moves.
    const expiresAt = new Date(p.clock.now.getTime() + 60_000).toISOString();
    const key = await newKey({ expiresAt });
    expect((await withKey(key.secret, usersOf(admin.accountId))).status).toBe(200);
    p.clock.advance(60);
    expect((await withKey(key.secret, usersOf(admin.accountId))).status).toBe(401);
    const changed = await admin.put(`/svc/auth/api-keys/${key.id}`, { name: 'Renamed', expiresAt: null });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Renamed', expiresAt: null });
    expect((await withKey(key.secret, usersOf(admin.accountId))).status).toBe(200);
  });

  it('refuses a wrong secret, and a key whose user is no longer an API user', async () => {
    const key = await newKey();
    expect((await withKey(`${key.secret.slice(0, -1)}x`, usersOf(admin.accountId))).status).toBe(401);
    const other = await newKey({ name: 'Chosen user', createApiUser: undefined, apiUserId: key.apiUser.id });
    expect((await withKey(other.secret, usersOf(admin.accountId))).status).toBe(200);
    await p.database.db
      .update(users)
      .set({ roleId: ROLE.ACCOUNT_ADMINISTRATOR })
      .where(eq(users.id, key.apiUser.id));
    expect((await withKey(other.secret, usersOf(admin.accountId))).status).toBe(401);
  });

  it('records when it was last used, at most once a minute', async () => {
    const key = await newKey();
    const lastUsed = async () =>
      (await admin.get('/svc/auth/api-keys')).body.items.find((k: { id: number }) => k.id === key.id)
        .lastUsedAt;
    expect(await lastUsed()).toBeNull();
    const first = p.clock.now.toISOString();
    await withKey(key.secret, usersOf(admin.accountId));
    expect(await lastUsed()).toBe(first);
    p.clock.advance(30);
    await withKey(key.secret, usersOf(admin.accountId));
    expect(await lastUsed()).toBe(first);
    p.clock.advance(31);
    await withKey(key.secret, usersOf(admin.accountId));
    expect(await lastUsed()).toBe(p.clock.now.toISOString());
  });

  it('may be managed by the account’s administrators only, in their account', async () => {
    expect((await endUser.post('/svc/auth/api-keys', { name: 'Mine', createApiUser: true })).status).toBe(
      403,
    );
    expect((await endUser.get('/svc/auth/api-keys')).status).toBe(403);
    const key = await newKey();
    expect((await foreignAdmin.delete(`/svc/auth/api-keys/${key.id}`)).status).toBe(404);
    expect((await foreignAdmin.put(`/svc/auth/api-keys/${key.id}`, { name: 'x' })).status).toBe(404);
    // An API user of another account, or a person who is not an API user, is not a key's user.
    const mine = await admin.post('/svc/auth/api-keys', { name: 'Wrong user', apiUserId: admin.userId });
    expect(mine.status).toBe(400);
    expect(JSON.stringify(mine.body)).toContain('apiUserId');
  });
});
