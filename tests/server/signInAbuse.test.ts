// Sign-in under attack (issue 10, findings 3-7 and 15), against the in-process platform. The
// client address is the socket's: app.request's third argument stands in for the node server's
// bindings, so each test signs in from addresses of its own.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import * as passwords from '../../server/auth/passwords';
import { auditEvents, authTokens, sessions, userSecuritySettings, users } from '../../server/db/schema';
import { demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

vi.mock('../../server/auth/passwords', async (original) => {
  const actual = await original<typeof import('../../server/auth/passwords')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform({
    signInFreeFailures: 5,
    signInAddressFreeFailures: 10,
    signInFirstDelaySeconds: 30,
    signInMaxDelaySeconds: 900,
    signInFailureMemorySeconds: 3600,
    refreshGraceSeconds: 20,
    mobileClientSecret: 'switchboard-mobile-secret',
    // The load tests below send 200 sign-ins from one address at once to load the failure
    // throttle; the per-address rate limit (decision 0081, rateLimits.test.ts) sits above that.
    signInRateLimit: 1000,
  });
});
afterAll(() => p.close());

const socket = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
const tokenCall = (
  fields: Record<string, string>,
  address: string,
  headers: Record<string, string> = {},
  app: { request: typeof p.app.request } = p.app,
) =>
  app.request(
    '/svc/auth/oauth/token',
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields),
    },
    socket(address),
  );
const passwordGrant = (username: string, password: string, address: string) =>
  tokenCall({ grant_type: 'password', username, password, client_id: 'switchboard-portal' }, address);
const statuses = (answers: Response[]) => answers.map((r) => r.status);
const userOf = async (loginName: string) =>
  (await p.database.db.select().from(users).where(eq(users.loginName, loginName)))[0];
const refreshCookie = (res: Response) => /sb_refresh=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];

describe('finding 3: only failures count, atomically', () => {
  it('AUTH-01 eight parallel sign-ins with the right password all succeed', async () => {
    const me = demo('call queues admin');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => passwordGrant(me.loginName, me.password, '198.51.100.3')),
    );
    expect(statuses(answers)).toEqual(Array(8).fill(200));
  });

  it('AUTH-01 a correct password after a few wrong ones succeeds and starts the count afresh', async () => {
    const me = demo('billing admin');
    const address = '198.51.100.4';
    for (let i = 0; i < 4; i++)
      expect((await passwordGrant(me.loginName, 'wrong', address)).status).toBe(400);
    expect((await passwordGrant(me.loginName, me.password, address)).status).toBe(200);
    const next = await passwordGrant(me.loginName, 'wrong', address);
    expect(await next.json()).toMatchObject({ attemptsLeft: 4 });
  });
});

// Each test makes several real scrypt checks one after another: a generous time limit.
describe('finding 4: throttling per login and per address, held in the database', { timeout: 90_000 }, () => {
  it('AUTH-01 after the free failures the login answers 429 with Retry-After, and the delays grow', async () => {
    const me = demo('reports admin');
    const address = '198.51.100.10';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await passwordGrant(me.loginName, `wrong-${i}`, address));
    expect(statuses(answers)).toEqual([400, 400, 400, 400, 429]);
    const fifth = answers[4];
    expect(fifth.headers.get('retry-after')).toBe('30');
    expect(await fifth.json()).toMatchObject({ status: 429, code: 'too_many_attempts', attemptsLeft: 0 });
    // While held, even the right password from that address waits.
    expect((await passwordGrant(me.loginName, me.password, address)).status).toBe(429);
    p.clock.advance(31);
    const sixth = await passwordGrant(me.loginName, 'wrong-again', address);
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBe('60');
    p.clock.advance(61);
    expect((await passwordGrant(me.loginName, me.password, address)).status).toBe(200);
  });

  it('AUTH-01 a correct password from a fresh address is not refused because others guessed wrong', async () => {
    const me = demo('provider super user');
    for (let i = 0; i < 8; i++) await passwordGrant(me.loginName, `guess-${i}`, '203.0.113.66');
    expect((await passwordGrant(me.loginName, me.password, '203.0.113.66')).status).toBe(429);
    expect((await passwordGrant(me.loginName, me.password, '192.0.2.10')).status).toBe(200);
  });

  it('AUTH-01 spraying one login from many addresses: each new address gets one guess, then waits', async () => {
    const me = demo('end user no dashboard');
    for (let i = 0; i < 5; i++) await passwordGrant(me.loginName, `spray-${i}`, `203.0.113.${i + 1}`);
    // The login is on hold now: a new address's wrong guess is its last for a while.
    const first = await passwordGrant(me.loginName, 'spray-x', '203.0.113.50');
    expect(first.status).toBe(429);
    expect((await passwordGrant(me.loginName, me.password, '203.0.113.50')).status).toBe(429);
    expect((await passwordGrant(me.loginName, me.password, '203.0.113.2')).status).toBe(429);
  });

  it('AUTH-01 one address guessing many logins is slowed too, whichever login it tries next', async () => {
    const address = '203.0.113.99';
    for (let i = 0; i < 10; i++) await passwordGrant(`nobody-${i}@nowhere.example`, 'Summer2026!', address);
    const me = demo('users admin');
    const answer = await passwordGrant(me.loginName, me.password, address);
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await passwordGrant(me.loginName, me.password, '192.0.2.11')).status).toBe(200);
  });

  it('AUTH-01 a second server on the same database sees the same hold (replicas agree)', async () => {
    const me = demo('account administrator (international, GB)');
    const address = '198.51.100.20';
    for (let i = 0; i < 5; i++) await passwordGrant(me.loginName, 'wrong', address);
    const replica = createApp({ db: p.database.db, config: p.config, now: () => p.clock.now });
    const res = await tokenCall(
      {
        grant_type: 'password',
        username: me.loginName,
        password: me.password,
        client_id: 'switchboard-portal',
      },
      address,
      {},
      replica.app,
    );
    expect(res.status).toBe(429);
  });

  it('AUTH-01 X-Forwarded-For is ignored unless TRUST_PROXY says how many proxies to trust', async () => {
    const me = demo('billing admin (international, GB)');
    const proxy = '10.0.0.5';
    const viaProxy = (password: string, client: string) =>
      tokenCall(
        { grant_type: 'password', username: me.loginName, password, client_id: 'switchboard-portal' },
        proxy,
        {
          'x-forwarded-for': client,
        },
      );
    for (let i = 0; i < 5; i++) await viaProxy('wrong', `192.0.2.${100 + i}`);
    // Without TRUST_PROXY every guess came from the proxy's address: the header changes nothing.
    expect((await viaProxy(me.password, '192.0.2.200')).status).toBe(429);
    const trusting = createApp({
      db: p.database.db,
      config: { ...p.config, trustProxy: 1 },
      now: () => p.clock.now,
    });
    const res = await tokenCall(
      {
        grant_type: 'password',
        username: me.loginName,
        password: me.password,
        client_id: 'switchboard-portal',
      },
      proxy,
      { 'x-forwarded-for': '192.0.2.201' },
      trusting.app,
    );
    expect(res.status).toBe(200);
  });

  it('AUTH-10 attempts left reads the login’s failures and hold', async () => {
    const target = demo('call queues reporting admin');
    const asu = demo('account super user');
    const address = '198.51.100.30';
    const me = await userOf(target.loginName);
    const attempts = async () => {
      const admin = await passwordGrant(asu.loginName, asu.password, '192.0.2.30');
      const token = (await admin.json()).access_token;
      return (
        await p.call('GET', `/svc/hdap/adminv2/api/ucaas/user/${me.id}/attemptsLeft`, { token })
      ).json();
    };
    expect(await attempts()).toMatchObject({
      userId: me.id,
      attemptsLeft: 5,
      maxAttempts: 5,
      lockedUntil: null,
    });
    for (let i = 0; i < 2; i++) await passwordGrant(target.loginName, 'wrong', address);
    expect(await attempts()).toMatchObject({ attemptsLeft: 3, lockedUntil: null });
    for (let i = 0; i < 3; i++) await passwordGrant(target.loginName, 'wrong', address);
    const held = await attempts();
    expect(held.attemptsLeft).toBe(0);
    expect(new Date(held.lockedUntil).getTime()).toBe(p.clock.now.getTime() + 30_000);
  });
});

describe('finding 5: unknown, wrong and blocked answer alike', () => {
  const shape = async (res: Response) => {
    const body = await res.json();
    return { status: res.status, keys: Object.keys(body).sort(), code: body.code, message: body.message };
  };

  it('AUTH-01 unknown login, wrong password and blocked user get the same answer, each after one hash check', async () => {
    const blocked = demo('end user');
    const wrong = demo('partner account administrator');
    const me = await userOf(blocked.loginName);
    const verify = vi.mocked(passwords.verifyPassword);
    await p.database.db.update(users).set({ blockAccess: true }).where(eq(users.id, me.id));
    try {
      const answers = [];
      for (const [login, password, address] of [
        ['nobody-at-all@nowhere.example', 'whatever', '198.51.100.40'],
        [wrong.loginName, 'not-it', '198.51.100.41'],
        [blocked.loginName, 'not-it', '198.51.100.42'],
      ]) {
        verify.mockClear();
        answers.push(await shape(await passwordGrant(login, password, address)));
        expect(verify).toHaveBeenCalledTimes(1);
        expect(typeof verify.mock.calls[0][1]).toBe('string');
      }
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[2]).toEqual(answers[1]);
      expect(answers[0]).toMatchObject({ status: 400, code: 'invalid_grant' });
      expect(answers[0].keys).toContain('attemptsLeft');
      // Only the right password learns that the user is blocked (decision 0045).
      const right = await passwordGrant(blocked.loginName, blocked.password, '198.51.100.43');
      expect(right.status).toBe(403);
      expect(await right.json()).toMatchObject({ code: 'access_blocked' });
    } finally {
      await p.database.db.update(users).set({ blockAccess: false }).where(eq(users.id, me.id));
    }
  });

  it('AUTH-01 a user without a password (single sign-on only) costs one real hash check too', async () => {
    const me = await userOf(demo('end user').loginName);
    const verify = vi.mocked(passwords.verifyPassword);
    const saved = me.passwordHash;
    await p.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, me.id));
    try {
      verify.mockClear();
      const res = await passwordGrant(me.loginName, 'anything', '198.51.100.44');
      expect(res.status).toBe(400);
      expect(verify).toHaveBeenCalledTimes(1);
      expect(typeof verify.mock.calls[0][1]).toBe('string');
    } finally {
      await p.database.db.update(users).set({ passwordHash: saved }).where(eq(users.id, me.id));
    }
  });
});

describe('odd login names', () => {
  it('AUTH-01 a login name with a NUL byte or of 100,000 characters is refused as input, not a server error', async () => {
    // The input guard refuses both before sign-in looks at them: no login can contain them, so
    // the answer says nothing about which logins exist.
    for (const name of ['admin\u0000@acme.example', 'x'.repeat(100_000)]) {
      const res = await passwordGrant(name, 'whatever', '198.51.100.45');
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'username' }] });
    }
  });

  it('AUTH-01 a long login name within the input limit is a wrong sign-in like any other', async () => {
    const res = await passwordGrant('y'.repeat(5_000), 'whatever', '198.51.100.46');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_grant' });
  });
});

describe("finding 6: the user's session timeout", () => {
  it('AUTH-09 a session idle longer than the user’s timeout is refused, and keep-alive answers that timeout', async () => {
    const me = demo('end user');
    const user = await userOf(me.loginName);
    await p.database.db
      .insert(userSecuritySettings)
      .values({ userId: user.id, accountId: user.accountId, sessionTimeoutMinutes: 5 })
      .onConflictDoUpdate({ target: userSecuritySettings.userId, set: { sessionTimeoutMinutes: 5 } });
    try {
      const t = await (await passwordGrant(me.loginName, me.password, '198.51.100.50')).json();
      const alive = await (
        await p.call('POST', '/svc/auth/v1/sessions/keep-alive', { token: t.access_token })
      ).json();
      expect(new Date(alive.expirationTime).getTime()).toBe(p.clock.now.getTime() + 5 * 60_000);
      p.clock.advance(5 * 60 + 1);
      expect((await p.call('GET', '/svc/users/v3/users/self', { token: t.access_token })).status).toBe(401);
    } finally {
      await p.database.db.delete(userSecuritySettings).where(eq(userSecuritySettings.userId, user.id));
    }
  });

  it('AUTH-09 a shorter timeout saved by an administrator applies to sessions already open', async () => {
    const me = demo('end user');
    const user = await userOf(me.loginName);
    const admin = await (
      await passwordGrant(
        demo('account administrator').loginName,
        demo('account administrator').password,
        '192.0.2.60',
      )
    ).json();
    const t = await (await passwordGrant(me.loginName, me.password, '198.51.100.60')).json();
    const saved = await p.call('PUT', `/svc/ucaas/api/ucaas/user/${user.id}/security/settings`, {
      token: admin.access_token,
      json: { sessionTimeoutMinutes: 5 },
    });
    expect(saved.status).toBe(200);
    try {
      p.clock.advance(5 * 60 + 1);
      expect((await p.call('GET', '/svc/users/v3/users/self', { token: t.access_token })).status).toBe(401);
    } finally {
      await p.database.db.delete(userSecuritySettings).where(eq(userSecuritySettings.userId, user.id));
    }
  });
});

describe('finding 7: refusals leave audit events', () => {
  const accessEvents = (since: number) =>
    p.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.eventKind, 7), sql`${auditEvents.id} > ${since}`));
  const lastId = async () =>
    (
      await p.database.db.select({ max: sql<number>`coalesce(max(${auditEvents.id}), 0)` }).from(auditEvents)
    )[0].max;

  it('RPT-03 failed and throttled sign-ins are recorded with the login name and address, never the password', async () => {
    const me = demo('call queues admin (international, GB)');
    const since = await lastId();
    for (let i = 0; i < 5; i++) await passwordGrant(me.loginName, `secret-guess-${i}`, '198.51.100.70');
    await passwordGrant(me.loginName, 'secret-guess-x', '198.51.100.70');
    const events = await accessEvents(since);
    expect(events.length).toBe(6);
    const user = await userOf(me.loginName);
    for (const e of events) {
      expect(e.accountId).toBe(user.accountId);
      expect(e.detail).toMatchObject({
        loginName: me.loginName,
        address: '198.51.100.70',
        path: '/svc/auth/oauth/token',
      });
      expect(JSON.stringify(e.detail)).not.toContain('secret-guess');
    }
    // The fifth failure put the login on hold; the sixth was refused before any password check.
    expect(events.filter((e) => /throttled/i.test(e.action)).length).toBe(1);
  });

  it('RPT-03 calls refused with 401, 403 and 404 are recorded once each, without the token', async () => {
    const endUser = demo('end user');
    const t = await (await passwordGrant(endUser.loginName, endUser.password, '198.51.100.80')).json();
    const gb = await userOf(demo('account administrator (international, GB)').loginName);
    const since = await lastId();
    const unauthorized = await p.call('GET', '/svc/users/v3/users/self', { token: 'not-a-real-token' });
    const forbidden = await p.call(
      'GET',
      `/svc/hdap/adminv2/api/ucaas/user/${(await userOf(endUser.loginName)).id}/attemptsLeft`,
      {
        token: t.access_token,
      },
    );
    const hidden = await p.call('GET', `/svc/hdap/adminv2/api/ucaas/user/${gb.id}/attemptsLeft`, {
      token: t.access_token,
    });
    expect(statuses([unauthorized, forbidden, hidden])).toEqual([401, 403, 404]);
    const events = await accessEvents(since);
    expect(events.map((e) => (e.detail as { status: number }).status)).toEqual([401, 403, 404]);
    for (const e of events) expect(JSON.stringify(e)).not.toContain(t.access_token);
    expect(events[1]).toMatchObject({ actorUserId: (await userOf(endUser.loginName)).id });
  });
});

describe('finding 15: refresh tokens', () => {
  it('AUTH-01 the portal gets its refresh token only in the cookie; the mobile client still in the body', async () => {
    const me = demo('account administrator');
    const portal = await passwordGrant(me.loginName, me.password, '198.51.100.90');
    expect(refreshCookie(portal)).toBeTruthy();
    expect(await portal.json()).not.toHaveProperty('refresh_token');
    const mobile = await tokenCall(
      {
        grant_type: 'password',
        username: me.loginName,
        password: me.password,
        client_id: 'switchboard-mobile',
      },
      '198.51.100.90',
      {
        authorization: `Basic ${Buffer.from('switchboard-mobile:switchboard-mobile-secret').toString('base64')}`,
      },
    );
    expect((await mobile.json()).refresh_token).toMatch(/^[\w-]{40,}$/);
  });

  it('AUTH-03 two refreshes sent at once with the same token both succeed; a replay after the grace ends the session', async () => {
    const me = demo('account administrator');
    const signIn = await passwordGrant(me.loginName, me.password, '198.51.100.91');
    const cookie = `sb_refresh=${refreshCookie(signIn)}`;
    const refresh = () =>
      tokenCall({ grant_type: 'refresh_token', client_id: 'switchboard-portal' }, '198.51.100.91', {
        cookie,
      });
    const [a, b] = await Promise.all([refresh(), refresh()]);
    expect(statuses([a, b])).toEqual([200, 200]);
    const [ta, tb] = [await a.json(), await b.json()];
    for (const t of [ta, tb])
      expect((await p.call('GET', '/svc/users/v3/users/self', { token: t.access_token })).status).toBe(200);
    p.clock.advance(21);
    expect((await refresh()).status).toBe(401);
    expect((await p.call('GET', '/svc/users/v3/users/self', { token: ta.access_token })).status).toBe(401);
  });

  it('AUTH-03 expired tokens and ended sessions are purged', async () => {
    const me = demo('account administrator');
    const old = await passwordGrant(me.loginName, me.password, '198.51.100.92');
    const family = await p.call('GET', '/svc/auth/v1/sessions/expiration-time', {
      token: (await old.json()).access_token,
    });
    expect(family.status).toBe(200);
    const [row] = await p.database.db
      .select({ familyId: authTokens.familyId })
      .from(authTokens)
      .orderBy(sql`${authTokens.id} desc`)
      .limit(1);
    p.clock.advance(p.config.refreshTokenTtlSeconds + 1);
    expect((await passwordGrant(me.loginName, me.password, '198.51.100.92')).status).toBe(200);
    expect(
      await p.database.db.select().from(authTokens).where(eq(authTokens.familyId, row.familyId)),
    ).toEqual([]);
    expect(await p.database.db.select().from(sessions).where(eq(sessions.familyId, row.familyId))).toEqual(
      [],
    );
  });
});

// 200 real scrypt checks each. What is under test is how failures are counted under concurrency,
// not the cost of the hash: a test run's hashes are of the lower cost (N=1024, decision 0129), so
// the file stays quick on a small machine. Nothing is timed.
describe('done when: load on the token endpoint', { timeout: 180_000 }, () => {
  it('AUTH-01 200 concurrent sign-ins with the right password are all answered 200', async () => {
    const me = demo('partner super user');
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => passwordGrant(me.loginName, me.password, '198.51.100.200')),
    );
    expect(statuses(answers).filter((s) => s !== 200)).toEqual([]);
  });

  it('AUTH-01 200 concurrent wrong passwords on one login are throttled with 429s', async () => {
    const me = demo('partner account administrator');
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => passwordGrant(me.loginName, `wrong-${i}`, '198.51.100.201')),
    );
    const s = statuses(answers);
    expect(s.filter((x) => x === 200)).toEqual([]);
    expect(s.filter((x) => x === 400).length).toBeLessThanOrEqual(4);
    expect(s.filter((x) => x === 429).length).toBeGreaterThanOrEqual(196);
    for (const r of answers.filter((a) => a.status === 429))
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
