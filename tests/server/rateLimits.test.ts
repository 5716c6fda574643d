// Per-client rate limits held in the database (decision 0081): a window's calls are counted by
// every replica of one database, the next window starts afresh, and clients are counted apart
// (by address on the token endpoints, by user on the signed-in routes).
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { rateLimitHits } from '../../server/db/schema';
import { purgeRateLimits } from '../../server/http/rateLimit';
import { callers, demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

const WINDOW = 60;
let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform({
    rateLimitWindowSeconds: WINDOW,
    signInRateLimit: 3,
    bulkStartRateLimit: 2,
    wholeListRateLimit: 2,
  });
});
afterAll(async () => {
  await p.jobs.idle();
  await p.close();
});

const ME = demo('account administrator');
const socket = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
/** A password sign-in at the token endpoint from `address`, on `server` (this one or a replica). */
const signInFrom = (address: string, server: TestPlatform = p) =>
  server.app.request(
    '/svc/auth/oauth/token',
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: ME.loginName,
        password: ME.password,
        client_id: 'switchboard-portal',
      }),
    },
    socket(address),
  );
/** When the current window ends. */
const windowEnd = () => {
  const length = WINDOW * 1000;
  return Math.floor(p.clock.now.getTime() / length) * length + length;
};
/** Whole seconds left in the current window (the clock is on a whole second after nextWindow). */
const secondsToWindowEnd = () => (windowEnd() - p.clock.now.getTime()) / 1000;
/** Moves the clock to the very start of the next window. */
const nextWindow = () => {
  p.clock.now = new Date(windowEnd());
};

describe('the token endpoint, per client address', () => {
  it('the call over the limit answers 429 with Retry-After to the end of the window', async () => {
    nextWindow();
    for (let i = 0; i < 3; i++) expect((await signInFrom('198.51.100.1')).status).toBe(200);
    p.clock.advance(15);
    const refused = await signInFrom('198.51.100.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(WINDOW - 15));
    const body = await refused.json();
    expect(body).toMatchObject({ status: 429, code: 'too_many_requests', retryAfter: WINDOW - 15 });
    expect(new Date(body.retryAt).getTime()).toBe(p.clock.now.getTime() + (WINDOW - 15) * 1000);
  });

  it('the next window lets the address through again', async () => {
    nextWindow();
    for (let i = 0; i < 4; i++) await signInFrom('198.51.100.2');
    expect((await signInFrom('198.51.100.2')).status).toBe(429);
    p.clock.advance(secondsToWindowEnd() - 1);
    expect((await signInFrom('198.51.100.2')).status).toBe(429);
    p.clock.advance(1);
    expect((await signInFrom('198.51.100.2')).status).toBe(200);
  });

  it('calls on two replicas of one database count together', async () => {
    const b = await p.replica();
    try {
      nextWindow();
      expect((await signInFrom('198.51.100.3', p)).status).toBe(200);
      expect((await signInFrom('198.51.100.3', b)).status).toBe(200);
      expect((await signInFrom('198.51.100.3', p)).status).toBe(200);
      expect((await signInFrom('198.51.100.3', b)).status).toBe(429);
      expect((await signInFrom('198.51.100.3', p)).status).toBe(429);
    } finally {
      await b.close();
    }
  });

  it('another client address is not limited by the first one’s calls', async () => {
    nextWindow();
    for (let i = 0; i < 4; i++) await signInFrom('198.51.100.4');
    expect((await signInFrom('198.51.100.4')).status).toBe(429);
    expect((await signInFrom('198.51.100.5')).status).toBe(200);
  });
});

describe('expensive routes, per signed-in user', () => {
  it('starting bulk tasks: the third in a window answers 429, another user is not limited', async () => {
    const admin = await callers(p).as('account administrator');
    const other = await callers(p).as('users admin');
    const resend = `/svc/appserver/rest/account/${admin.accountId}/users/bulkResendNewUserEmail`;
    const start = (who: typeof admin) => who.post(resend, { userIds: [who.userId] });
    nextWindow();
    expect((await start(admin)).status).toBe(202);
    expect((await start(admin)).status).toBe(202);
    const refused = await start(admin);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_requests');
    expect(Number(refused.headers.get('retry-after'))).toBe(secondsToWindowEnd());
    expect((await start(other)).status).toBe(202);
    nextWindow();
    expect((await start(admin)).status).toBe(202);
  });

  it('whole-list reads (fetchAll) are limited; pages of the list are not', async () => {
    const admin = await callers(p).as('account administrator');
    const list = `/svc/ucaas/api/ucaas/account/${admin.accountId}/users`;
    nextWindow();
    expect((await admin.get(`${list}?fetchAll=true`)).status).toBe(200);
    expect((await admin.get(`${list}?fetchAll=TRUE`)).status).toBe(200);
    expect((await admin.get(`${list}?fetchAll=true`)).status).toBe(429);
    const extensions = `/svc/ucaas/api/ucaas/account/v2/${admin.accountId}/extensionList?fetchAll=true`;
    expect((await admin.get(extensions)).status).toBe(429);
    for (let i = 0; i < 3; i++) expect((await admin.get(`${list}?_pageSize=750`)).status).toBe(200);
  });
});

it('windows that ended more than an hour ago are purged; recent ones stay', async () => {
  nextWindow();
  await signInFrom('198.51.100.9');
  const key = 'signIn:address:198.51.100.9';
  const windowsOf = async () =>
    (await p.database.db.select({ n: count() }).from(rateLimitHits).where(eq(rateLimitHits.key, key)))[0].n;
  const deps = { db: p.database.db, config: p.config, now: () => p.clock.now };
  await purgeRateLimits(deps);
  expect(await windowsOf()).toBe(1);
  p.clock.advance(60 * 60 + WINDOW);
  await purgeRateLimits(deps);
  expect(await windowsOf()).toBe(0);
});

it('RATE_LIMITS=off turns every limit off (and counts nothing)', async () => {
  expect(readConfig({}).rateLimits).toBe(true);
  expect(readConfig({ RATE_LIMITS: 'OFF' }).rateLimits).toBe(false);
  expect(() => readConfig({ RATE_LIMITS: 'maybe' })).toThrow(/RATE_LIMITS/);
  const off = await p.replica({ rateLimits: false });
  try {
    nextWindow();
    for (let i = 0; i < 5; i++) expect((await signInFrom('198.51.100.10', off)).status).toBe(200);
    expect((await signInFrom('198.51.100.10', p)).status).toBe(200);
  } finally {
    await off.close();
  }
});
