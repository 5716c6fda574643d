// Single sign-on (issue 23, item 1; decision 0110): an account's SSO settings (the secret never
// answered back, domains one account's each, a parent's override and lock), SSO users (SSO only,
// disabled, never signed in, bulk enable / disable), the SSO audit log with its types and CSV
// export, provisioning settings (the token shown once, stored hashed) and identities.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/tokens';
import { openSecret } from '../../server/crypto/secretBox';
import { externalIdentities, scimProvisioning, ssoSettings, users } from '../../server/db/schema';
import type { Deps } from '../../server/http/types';
import { type Caller, callers, demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let owner: Caller; // Acme's account super user: manages SSO
let admin: Caller; // Acme's account administrator: reads SSO
let partner: Caller; // Acme's partner: may override
let foreign: Caller; // Britannia's administrator
let endUser: Caller;

const acmeSso = () => `/svc/auth/v1/sso/accounts/${owner.accountId}`;
const SETTINGS = {
  enabled: true,
  issuer: 'https://login.acme.example',
  clientId: 'switchboard',
  clientSecret: 'very-secret-value-123',
  domains: ['acme.example', '@Acme-Labs.example'],
  jitCreation: true,
};

beforeAll(async () => {
  p = await startPlatform();
  const who = callers(p);
  owner = await who.as('account super user');
  admin = await who.as('account administrator');
  partner = await who.as('partner super user');
  foreign = await who.as('account administrator (international, GB)');
  endUser = await who.as('end user');
});
afterAll(() => p.close());

describe('SSO settings', () => {
  it('SEC-01 saves the settings, keeps the client secret encrypted and never answers it back', async () => {
    const before = await admin.get(acmeSso());
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ configured: true, enabled: false, domains: ['acme.example'] });

    const put = await owner.put(acmeSso(), SETTINGS);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({
      enabled: true,
      issuer: SETTINGS.issuer,
      clientId: 'switchboard',
      hasClientSecret: true,
      domains: ['acme-labs.example', 'acme.example'],
      jitCreation: true,
      lockedBy: null,
    });
    expect(JSON.stringify(put.body)).not.toContain(SETTINGS.clientSecret);
    const [row] = await p.database.db
      .select()
      .from(ssoSettings)
      .where(eq(ssoSettings.accountId, owner.accountId));
    expect(row.clientSecretSealed).toMatch(/^v1\./);
    expect(row.clientSecretSealed).not.toContain(SETTINGS.clientSecret);
    // The sign-in through the provider (item 5) opens it.
    const deps = { db: p.database.db, config: { secretBoxKey: undefined } } as unknown as Deps;
    expect(await openSecret(deps, p.database.db, row.clientSecretSealed!)).toBe(SETTINGS.clientSecret);

    // Without clientSecret the stored one stays.
    const { clientSecret: _, ...noSecret } = SETTINGS;
    const again = await owner.put(acmeSso(), { ...noSecret, enabled: false });
    expect(again.body).toMatchObject({ enabled: false, hasClientSecret: true });
  });

  it('SEC-01 refuses bad input with field errors and writes nothing', async () => {
    const bad = await owner.put(acmeSso(), {
      ...SETTINGS,
      issuer: 'http://login.acme.example',
      domains: ['not a domain'],
      clientId: '',
    });
    expect(bad.status).toBe(400);
    const fields = bad.body.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['issuer', 'clientId']));
    expect(fields.some((f: string) => f.startsWith('domains'))).toBe(true);
    const now = await owner.get(acmeSso());
    expect(now.body.issuer).toBe(SETTINGS.issuer);
  });

  it('SEC-01 refuses a domain another account already uses', async () => {
    const res = await owner.put(acmeSso(), { ...SETTINGS, domains: ['britannia.example'] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        field: 'domains',
        message: 'britannia.example is already used for single sign-on by another account.',
      },
    ]);
  });

  it('SEC-01 lets administrators read but not change them, and keeps other tenants out', async () => {
    expect((await admin.put(acmeSso(), SETTINGS)).status).toBe(403);
    expect((await endUser.get(acmeSso())).status).toBe(403);
    expect((await foreign.get(acmeSso())).status).toBe(404);
  });

  it('SEC-01 lets a parent override and lock the settings, then the account’s own people cannot change them', async () => {
    const own = await owner.put(`${acmeSso()}/override`, { ...SETTINGS, locked: true });
    expect(own.status).toBe(403);
    const forced = await partner.put(`${acmeSso()}/override`, { ...SETTINGS, enabled: false, locked: true });
    expect(forced.status, JSON.stringify(forced.body)).toBe(200);
    expect(forced.body.lockedBy).toMatchObject({ accountId: partner.accountId });
    const refused = await owner.put(acmeSso(), SETTINGS);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('locked');
    expect((await owner.delete(acmeSso())).status).toBe(403);
    const unlocked = await partner.put(`${acmeSso()}/override`, { ...SETTINGS, locked: false });
    expect(unlocked.body.lockedBy).toBeNull();
    expect((await owner.put(acmeSso(), SETTINGS)).status).toBe(200);
  });

  it('SEC-01 tells the sign-in page whether a user name’s domain signs in through SSO', async () => {
    const on = await p.call('GET', '/svc/auth/v1/sso/username?username=someone@acme-labs.example');
    expect(await on.json()).toEqual({
      username: 'someone@acme-labs.example',
      sso: true,
      domain: 'acme-labs.example',
      passwordSignIn: true,
    });
    const off = await p.call('GET', '/svc/auth/v1/sso/username?username=someone@britannia.example');
    expect((await off.json()).sso).toBe(false);
  });

  it('SEC-01 an account may make its domains SSO only: the look-up offers no password, and a password sign-in of such a domain is refused', async () => {
    const only = await owner.put(acmeSso(), { ...SETTINGS, ssoOnly: true });
    expect(only.status).toBe(200);
    expect(only.body.ssoOnly).toBe(true);
    try {
      // The look-up says only what the domain says: the same for a user who exists and one who does not.
      for (const name of ['reports@acme.example', 'nobody-here@acme.example']) {
        const res = await p.call('GET', `/svc/auth/v1/sso/username?username=${encodeURIComponent(name)}`);
        expect(await res.json()).toEqual({
          username: name,
          sso: true,
          domain: 'acme.example',
          passwordSignIn: false,
        });
      }
      const who = demo('reports admin');
      const refused = await p.app.request('/svc/auth/oauth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'password',
          username: who.loginName,
          password: who.password,
          client_id: 'switchboard-portal',
        }),
      });
      expect(refused.status).toBe(403);
      expect((await refused.json()).code).toBe('sso_required');
      // Turned off (or SSO off), passwords work again.
      expect((await owner.put(acmeSso(), { ...SETTINGS, ssoOnly: false })).body.ssoOnly).toBe(false);
      await expect(p.signIn(who.loginName, who.password)).resolves.toMatchObject({
        access_token: expect.any(String),
      });
    } finally {
      await owner.put(acmeSso(), SETTINGS);
    }
  });

  it('SEC-01 removes the settings and frees the domains', async () => {
    const del = await owner.delete(acmeSso());
    expect(del.status).toBe(200);
    expect(del.body.configured).toBe(false);
    expect((await owner.delete(acmeSso())).status).toBe(404);
    // Back as before for the rest of the file.
    expect((await owner.put(acmeSso(), { ...SETTINGS, enabled: false })).status).toBe(200);
  });
});

describe('SSO users', () => {
  const acmeEndUsers = async () =>
    (await p.database.db.select().from(users).where(eq(users.accountId, owner.accountId)))
      .filter((u) => u.roleId === 4 && u.id !== endUser.userId)
      .slice(0, 2);

  it('SEC-01 lists users who never signed in, and not those who did', async () => {
    const res = await admin.get('/svc/auth/v1/sso/never-logged-in-users?_pageSize=750');
    expect(res.status).toBe(200);
    const ids = res.body.items.map((u: { userId: number }) => u.userId);
    expect(ids).not.toContain(owner.userId);
    expect(ids).not.toContain(endUser.userId);
    const [someone] = await acmeEndUsers();
    expect(ids).toContain(someone.id);
    expect(res.body.total).toBe(ids.length);
    const page = await admin.get('/svc/auth/v1/sso/never-logged-in-users?_pageSize=2&_offset=1');
    expect(page.body.items).toHaveLength(2);
    expect(page.body.total).toBe(res.body.total);
  });

  it('SEC-01 disables and enables users in bulk; a disabled user’s token stops working at once', async () => {
    const targets = await acmeEndUsers();
    const ids = targets.map((u) => u.id);
    const off = await owner.put('/svc/auth/v1/sso/change-users-state', {
      userIds: [...ids, endUser.userId],
      enabled: false,
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body).toEqual({ changed: 3, enabled: false });
    expect((await endUser.get('/svc/auth/v1/sso/users/self')).status).toBe(401);
    const disabled = await admin.get('/svc/auth/v1/sso/disabled-users');
    expect(disabled.body.items.map((u: { userId: number }) => u.userId)).toEqual(
      expect.arrayContaining([...ids, endUser.userId]),
    );
    const on = await owner.put('/svc/auth/v1/sso/change-users-state', {
      userIds: [...ids, endUser.userId],
      enabled: true,
    });
    expect(on.body).toEqual({ changed: 3, enabled: true });
    const d = demo('end user');
    const again = await p.signIn(d.loginName, d.password);
    expect(again.access_token).toBeTruthy();
  });

  it('SEC-01 refuses users of another account, and disabling oneself, writing nothing', async () => {
    const [someone] = await acmeEndUsers();
    const res = await owner.put('/svc/auth/v1/sso/change-users-state', {
      userIds: [someone.id, foreign.userId],
      enabled: false,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual({ field: 'userIds', message: 'Choose users of this account only.' });
    const self = await owner.put('/svc/auth/v1/sso/change-users-state', {
      userIds: [owner.userId],
      enabled: false,
    });
    expect(self.status).toBe(400);
    const [still] = await p.database.db.select().from(users).where(eq(users.id, someone.id));
    expect(still.isEnable).toBe(true);
    expect(
      (await admin.put('/svc/auth/v1/sso/change-users-state', { userIds: [someone.id], enabled: false }))
        .status,
    ).toBe(403);
  });

  it('SEC-01 makes users SSO only and shows it on the user, by id and for themselves', async () => {
    const res = await owner.put('/svc/auth/v1/sso/users', { userIds: [endUser.userId], ssoOnly: true });
    expect(res.status).toBe(200);
    const byId = await admin.get(`/svc/auth/v1/sso/users/${endUser.userId}`);
    expect(byId.body).toMatchObject({ userId: endUser.userId, ssoOnly: true, enabled: true, identities: [] });
    const d = demo('end user');
    const fresh = await p.signIn(d.loginName, d.password);
    const self = await p.call('GET', '/svc/auth/v1/sso/users/self', { token: fresh.access_token });
    expect(await self.json()).toMatchObject({ userId: endUser.userId, ssoOnly: true });
    expect((await foreign.get(`/svc/auth/v1/sso/users/${endUser.userId}`)).status).toBe(404);
    await owner.put('/svc/auth/v1/sso/users', { userIds: [endUser.userId], ssoOnly: false });
  });
});

describe('SSO audit log', () => {
  it('SEC-01 records what happened, filters by type and days, and names its types', async () => {
    const types = await admin.get('/svc/auth/v1/sso/audit-log-types');
    expect(types.body.items.map((t: { type: string }) => t.type)).toContain('USERS_STATE_CHANGED');
    const all = await admin.get('/svc/auth/v1/sso/audit-logs');
    expect(all.status).toBe(200);
    const kinds = new Set(all.body.items.map((i: { type: string }) => i.type));
    for (const t of [
      'SETTINGS_CHANGED',
      'SETTINGS_OVERRIDDEN',
      'SETTINGS_DELETED',
      'USERS_STATE_CHANGED',
      'USERS_SSO_CHANGED',
    ])
      expect(kinds).toContain(t);
    const state = await admin.get('/svc/auth/v1/sso/audit-logs?type=USERS_STATE_CHANGED');
    expect(state.body.items.every((i: { type: string }) => i.type === 'USERS_STATE_CHANGED')).toBe(true);
    expect(state.body.items[0]).toMatchObject({
      actor: { userId: owner.userId },
      typeLabel: 'Users enabled or disabled',
    });
    const today = p.clock.now.toISOString().slice(0, 10);
    const past = await admin.get('/svc/auth/v1/sso/audit-logs?from=2000-01-01&to=2000-01-02');
    expect(past.body).toEqual({ total: 0, items: [] });
    const sinceToday = await admin.get(`/svc/auth/v1/sso/audit-logs?from=${today}&type=USERS_STATE_CHANGED`);
    expect(sinceToday.body.total).toBe(state.body.total);
    expect((await admin.get('/svc/auth/v1/sso/audit-logs?type=NOPE')).status).toBe(400);
    expect(
      (await foreign.get('/svc/auth/v1/sso/audit-logs')).body.items.some((i: { message: string }) =>
        i.message.includes('acme'),
      ),
    ).toBe(false);
  });

  it('SEC-01 exports the log as CSV with the same filters', async () => {
    const res = await admin.call('GET', '/svc/auth/v1/sso/audit-logs/export?type=SETTINGS_OVERRIDDEN');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = String(res.body).trim().split('\r\n');
    expect(lines[0]).toBe('Time (UTC),Type,Event,By,User,Detail');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.includes('SSO settings set by a parent account'))).toBe(true);
  });
});

describe('Provisioning settings and identities', () => {
  const prov = () => `/svc/auth/v2/accounts/${owner.accountId}`;

  it('SEC-04 shows the provisioning token once when made, keeps only its hash, and rotates it', async () => {
    const before = await admin.get(prov());
    expect(before.body).toMatchObject({ scimEnabled: false, tokenPrefix: null });
    expect(before.body.scimBaseUrl).toMatch(/\/scim\/v2$/);
    const on = await owner.put(prov(), { scimEnabled: true });
    expect(on.status).toBe(200);
    expect(on.body.token).toMatch(/^sbscim_/);
    const [row] = await p.database.db
      .select()
      .from(scimProvisioning)
      .where(eq(scimProvisioning.accountId, owner.accountId));
    expect(row.tokenHash).toBe(hashToken(on.body.token));
    const read = await admin.get(prov());
    expect(read.body.token).toBeUndefined();
    expect(read.body).toMatchObject({ scimEnabled: true, tokenPrefix: on.body.token.slice(0, 11) });
    const rotated = await owner.put(prov(), { scimEnabled: true, rotateToken: true });
    expect(rotated.body.token).not.toBe(on.body.token);
    const oldRefused = await p.call('GET', '/scim/v2/Users', { token: on.body.token });
    expect(oldRefused.status).toBe(401);
    const newWorks = await p.call('GET', '/scim/v2/Users', { token: rotated.body.token });
    expect(newWorks.status).toBe(200);
    expect((await admin.put(prov(), { scimEnabled: false })).status).toBe(403);
    await owner.put(prov(), { scimEnabled: false });
    expect((await p.call('GET', '/scim/v2/Users', { token: rotated.body.token })).status).toBe(401);
    const log = await admin.get('/svc/auth/v1/sso/audit-logs?type=PROVISIONING_TOKEN_ROTATED');
    expect(log.body.total).toBe(2);
  });

  it('SEC-04 finds identities by provider and user name, and unlinks them by id or by name', async () => {
    const db = p.database.db;
    const at = p.clock.now;
    const [a, b] = await db
      .insert(externalIdentities)
      .values([
        {
          accountId: owner.accountId,
          userId: endUser.userId,
          provider: 'https://login.acme.example',
          providerIdentityId: 'sub-1',
          username: 'user@acme.example',
          createdAt: at,
        },
        {
          accountId: owner.accountId,
          userId: endUser.userId,
          provider: 'scim',
          providerIdentityId: 'ext-9',
          username: 'user@acme.example',
          createdAt: at,
        },
      ])
      .returning();
    const base = `/svc/auth/v1/identities/accounts/${owner.accountId}`;
    const essentials = await admin.get(`${base}/essentials`);
    expect(essentials.body).toMatchObject({
      accountId: owner.accountId,
      ssoEnabled: false,
      scimEnabled: false,
    });
    expect(essentials.body.identities).toEqual(expect.arrayContaining([{ provider: 'scim', count: 1 }]));
    const found = await admin.get(`${base}?provider=scim&username=USER@acme.example`);
    expect(found.body.items.map((i: { id: number }) => i.id)).toEqual([b.id]);
    expect((await foreign.get(`${base}?provider=scim`)).status).toBe(404);
    expect((await admin.delete(`/svc/auth/v1/identities/${a.id}`)).status).toBe(403);
    const byId = await owner.delete(`/svc/auth/v1/identities/${a.id}`);
    expect(byId.body.removed).toBe(1);
    expect((await owner.delete(`${base}?provider=scim`)).status).toBe(400);
    const byName = await owner.delete(`${base}?provider=scim&username=user@acme.example`);
    expect(byName.body.removed).toBe(1);
    expect((await owner.delete(`/svc/auth/v1/identities/${b.id}`)).status).toBe(404);
    const log = await admin.get('/svc/auth/v1/sso/audit-logs?type=IDENTITY_REMOVED');
    expect(log.body.total).toBe(2);
  });

  it('SEC-04 a user sees their own linked identities and unlinks one; another user’s is not theirs to unlink', async () => {
    const [mine] = await p.database.db
      .insert(externalIdentities)
      .values({
        accountId: owner.accountId,
        userId: endUser.userId,
        provider: 'https://login.acme.example',
        providerIdentityId: 'sub-self',
        username: 'user@acme.example',
        createdAt: p.clock.now,
      })
      .returning();
    const self = await endUser.get('/svc/auth/v1/sso/users/self');
    expect(self.body.identities).toEqual([
      expect.objectContaining({
        id: mine!.id,
        provider: 'https://login.acme.example',
        providerIdentityId: 'sub-self',
      }),
    ]);
    // The administrator sees the same on the user's page.
    const byAdmin = await admin.get(`/svc/auth/v1/sso/users/${endUser.userId}`);
    expect(byAdmin.body.identities.map((i: { id: number }) => i.id)).toEqual([mine!.id]);
    // Someone else's identity, or one that does not exist: 404, nothing removed.
    expect((await admin.delete(`/svc/auth/v1/identities/self/${mine!.id}`)).status).toBe(404);
    expect((await endUser.delete('/svc/auth/v1/identities/self/999999')).status).toBe(404);
    const unlinked = await endUser.delete(`/svc/auth/v1/identities/self/${mine!.id}`);
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.removed).toBe(1);
    expect((await endUser.get('/svc/auth/v1/sso/users/self')).body.identities).toEqual([]);
    const log = await admin.get('/svc/auth/v1/sso/audit-logs?type=IDENTITY_REMOVED');
    expect(log.body.total).toBe(3);
  });
});
