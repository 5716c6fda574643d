// The server log never holds a secret (decision 0081): a session that signs in as every demo
// person, renews, fails a sign-in, takes identity-provider and gateway tokens, imports users with
// passwords and PINs in their rows and sends a PIN reset, logged in memory; then the log is read
// back for every password, token, credential and PIN the session used or was given.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SIGN_INS } from '../../server/db/seed';
import { traceIdOf } from '../../server/http/requestLog';
import { createLogger, logLevelFrom } from '../../server/log';
import { callers, demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';
import {
  authorizeParams,
  SSO_ORIGIN as ORIGIN,
  pkce,
  postForm,
  SSO_REDIRECT as REDIRECT,
} from '../support/singleSignOn';

const lines: string[] = [];
/** Every value that must not reach the log, with what it is (for the failure message). */
const secrets = new Map<string, string>();
const keep = (what: string, value: string | null | undefined) => {
  if (value) secrets.set(value, what);
};

const MOBILE_SECRET = 'mobile-secret-7f3a9c2e51';
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const traced = { traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01` };

let p: TestPlatform;
const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  postForm(p, path, fields, headers);

const cookieOf = (res: Response) => /sb_refresh=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
const keepTokens = (from: string, body: Record<string, unknown>) => {
  for (const field of ['access_token', 'refresh_token', 'id_token'])
    if (typeof body[field] === 'string') keep(`${from} ${field}`, body[field] as string);
};

beforeAll(async () => {
  p = await startPlatform(
    { mobileClientSecret: MOBILE_SECRET },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
  // An unexpected error in a route: its line must carry the request's trace id.
  p.app.get('/test-only/boom', () => {
    throw new Error('an unexpected failure');
  });
  await session();
});
afterAll(() => p.close());

/** The session whose log is read: every flow that handles a password, a token or a PIN. */
async function session() {
  // Every demo person signs in with the demo password, then calls with the token.
  for (const person of DEMO_SIGN_INS) {
    keep(`${person.role}'s password`, person.password);
    const tokens = await p.signIn(person.loginName, person.password);
    keepTokens(person.role, tokens);
    const self = await p.call('GET', '/svc/users/v3/users/self', {
      token: tokens.access_token,
      headers: traced,
    });
    expect(self.status).toBe(200);
  }
  const admin = demo('account administrator');

  // A wrong password.
  keep('a wrong password', 'Not-The-Password-1234');
  const wrong = await form('/svc/auth/oauth/token', {
    grant_type: 'password',
    username: admin.loginName,
    password: 'Not-The-Password-1234',
    client_id: 'switchboard-portal',
  });
  expect(wrong.status).toBe(400);

  // The portal renews its session from its cookie.
  const signedIn = await p.signIn(admin.loginName, admin.password);
  keepTokens('admin', signedIn);
  const renewed = await p.app.request('/svc/auth/oauth/token', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `sb_refresh=${signedIn.refresh_token}`,
    },
    body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'switchboard-portal' }),
  });
  expect(renewed.status).toBe(200);
  keepTokens('renewed', await renewed.json());
  keep('renewed refresh cookie', cookieOf(renewed));

  // The mobile client, with its Basic credential.
  const basic = `Basic ${Buffer.from(`switchboard-mobile:${MOBILE_SECRET}`).toString('base64')}`;
  keep('mobile client secret', MOBILE_SECRET);
  keep('mobile Authorization header', basic);
  const mobile = await form(
    '/svc/auth/oauth/token',
    {
      grant_type: 'password',
      username: admin.loginName,
      password: admin.password,
      client_id: 'switchboard-mobile',
    },
    { authorization: basic },
  );
  expect(mobile.status).toBe(200);
  keepTokens('mobile', await mobile.json());

  // The identity provider: sign-in page, code, exchange (PKCE), user info.
  const { verifier, challenge } = pkce();
  keep('PKCE verifier', verifier);
  const authorizeFields = authorizeParams(challenge, { state: 'state-log-secrets' });
  const page = await p.app.request(
    `${ORIGIN}/svc/auth/oauth2/authorize?${new URLSearchParams(authorizeFields)}`,
  );
  expect(page.status).toBe(200);
  const authorized = await form('/svc/auth/oauth2/authorize', {
    ...authorizeFields,
    username: admin.loginName,
    password: admin.password,
  });
  expect(authorized.status).toBe(303);
  const code = new URL(authorized.headers.get('location')!).searchParams.get('code')!;
  keep('authorization code', code);
  const exchanged = await form('/svc/auth/oauth2/token', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT,
    code_verifier: verifier,
    client_id: 'switchboard-portal',
  });
  expect(exchanged.status).toBe(200);
  const idp = await exchanged.json();
  keepTokens('identity provider', idp);
  expect(idp.id_token).toEqual(expect.any(String));
  const info = await p.app.request(`${ORIGIN}/svc/auth/oauth2/userinfo?schema=openid`, {
    headers: { authorization: `Bearer ${idp.access_token}` },
  });
  expect(info.status).toBe(200);

  // Gateway tokens: builtin (bearer), then the desktop client's refresh grant.
  const gateway = '/svc/gateway/api-gateway/jwt/token';
  const builtin = await p.app.request(gateway, {
    method: 'POST',
    headers: { authorization: `Bearer ${signedIn.access_token}` },
  });
  expect(builtin.status).toBe(200);
  keepTokens('gateway', await builtin.json());
  const desktop = await form('/svc/auth/oauth/token', {
    grant_type: 'password',
    username: admin.loginName,
    password: admin.password,
    client_id: 'switchboard-desktop',
  });
  const desktopTokens = await desktop.json();
  keepTokens('desktop', desktopTokens);
  const desktopGateway = await (
    await p.app.request(gateway, {
      method: 'POST',
      headers: { authorization: `Bearer ${desktopTokens.access_token}` },
    })
  ).json();
  keepTokens('desktop gateway', desktopGateway);
  const gatewayRenewed = await form(gateway, {
    grant_type: 'refresh_token',
    refresh_token: desktopGateway.refresh_token,
    client_id: 'switchboard-desktop',
  });
  expect(gatewayRenewed.status).toBe(200);
  keepTokens('gateway renewed', await gatewayRenewed.json());

  // A user import whose rows carry passwords and PINs (columns the import does not take).
  const me = await callers(p).as('account administrator');
  keepTokens('caller', { access_token: me.token });
  const rows = [1, 2].map((n) => ({
    firstName: 'Log',
    lastName: `Import ${n}`,
    email: `log.import.${n}@acme.example`,
    loginName: `log.import.${n}@acme.example`,
    password: `Import-Password-${n}-x9`,
    pin: `48${n}913`,
    voicemailPin: `77${n}205`,
  }));
  for (const row of rows) {
    keep('an imported password', row.password);
    keep('an imported PIN', row.pin);
    keep('an imported voicemail PIN', row.voicemailPin);
  }
  const appserver = `/svc/appserver/rest/account/${me.accountId}`;
  const imported = await me.post(`${appserver}/users/bulkCreate`, { users: rows });
  expect(imported.status).toBe(202);
  await p.jobs.idle();

  // A list read of a path whose account comes after a version segment.
  const extensions = await me.get(
    `/svc/ucaas/api/ucaas/account/v2/${me.accountId}/extensionList?_pageSize=5`,
  );
  expect(extensions.status).toBe(200);

  // A voicemail PIN reset.
  const reset = await me.post(`${appserver}/user/${me.userId}/pinResetEmail`);
  expect(reset.status).toBe(200);

  // An unexpected error, traced.
  expect((await p.app.request('/test-only/boom', { headers: traced })).status).toBe(500);
}

const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the log of a session', () => {
  it('has a JSON line with a trace id for every request', () => {
    expect(lines.length).toBeGreaterThan(DEMO_SIGN_INS.length * 2);
    for (const entry of entries()) expect(entry.traceId).toMatch(/^[0-9a-f]{32}$/);
    const requests = entries().filter((e) => e.msg === 'request');
    expect(requests.map((e) => `${e.method} ${e.path}`)).toContain('POST /svc/gateway/api-gateway/jwt/token');
    expect(requests.map((e) => e.path)).toContain('/svc/auth/oauth2/userinfo');
  });

  it('a request line carries the trace id of the traceparent header, its status and the path’s account', () => {
    const me = entries().find((e) => e.msg === 'request' && e.path === '/svc/users/v3/users/self');
    expect(me).toMatchObject({ traceId: TRACE_ID, method: 'GET', status: 200 });
    expect(me?.durationMs).toEqual(expect.any(Number));
    const imported = entries().find(
      (e) => e.msg === 'request' && String(e.path).endsWith('/users/bulkCreate'),
    );
    expect(imported).toMatchObject({ status: 202, accountId: expect.any(Number) });
    const v2 = entries().find((e) => e.msg === 'request' && String(e.path).includes('/account/v2/'));
    expect(v2).toMatchObject({ status: 200, accountId: imported?.accountId });
  });

  it('an unexpected error is logged with the request’s trace id', () => {
    const failure = entries().find((e) => e.msg === 'unhandled error');
    expect(failure).toMatchObject({ traceId: TRACE_ID, err: { message: 'an unexpected failure' } });
    const request = entries().find((e) => e.msg === 'request' && e.path === '/test-only/boom');
    expect(request).toMatchObject({ traceId: TRACE_ID, status: 500 });
  });

  it('holds no query string, header, cookie or body', () => {
    const text = lines.join('\n');
    for (const entry of entries()) if (entry.path) expect(String(entry.path)).not.toContain('?');
    for (const word of [
      'code_challenge',
      'sb_refresh',
      'Bearer',
      'Basic ',
      'state-log-secrets',
      'log.import.',
    ])
      expect(text).not.toContain(word);
  });

  it('holds none of the passwords, tokens, credentials or PINs of the session', () => {
    expect(secrets.size).toBeGreaterThan(DEMO_SIGN_INS.length * 3);
    const text = lines.join('\n');
    const found = [...secrets].filter(([value]) => text.includes(value)).map(([, what]) => what);
    expect(found).toEqual([]);
  });
});

it('fields named like secrets are redacted, at the top of a line and one level down', () => {
  const written: string[] = [];
  const log = createLogger({
    level: 'info',
    destination: { write: (line: string) => void written.push(line) },
  });
  log.info(
    { password: 'p-1', user: { token: 't-1', pin: '1234', name: 'Ann' }, authorization: 'Bearer b-1' },
    'x',
  );
  const [line] = written.map((l) => JSON.parse(l));
  expect(line).toMatchObject({
    password: '[redacted]',
    authorization: '[redacted]',
    user: { token: '[redacted]', pin: '[redacted]', name: 'Ann' },
  });
});

it('a call without a valid traceparent gets a fresh trace id', () => {
  expect(traceIdOf(traced.traceparent)).toBe(TRACE_ID);
  for (const header of [
    undefined,
    'nonsense',
    `ff-${TRACE_ID}-00f067aa0ba902b7-01`,
    `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`,
  ]) {
    const made = traceIdOf(header);
    expect(made).toMatch(/^[0-9a-f]{32}$/);
    expect(made).not.toBe(TRACE_ID);
    expect(made).not.toBe('0'.repeat(32));
  }
});

it('LOG_LEVEL sets the level (info by default, silent under vitest); an unknown one stops the start', () => {
  expect(logLevelFrom({})).toBe('info');
  expect(logLevelFrom({ VITEST: 'true' })).toBe('silent');
  expect(logLevelFrom({ LOG_LEVEL: 'WARN', VITEST: 'true' })).toBe('warn');
  expect(() => logLevelFrom({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
});
