// The request layer and the token actor together, against the real platform in process
// (msw forwards the portal's calls to the Hono app; no port is opened).
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { testWgConfig } from '../../mocks/config';
import { faults } from '../../mocks/faults';
import { platformHandlers, TEST_ORIGIN } from '../../mocks/platform';
import { badRequest } from '../../server/http/errors';
import { getAccountInfo, getServiceInfo } from '../../src/api/account';
import { passwordGrant } from '../../src/api/auth';
import { getCallLogs } from '../../src/api/callLogs';
import type { WgConfig } from '../../src/api/config';
import { describeFailure } from '../../src/api/describeFailure';
import { classifyFailure, GENERIC_400, SERVICE_UNAVAILABLE } from '../../src/api/errorCatalogue';
import { listExtensions } from '../../src/api/extensions';
import { ApiFailure, INVALID_ACCOUNT_ID, NoTokenError, PlannedOutageFailure } from '../../src/api/failure';
import { getSelf } from '../../src/api/identity';
import { getLineRegistration, getSecretQuestion, getSecurityQuestions } from '../../src/api/lookups';
import { getUser, listUsers } from '../../src/api/users';
import { createSession, type Session } from '../../src/app/session/SessionContext';
import { demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
const server = setupServer();
const admin = demo('account administrator');

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
async function signedInSession(
  config: Partial<WgConfig> = {},
  as: { loginName: string; password: string } = admin,
): Promise<Session & { requests: Request[] }> {
  server.use(...platformHandlers(p.app));
  const requests: Request[] = [];
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
  const session = createSession({ ...(await testWgConfig(p.app)), ...config });
  session.tokenActor.start();
  await waitFor(session.tokenActor, (s) => s.matches('signedOut'));
  session.tokenActor.send({ type: 'session.signIn', username: as.loginName, password: as.password });
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
    // 300 calls in process, each refusal now audited: a generous limit on a loaded machine.
  }, 60_000);

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

/** Answers every call under /svc/<family>/echo/ with what arrived: method, path, headers, body. */
const echo = (family: string) =>
  http.all(`${TEST_ORIGIN}/svc/${family}/echo/*`, async ({ request }) => {
    const type = request.headers.get('content-type') ?? '';
    const body = type.startsWith('multipart/form-data')
      ? Object.fromEntries(
          [...(await request.formData()).entries()].map(([k, v]) => [
            k,
            typeof v === 'string' ? v : `file:${(v as File).name}`,
          ]),
        )
      : await request.text();
    return HttpResponse.json({
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(request.headers.entries()),
      body,
    });
  });
type Echo = { method: string; url: string; headers: Record<string, string>; body: unknown };

describe('methods, paths and headers (REQ-02..REQ-06)', () => {
  it('REQ-02 get, post, put, patch, delete and delete with a body reach the platform with the session token', async () => {
    const s = await signedInSession();
    server.use(echo('ucaas'));
    const token = s.tokenActor.getSnapshot().context.accessToken;
    const answers: Echo[] = [];
    answers.push(await s.api.get<Echo>('ucaas', '/echo/a'));
    answers.push(await s.api.post<Echo>('ucaas', '/echo/a', { body: { a: 1 } }));
    answers.push(await s.api.put<Echo>('ucaas', '/echo/a', { body: { a: 2 } }));
    answers.push(await s.api.patch<Echo>('ucaas', '/echo/a', { body: { a: 3 } }));
    answers.push(await s.api.delete<Echo>('ucaas', '/echo/a'));
    answers.push(await s.api.delete<Echo>('ucaas', '/echo/a', { body: { phoneNumbers: ['+442071234567'] } }));
    expect(answers.map((a) => a.method)).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'DELETE']);
    expect(answers.map((a) => a.body)).toEqual([
      '',
      '{"a":1}',
      '{"a":2}',
      '{"a":3}',
      '',
      '{"phoneNumbers":["+442071234567"]}',
    ]);
    expect(answers.every((a) => a.headers.authorization === `Bearer ${token}`)).toBe(true);
    expect(answers.slice(1).every((a) => a.headers['content-type'] === 'application/json')).toBe(true);
  });

  it('REQ-02 a file upload is a form-data POST with the bearer header and no JSON content type', async () => {
    const s = await signedInSession();
    server.use(echo('appserver'));
    const answer = await s.api.upload<Echo>('appserver', '/echo/greetings/{kitId}', new Blob(['RIFF']), {
      params: { kitId: 12 },
      fileName: 'greeting.wav',
      fields: { type: 'extension' },
    });
    expect(answer.method).toBe('POST');
    expect(answer.url).toBe(`${TEST_ORIGIN}/svc/appserver/echo/greetings/12`);
    expect(answer.headers.authorization).toBe(`Bearer ${s.tokenActor.getSnapshot().context.accessToken}`);
    expect(answer.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(answer.body).toEqual({ type: 'extension', file: 'file:greeting.wav' });
  });

  it('REQ-03 the query and search parameters are appended, and the platform reads them', async () => {
    const s = await signedInSession(
      {},
      demo('end user') ?? admin, // end users have call history
    );
    const me = await getSelf(s.api);
    const all = await getCallLogs(s.api, me.id, { limit: 500 });
    const page = await getCallLogs(s.api, me.id, { limit: 2, offset: 1 });
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(page.total).toBe(all.total);
    expect(page.items).toEqual(all.items.slice(1, 3));
    await s.api.get('ucaas', '/api/ucaas/user/{userId}/v2/calllogs', {
      params: { userId: me.id },
      query: { limit: 1 },
      search: 'offset=0&sortField=startedAt',
    });
    const urls = s.requests.map((r) => r.url).filter((u) => u.includes('/calllogs'));
    expect(urls).toContain(`${TEST_ORIGIN}/svc/ucaas/api/ucaas/user/${me.id}/v2/calllogs?limit=2&offset=1`);
    expect(urls).toContain(
      `${TEST_ORIGIN}/svc/ucaas/api/ucaas/user/${me.id}/v2/calllogs?limit=1&offset=0&sortField=startedAt`,
    );
  });

  it('REQ-04 special token, vendor token and account id headers go with the session token', async () => {
    const s = await signedInSession();
    server.use(
      http.all(`${TEST_ORIGIN}/svc/*`, async ({ request }) =>
        HttpResponse.json({ headers: Object.fromEntries(request.headers.entries()) }),
      ),
    );
    const token = s.tokenActor.getSnapshot().context.accessToken;
    type H = { headers: Record<string, string> };
    const sms = await s.api.call<H>('businessTextingSms', { params: { accountId: 5 } });
    const scim = await s.api.call<H>('provisioningAccount', { params: { accountId: 5 } });
    const grant = await s.api.call<H>('grantedPrivileges', {
      method: 'put',
      params: { userId: 3 },
      accountId: 5,
    });
    expect(sms.headers['x-auth-token']).toBe(token);
    expect(sms.headers.authorization).toBeUndefined();
    expect(scim.headers['x-vendor-token']).toBe(token);
    expect(scim.headers.authorization).toBe(`Bearer ${token}`);
    expect(grant.headers['x-account-id']).toBe('5');
  });

  it("REQ-05 with the service's region 'eu' the path carries /eu after the family base, and the platform answers", async () => {
    const s = await signedInSession({ serviceRegions: { ucaas: 'eu', users: 'us' } });
    const me = await getSelf(s.api);
    const info = await getAccountInfo(s.api, me.account_id);
    expect(info.accountId).toBe(me.account_id);
    s.api.setServiceRegions({ ucaas: 'uk' });
    await getServiceInfo(s.api, me.account_id);
    const urls = s.requests.map((r) => r.url);
    expect(urls).toContain(`${TEST_ORIGIN}/svc/users/v3/users/self`);
    expect(urls).toContain(`${TEST_ORIGIN}/svc/ucaas/eu/api/ucaas/account/${me.account_id}/info`);
    expect(urls).toContain(`${TEST_ORIGIN}/svc/ucaas/uk/api/ucaas/account/${me.account_id}/v4/serviceInfo`);
  });

  it('REQ-06 catalogue calls reach the platform at the default version of their method', async () => {
    const s = await signedInSession();
    const me = await getSelf(s.api);
    const counts = await s.api.call<{ accountId: number }>('serviceInfo', {
      params: { accountId: me.account_id },
    });
    const info = await s.api.call<{ accountId: number }>('accountInfo', {
      params: { accountId: me.account_id },
      widget: 'admin dashboard',
    });
    expect(counts.accountId).toBe(me.account_id);
    expect(info.accountId).toBe(me.account_id);
    expect(s.requests.map((r) => new URL(r.url).pathname)).toEqual([
      '/svc/users/v3/users/self',
      `/svc/ucaas/api/ucaas/account/${me.account_id}/v4/serviceInfo`,
      `/svc/ucaas/api/ucaas/account/${me.account_id}/info`,
    ]);
  });
});

describe('cache, retries and outages (REQ-07..REQ-09)', () => {
  it('REQ-07 a GET is answered from the cache; a write to a related family clears it', async () => {
    const s = await signedInSession();
    const me = await getSelf(s.api);
    await getSelf(s.api);
    await getAccountInfo(s.api, me.account_id);
    await getAccountInfo(s.api, me.account_id);
    expect(s.requests.map((r) => new URL(r.url).pathname)).toEqual([
      '/svc/users/v3/users/self',
      `/svc/ucaas/api/ucaas/account/${me.account_id}/info`,
    ]);
    await s.api.post('auth', '/v1/sessions/keep-alive', { body: {} }); // auth ↔ users
    await getSelf(s.api);
    await getAccountInfo(s.api, me.account_id); // ucaas is not related to auth
    expect(s.requests.map((r) => new URL(r.url).pathname).slice(2)).toEqual([
      '/svc/auth/v1/sessions/keep-alive',
      '/svc/users/v3/users/self',
    ]);
  });

  it("REQ-07 AUTH-05 the token machine's clearCache empties the request layer's cache", async () => {
    const s = await signedInSession();
    await getSelf(s.api);
    s.tokenActor.send({ type: 'session.signOut' });
    await waitFor(s.tokenActor, (snap) => snap.matches('signedOut'));
    s.tokenActor.send({ type: 'session.signIn', username: admin.loginName, password: admin.password });
    await waitFor(s.tokenActor, (snap) => snap.matches('valid'));
    await getSelf(s.api);
    expect(s.requests.filter((r) => r.url.endsWith('/v3/users/self'))).toHaveLength(2);
  });

  it('REQ-08 a GET answered 5xx is retried once after 60 seconds, and then the platform answers', async () => {
    const s = await signedInSession();
    const me = await getSelf(s.api);
    let left = 1;
    server.use(
      http.all(`${TEST_ORIGIN}/svc/ucaas/api/ucaas/account/:id/info`, () => {
        if (left-- <= 0) return undefined;
        return HttpResponse.json({ status: 503, code: 'unavailable', message: 'Down' }, { status: 503 });
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const info = getAccountInfo(s.api, me.account_id);
    await vi.advanceTimersByTimeAsync(59_000);
    const infoCalls = () => s.requests.filter((r) => r.url.endsWith('/info'));
    expect(infoCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    vi.useRealTimers();
    expect((await info).accountId).toBe(me.account_id);
    expect(infoCalls()).toHaveLength(2);
  });

  it('REQ-09 a failed call on a planned-outage service answers an empty result of the shape its function promises', async () => {
    const s = await signedInSession({ servicesWithPlannedOutages: '^ucaas$' });
    const me = await getSelf(s.api);
    server.use(faults.plannedOutage('/svc/ucaas/*'));
    const page = { pageSize: 10, offset: 0 };
    await expect(listUsers(s.api, me.account_id, page)).resolves.toEqual({ total: 0, items: [] });
    await expect(listExtensions(s.api, me.account_id, page)).resolves.toEqual({ total: 0, items: [] });
    // A record has no empty form: "unavailable", shown as a sentence, never a made-up user.
    const user = await getUser(s.api, me.id).catch((e: unknown) => e);
    expect(user).toBeInstanceOf(PlannedOutageFailure);
    expect(describeFailure(user)).toBe(SERVICE_UNAVAILABLE);
    await expect(getAccountInfo(s.api, me.account_id)).rejects.toBeInstanceOf(PlannedOutageFailure);
    server.use(faults.plannedOutage('/svc/users/*'));
    await expect(s.api.get('users', '/v3/users/other', { retries: 0 })).rejects.toMatchObject({
      status: 503,
    });
  });
});

describe('error catalogue against the platform (ERR-01..05, ERR-09, ERR-10)', () => {
  it("ERR-01 the platform's validation list gives the first error's details", async () => {
    // The sign-in route answers its validation list (tests/server/errors.test.ts); its path is
    // exempt (only logged), so the same answer is served here on an ordinary path.
    server.use(...platformHandlers(p.app));
    const config = await testWgConfig(p.app);
    const signInError = await passwordGrant(config.services.auth.url, {
      username: '',
      password: '',
      clientId: 'switchboard-portal',
    }).catch((e) => e);
    expect(signInError).toBeInstanceOf(ApiFailure);
    expect(classifyFailure(signInError).kind).toBe('logged');
    const s = await signedInSession();
    server.use(
      http.post(`${TEST_ORIGIN}/svc/ucaas/api/ucaas/account/:id/users`, () =>
        HttpResponse.json(signInError.body, { status: 400 }),
      ),
    );
    const error = await s.api.post('ucaas', '/api/ucaas/account/1/users', { body: {} }).catch((e) => e);
    expect(classifyFailure(error)).toEqual({
      kind: 'message',
      rule: 'ERR-01',
      message: 'Enter your login name.',
    });
  });

  it('ERR-02 a 400 without a list says "We couldn\'t process your request, Please try again"', async () => {
    const s = await signedInSession();
    server.use(
      http.post(`${TEST_ORIGIN}/svc/ucaas/api/ucaas/account/:id/users`, () =>
        HttpResponse.json(badRequest('The request was not understood.').body, { status: 400 }),
      ),
    );
    const error = await s.api.post('ucaas', '/api/ucaas/account/1/users', { body: {} }).catch((e) => e);
    expect(error).toMatchObject({ status: 400 });
    expect(classifyFailure(error)).toEqual({ kind: 'message', rule: 'ERR-02', message: GENERIC_400 });
  });

  it('ERR-03 a 404 gives the modal with the status, the URL and the body', async () => {
    const s = await signedInSession();
    const error = await s.api.get('ucaas', '/api/ucaas/nothing/here').catch((e) => e);
    const outcome = classifyFailure(error);
    expect(outcome).toMatchObject({
      kind: 'modal',
      status: 404,
      url: `${TEST_ORIGIN}/svc/ucaas/api/ucaas/nothing/here`,
    });
    expect(outcome.kind === 'modal' && JSON.parse(outcome.body)).toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });

  it('ERR-03 a 5xx gives the modal with the body', async () => {
    const s = await signedInSession();
    server.use(faults.serverError('/svc/ucaas/api/ucaas/account/:id/timezone', 500));
    const error = await s.api.post('ucaas', '/api/ucaas/account/1/timezone', { body: {} }).catch((e) => e);
    expect(classifyFailure(error)).toMatchObject({ kind: 'modal', status: 500 });
  });

  it('ERR-04 a failure on the call-recording family says the page is unavailable', async () => {
    const s = await signedInSession({
      services: {
        ...(await testWgConfig(p.app)).services,
        recording: { url: `${TEST_ORIGIN}/svc/recording` },
      },
    });
    const error = await s.api.get('recording', '/search/recordings').catch((e) => e);
    expect(error).toMatchObject({ status: 404, family: 'recording' });
    expect(classifyFailure(error)).toEqual({ kind: 'message', rule: 'ERR-04', message: SERVICE_UNAVAILABLE });
  });

  it('ERR-05 a failure on an exempt path is only logged', async () => {
    const s = await signedInSession();
    const error = await s.api.get('hoteling', '/devices/{id}', { params: { id: 1 } }).catch((e) => e);
    expect(error).toMatchObject({ status: 404 });
    expect(classifyFailure(error).kind).toBe('logged');
  });

  it("ERR-09 lookups that fail answer their defaults: [], 'no response', 'Currently not available'", async () => {
    const s = await signedInSession();
    // The platform serves the questions (decision 0108): a failed read answers the empty default.
    server.use(faults.serverError('/svc/ucaas/api/ucaas/lookup/securityQuestions', 404));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(getSecurityQuestions(s.api)).resolves.toEqual([]);
    await expect(getSecretQuestion(s.api, 1)).resolves.toBe('no response');
    // No such line: its registration cannot be read.
    await expect(getLineRegistration(s.api, 987_654)).resolves.toEqual({ status: 'Currently not available' });
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it('ERR-10 a bulk call without an account id fails before any request', async () => {
    const s = await signedInSession();
    await expect(
      s.api.call('phoneNumbersChangeStatus', { method: 'post', body: { phoneNumbers: ['+15551230000'] } }),
    ).rejects.toThrow(INVALID_ACCOUNT_ID);
    expect(s.requests).toEqual([]);
  });
});
