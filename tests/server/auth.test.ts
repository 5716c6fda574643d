// Password sign-in, tokens and sessions on the platform server, in process on the seeded
// template database (PGlite, or PostgreSQL when DATABASE_URL is set).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform({ signInFreeFailures: 5, signInFirstDelaySeconds: 30, refreshGraceSeconds: 20 });
});
afterAll(() => p.close());

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields),
});
const token = (fields: Record<string, string>, headers: Record<string, string> = {}) => {
  const init = form(fields);
  return p.app.request('/svc/auth/oauth/token', { ...init, headers: { ...init.headers, ...headers } });
};
const passwordGrant = (username: string, password: string, client_id = 'switchboard-portal') =>
  token({ grant_type: 'password', username, password, client_id });

describe('password grant', () => {
  it('AUTH-01 answers access_token, refresh_token and expires_in for a form-encoded password grant', async () => {
    const admin = demo('account administrator');
    const res = await passwordGrant(admin.loginName, admin.password);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ expires_in: 900, token_type: 'Bearer' });
    expect(body.access_token).toMatch(/^[\w-]{40,}$/);
    expect(body.refresh_token).not.toBe(body.access_token);
    const self = await p.call('GET', '/svc/users/v3/users/self', { token: body.access_token });
    expect(self.status).toBe(200);
    expect(await self.json()).toMatchObject({ login_name: admin.loginName, roles: [{ id: 3 }] });
  });

  it('AUTH-01 an unknown client is refused', async () => {
    const admin = demo('account administrator');
    expect((await passwordGrant(admin.loginName, admin.password, 'someone-else')).status).toBe(401);
  });

  it('AUTH-01 the same message for a wrong password and an unknown login name', async () => {
    const wrong = await passwordGrant(demo('reports admin').loginName, 'not-the-password');
    const unknown = await passwordGrant('nobody@nowhere.example', 'whatever');
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect((await wrong.json()).message).toBe((await unknown.json()).message);
  });

  it('AUTH-01 missing fields are named in the validation errors', async () => {
    const res = await token({ grant_type: 'password', client_id: 'switchboard-portal' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors.map((e: { field: string }) => e.field)).toEqual(['username', 'password']);
  });
});

describe('throttling and attempts left', () => {
  it('AUTH-10 counts failed attempts, holds the login after too many, and answers attempts left', async () => {
    const target = demo('call queues reporting admin');
    const asu = demo('account super user');
    let admin = await p.signIn(asu.loginName, asu.password);
    const self = await (
      await p.call('GET', '/svc/users/v3/users/self', {
        token: (await p.signIn(target.loginName, target.password)).access_token,
      })
    ).json();
    const attempts = () =>
      p
        .call('GET', `/svc/hdap/adminv2/api/ucaas/user/${self.id}/attemptsLeft`, {
          token: admin.access_token,
        })
        .then((r) => r.json());

    expect(await attempts()).toMatchObject({ attemptsLeft: 5, maxAttempts: 5, lockedUntil: null });
    for (let left = 4; left >= 1; left--) {
      const res = await passwordGrant(target.loginName, 'wrong');
      expect(await res.json()).toMatchObject({ code: 'invalid_grant', attemptsLeft: left });
    }
    const fifth = await passwordGrant(target.loginName, 'wrong');
    expect(fifth.status).toBe(429);
    expect(fifth.headers.get('retry-after')).toBe('30');
    expect(await fifth.json()).toMatchObject({ code: 'too_many_attempts', attemptsLeft: 0 });
    // Held: from the address that failed, even the right password waits until the hold ends.
    expect((await passwordGrant(target.loginName, target.password)).status).toBe(429);
    expect(await attempts()).toMatchObject({ attemptsLeft: 0 });
    p.clock.advance(31);
    admin = await p.signIn(asu.loginName, asu.password);
    expect((await passwordGrant(target.loginName, target.password)).status).toBe(200);
    expect(await attempts()).toMatchObject({ attemptsLeft: 5, lockedUntil: null });
  });

  it('AUTH-10 attempts left of a user in another tenant is not found', async () => {
    const gb = demo('account administrator (international, GB)');
    const other = await p.signIn(gb.loginName, gb.password);
    const acmeUser = await (
      await p.call('GET', '/svc/users/v3/users/self', {
        token: (await p.signIn(demo('end user').loginName, demo('end user').password)).access_token,
      })
    ).json();
    const res = await p.call('GET', `/svc/hdap/adminv2/api/ucaas/user/${acmeUser.id}/attemptsLeft`, {
      token: other.access_token,
    });
    expect(res.status).toBe(404);
  });
});

describe('refresh tokens and sessions', () => {
  it('AUTH-03 a refresh_token grant rotates the pair; the old access token keeps working until it expires', async () => {
    const admin = demo('account administrator');
    const first = await p.signIn(admin.loginName, admin.password);
    const res = await token({
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
      client_id: 'switchboard-portal',
    });
    expect(res.status).toBe(200);
    const second = await res.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await p.call('GET', '/svc/users/v3/users/self', { token: second.access_token })).status).toBe(
      200,
    );
  });

  it('AUTH-03 a refresh token presented twice revokes its whole family', async () => {
    const admin = demo('account administrator');
    const first = await p.signIn(admin.loginName, admin.password);
    const refresh = {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
      client_id: 'switchboard-portal',
    };
    const second = await (await token(refresh)).json();
    // Within the grace a second presentation is two tabs at once (finding 15); after it, a replay.
    p.clock.advance(21);
    const replay = await token(refresh);
    expect(replay.status).toBe(401);
    expect((await p.call('GET', '/svc/users/v3/users/self', { token: second.access_token })).status).toBe(
      401,
    );
    const again = await token({ ...refresh, refresh_token: second.refresh_token });
    expect(again.status).toBe(401);
  });

  it('AUTH-03 the web client can refresh from its HttpOnly cookie after a reload', async () => {
    const admin = demo('account administrator');
    const res = await passwordGrant(admin.loginName, admin.password);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/sb_refresh=[^;]+;.*HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    const refreshed = await token(
      { grant_type: 'refresh_token', client_id: 'switchboard-portal' },
      { cookie: cookie.split(';')[0] },
    );
    expect(refreshed.status).toBe(200);
  });

  it('AUTH-02 an access token stops working after expires_in seconds', async () => {
    const admin = demo('account administrator');
    const t = await p.signIn(admin.loginName, admin.password);
    p.clock.advance(t.expires_in - 1);
    expect((await p.call('GET', '/svc/users/v3/users/self', { token: t.access_token })).status).toBe(200);
    p.clock.advance(2);
    expect((await p.call('GET', '/svc/users/v3/users/self', { token: t.access_token })).status).toBe(401);
  });

  it('AUTH-09 keep-alive answers the new expiry, 30 minutes ahead, and expiration-time reads it', async () => {
    const admin = demo('account administrator');
    const t = await p.signIn(admin.loginName, admin.password);
    const alive = await (
      await p.call('POST', '/svc/auth/v1/sessions/keep-alive', { token: t.access_token })
    ).json();
    expect(new Date(alive.expirationTime).getTime()).toBe(p.clock.now.getTime() + 30 * 60 * 1000);
    const read = await (
      await p.call('GET', '/svc/auth/v1/sessions/expiration-time', { token: t.access_token })
    ).json();
    expect(read.expirationTime).toBe(alive.expirationTime);
  });

  it('AUTH-09 an idle session ends after 30 minutes: its refresh token is refused', async () => {
    const admin = demo('account administrator');
    const t = await p.signIn(admin.loginName, admin.password);
    p.clock.advance(30 * 60 + 1);
    const res = await token({
      grant_type: 'refresh_token',
      refresh_token: t.refresh_token,
      client_id: 'switchboard-portal',
    });
    expect(res.status).toBe(401);
  });

  it('AUTH-12 signing out revokes the access and the refresh token', async () => {
    const admin = demo('account administrator');
    const t = await p.signIn(admin.loginName, admin.password);
    expect((await p.call('POST', '/svc/auth/v1/sessions/sign-out', { token: t.access_token })).status).toBe(
      204,
    );
    expect((await p.call('GET', '/svc/users/v3/users/self', { token: t.access_token })).status).toBe(401);
    const res = await token({
      grant_type: 'refresh_token',
      refresh_token: t.refresh_token,
      client_id: 'switchboard-portal',
    });
    expect(res.status).toBe(401);
  });

  it('AUTH-11 a call without a token is refused with "no token"', async () => {
    const res = await p.call('GET', '/svc/users/v3/users/self');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ status: 401, code: 'unauthorized', message: 'no token' });
  });
});
