// The request layer and the token actor together, against the real platform in process
// (msw forwards the portal's calls to the Hono app; no port is opened).
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { testWgConfig } from '../../mocks/config';
import { faults } from '../../mocks/faults';
import { platformHandlers } from '../../mocks/platform';
import { DEMO_SIGN_INS } from '../../server/db/seed';
import { getAccountInfo } from '../../src/api/account';
import { NoTokenError } from '../../src/api/failure';
import { getSelf } from '../../src/api/identity';
import { createSession, type Session } from '../../src/app/session/SessionContext';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
const server = setupServer();
const admin = DEMO_SIGN_INS.find((d) => d.role === 'account administrator')!;

beforeAll(async () => {
  p = await startPlatform();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(async () => {
  server.close();
  await p.close();
});

/** A started portal session, signed in as the account administrator. */
async function signedInSession(): Promise<Session & { requests: Request[] }> {
  server.use(...platformHandlers(p.app));
  const requests: Request[] = [];
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
  const session = createSession(await testWgConfig(p.app));
  session.tokenActor.start();
  await waitFor(session.tokenActor, (s) => s.matches('signedOut'));
  session.tokenActor.send({ type: 'session.signIn', username: admin.loginName, password: admin.password });
  await waitFor(session.tokenActor, (s) => s.matches('valid'));
  requests.length = 0; // count only what happens after sign-in
  return { ...session, requests };
}

const bodyOf = async (r: Request) => (r.method === 'POST' ? await r.clone().text() : '');
const refreshesIn = async (requests: Request[]) => {
  let n = 0;
  for (const r of requests)
    if (r.url.endsWith('/oauth/token') && (await bodyOf(r)).includes('grant_type=refresh_token')) n++;
  return n;
};

describe('headers and paths', () => {
  it('REQ-01 every call carries a bearer token and a versioned trace id; writes are JSON', async () => {
    const s = await signedInSession();
    const me = await getSelf(s.api);
    await s.api.request('auth', 'post', '/v1/sessions/keep-alive', { body: {} });
    const get = s.requests.find((r) => r.url.endsWith('/v3/users/self'))!;
    const post = s.requests.find((r) => r.url.endsWith('/keep-alive'))!;
    expect(get.headers.get('authorization')).toBe(`Bearer ${s.tokenActor.getSnapshot().context.accessToken}`);
    expect(get.headers.get('traceparent')).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(get.headers.get('content-type')).toBeNull();
    expect(post.headers.get('content-type')).toBe('application/json');
    expect(me.login_name).toBe(admin.loginName);
  });

  it('REQ-03 path parameters fill the template, and a missing one is an error before any call', async () => {
    const s = await signedInSession();
    const me = await getSelf(s.api);
    const info = await getAccountInfo(s.api, me.account_id);
    expect(info.accountId).toBe(me.account_id);
    expect(s.requests.some((r) => r.url.endsWith(`/api/ucaas/account/${me.account_id}/info`))).toBe(true);
    await expect(s.api.request('ucaas', 'get', '/api/ucaas/account/{accountId}/info')).rejects.toThrow(
      /accountId/,
    );
  });
});

describe('tokens', () => {
  it('AUTH-11 a call with no session fails with "no token" and reaches no server', async () => {
    server.use(...platformHandlers(p.app));
    const session = createSession(await testWgConfig(p.app));
    session.tokenActor.start();
    await waitFor(session.tokenActor, (s) => s.matches('signedOut'));
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      calls.push(request.url);
    });
    await expect(getSelf(session.api)).rejects.toBeInstanceOf(NoTokenError);
    await expect(getSelf(session.api)).rejects.toThrow('no token');
    expect(calls).toEqual([]);
  });

  it('AUTH-03 an expired token is refreshed before the call is made', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const s = await signedInSession();
    vi.setSystemTime(Date.now() + 901_000);
    await getSelf(s.api);
    expect(await refreshesIn(s.requests)).toBe(1);
  });

  it('AUTH-06 a 401 is retried once with a refreshed token', async () => {
    const s = await signedInSession();
    const before = s.tokenActor.getSnapshot().context.accessToken;
    server.use(faults.unauthorized('/svc/users/v3/users/self', 1));
    const me = await getSelf(s.api);
    expect(me.login_name).toBe(admin.loginName);
    const selfCalls = s.requests.filter((r) => r.url.endsWith('/v3/users/self'));
    expect(selfCalls.map((r) => r.headers.get('authorization'))).toEqual([
      `Bearer ${before}`,
      `Bearer ${s.tokenActor.getSnapshot().context.accessToken}`,
    ]);
    expect(await refreshesIn(s.requests)).toBe(1);
  });

  it('AUTH-06 a second 401 clears the session and goes to /login', async () => {
    const s = await signedInSession();
    const cleared: (string | undefined)[] = [];
    s.tokenActor.on('session.cleared', (e) => cleared.push(e.exit));
    server.use(faults.unauthorized('/svc/users/v3/users/self', 2));
    await expect(getSelf(s.api)).rejects.toMatchObject({ status: 401 });
    expect(s.tokenActor.getSnapshot().value).toBe('signedOut');
    expect(cleared).toEqual(['/login']);
  });

  it('AUTH-06 a second 401 on an exempt path keeps the session', async () => {
    const s = await signedInSession();
    server.use(faults.unauthorized('/svc/hoteling/devices', 2));
    await expect(s.api.request('hoteling', 'get', '/devices')).rejects.toMatchObject({ status: 401 });
    expect(s.tokenActor.getSnapshot().value).toBe('valid');
  });

  it('AUTH-04 a refused refresh ends the session towards /logout', async () => {
    const s = await signedInSession();
    const cleared: (string | undefined)[] = [];
    s.tokenActor.on('session.cleared', (e) => cleared.push(e.exit));
    // The session is ended on the server (e.g. by an administrator); the next refresh is refused.
    await s.api.request('auth', 'post', '/v1/sessions/sign-out');
    await expect(getSelf(s.api)).rejects.toBeInstanceOf(NoTokenError);
    expect(cleared).toEqual(['/logout']);
  });

  it('AUTH-06 storm: 100 requests meet an expired token; one refresh, and each request is retried once', async () => {
    const s = await signedInSession();
    p.clock.advance(901); // the platform sees the access token expired; the portal does not know yet
    const answers = await Promise.all(Array.from({ length: 100 }, () => getSelf(s.api)));
    expect(answers.every((a) => a.login_name === admin.loginName)).toBe(true);
    expect(await refreshesIn(s.requests)).toBe(1);
    expect(s.requests.filter((r) => r.url.endsWith('/v3/users/self'))).toHaveLength(200);
  });

  it('AUTH-05 eleven refreshes within one second clear the session and the cache and go to /login', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const s = await signedInSession();
    const cleared: (string | undefined)[] = [];
    s.tokenActor.on('session.cleared', (e) => cleared.push(e.exit));
    for (let i = 0; i < 10; i++) {
      s.tokenActor.send({ type: 'token.refresh' });
      await waitFor(s.tokenActor, (snap) => snap.matches('valid'));
    }
    expect(cleared).toEqual([]);
    s.tokenActor.send({ type: 'token.refresh' });
    expect(s.tokenActor.getSnapshot().value).toBe('signedOut');
    expect(cleared).toEqual(['/login']);
    expect(await refreshesIn(s.requests)).toBe(10);
  });
});
