// The platform as identity provider (AUTH-07): the sign-in page, authorization codes bound to
// the client, the redirect URI and the PKCE challenge, the token exchange and user info.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';
import {
  authorizeParams,
  SSO_ORIGIN as ORIGIN,
  pkce,
  postForm,
  SSO_REDIRECT as REDIRECT,
} from '../support/singleSignOn';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const admin = demo('account administrator');

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  postForm(p, path, fields, headers);

/** Signs in on the IdP's page; answers the code from the redirect. */
async function authorize(challenge: string, over: Record<string, string> = {}) {
  const res = await post('/svc/auth/oauth2/authorize', {
    ...authorizeParams(challenge, over),
    username: admin.loginName,
    password: admin.password,
  });
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location')!);
  expect(location.origin + location.pathname).toBe(`${ORIGIN}/`);
  expect(location.searchParams.get('sso')).toBe('callback');
  expect(location.searchParams.get('state')).toBe(over.state ?? 'state-123');
  return location.searchParams.get('code')!;
}

const exchange = (code: string, verifier: string, over: Record<string, string> = {}) =>
  post('/svc/auth/oauth2/token', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT,
    code_verifier: verifier,
    client_id: 'switchboard-portal',
    ...over,
  });

const userInfo = (token: string, schema = 'openid') =>
  p.app.request(`${ORIGIN}/svc/auth/oauth2/userinfo?schema=${schema}`, {
    headers: { authorization: `Bearer ${token}` },
  });

describe('the sign-in page', () => {
  it('AUTH-07 serves a sign-in form that carries the request, escaped', async () => {
    const { challenge } = pkce();
    const q = new URLSearchParams(authorizeParams(challenge, { state: '"><script>alert(1)</script>' }));
    const res = await p.app.request(`${ORIGIN}/svc/auth/oauth2/authorize?${q}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const html = await res.text();
    expect(html).toContain('name="username"');
    expect(html).toContain('name="password"');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('AUTH-07 refuses a redirect URI not registered and an unknown client on the page', async () => {
    const { challenge } = pkce();
    const cases: Record<string, string>[] = [
      { redirect_uri: 'https://evil.example/?sso=callback' },
      { redirect_uri: `${ORIGIN}/#/sso` },
      { redirect_uri: `${ORIGIN}/?sso=callback&x=1` },
      { client_id: 'switchboard-mobile' },
      { client_id: 'nobody' },
    ];
    for (const over of cases) {
      const q = new URLSearchParams(authorizeParams(challenge, over));
      const res = await p.app.request(`${ORIGIN}/svc/auth/oauth2/authorize?${q}`);
      expect(res.status, JSON.stringify(over)).toBe(400);
      // Never redirected anywhere: the error is shown on the page.
      expect(res.headers.get('location')).toBeNull();
      const posted = await post('/svc/auth/oauth2/authorize', {
        ...authorizeParams(challenge, over),
        username: admin.loginName,
        password: admin.password,
      });
      expect(posted.status).toBe(400);
    }
  });

  it('AUTH-07 after a valid client and redirect URI, a plain challenge, another response type or no state go back by redirect', async () => {
    const { challenge } = pkce();
    const cases: [Record<string, string>, string][] = [
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ response_type: 'token' }, 'unsupported_response_type'],
      [{ state: '' }, 'invalid_request'],
      [{ scope: 'profile' }, 'invalid_scope'],
    ];
    for (const [over, error] of cases) {
      const q = new URLSearchParams(authorizeParams(challenge, over));
      for (const res of [
        await p.app.request(`${ORIGIN}/svc/auth/oauth2/authorize?${q}`),
        await post('/svc/auth/oauth2/authorize', {
          ...authorizeParams(challenge, over),
          username: admin.loginName,
          password: admin.password,
        }),
      ]) {
        expect(res.status, JSON.stringify(over)).toBe(303);
        const back = new URL(res.headers.get('location')!);
        expect(`${back.origin}${back.pathname}`).toBe(`${ORIGIN}/`);
        expect(back.searchParams.get('error')).toBe(error);
        expect(back.searchParams.get('error_description')).toBeTruthy();
        expect(back.searchParams.get('code')).toBeNull();
      }
    }
  });

  it('AUTH-07 AUTH-10 a wrong password is shown on the page with the attempts left, without a redirect', async () => {
    const user = demo('reports admin');
    const { challenge } = pkce();
    const res = await post('/svc/auth/oauth2/authorize', {
      ...authorizeParams(challenge),
      username: user.loginName,
      password: 'wrong',
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/incorrect/);
    expect(html).toMatch(/4 attempts left/);
    expect(res.headers.get('location')).toBeNull();
  });
});

describe('code exchange and user info', () => {
  it('AUTH-07 code + verifier → access_token and id_token; user info → a normal platform session', async () => {
    const { verifier, challenge } = pkce();
    const code = await authorize(challenge);
    const res = await exchange(code, verifier);
    expect(res.status).toBe(200);
    const tokens = await res.json();
    expect(Object.keys(tokens)).toEqual(expect.arrayContaining(['access_token', 'id_token']));
    const [, body] = tokens.id_token.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    expect(claims).toMatchObject({ aud: 'switchboard-portal', sub: expect.any(String) });

    const info = await userInfo(tokens.access_token);
    expect(info.status).toBe(200);
    const body2 = await info.json();
    expect(body2).toMatchObject({
      legacy_access_token: expect.any(String),
      legacy_refresh_token: expect.any(String),
      user_id: expect.any(Number),
      account_id: expect.any(Number),
    });
    // The web client also gets the refresh cookie, as after a password sign-in.
    expect(info.headers.get('set-cookie')).toMatch(/sb_refresh=.*HttpOnly/i);
    const self = await p.call('GET', '/svc/users/v3/users/self', { token: body2.legacy_access_token });
    expect(self.status).toBe(200);
    expect(await self.json()).toMatchObject({ id: body2.user_id, login_name: admin.loginName });
    // The legacy refresh token is an ordinary one.
    const refreshed = await post('/svc/auth/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: body2.legacy_refresh_token,
      client_id: 'switchboard-portal',
    });
    expect(refreshed.status).toBe(200);
    // The user-info token opens one session only.
    expect((await userInfo(tokens.access_token)).status).toBe(401);
  });

  it('AUTH-07 a verifier that does not match the challenge is refused, and the code stays usable', async () => {
    const { verifier, challenge } = pkce();
    const code = await authorize(challenge);
    const wrong = await exchange(code, pkce().verifier);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'invalid_grant' });
    expect((await exchange(code, 'short')).status).toBe(400);
    expect((await exchange(code, verifier)).status).toBe(200);
  });

  it('AUTH-07 a code is single-use: the second exchange is refused and the first token revoked', async () => {
    const { verifier, challenge } = pkce();
    const code = await authorize(challenge);
    const first = await (await exchange(code, verifier)).json();
    const second = await exchange(code, verifier);
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ code: 'invalid_grant' });
    expect((await userInfo(first.access_token)).status).toBe(401);
  });

  it('AUTH-07 a code presented again also ends the session user info opened with it', async () => {
    const { verifier, challenge } = pkce();
    const code = await authorize(challenge);
    const first = await (await exchange(code, verifier)).json();
    const session = await (await userInfo(first.access_token)).json();
    expect(
      (await p.call('GET', '/svc/users/v3/users/self', { token: session.legacy_access_token })).status,
    ).toBe(200);
    expect((await exchange(code, verifier)).status).toBe(400);
    expect(
      (await p.call('GET', '/svc/users/v3/users/self', { token: session.legacy_access_token })).status,
    ).toBe(401);
  });

  it('AUTH-07 a code is bound to its redirect URI and client', async () => {
    const { verifier, challenge } = pkce();
    const code = await authorize(challenge);
    expect((await exchange(code, verifier, { redirect_uri: `${ORIGIN}/other` })).status).toBe(400);
    expect((await exchange(code, verifier, { client_id: 'switchboard-desktop' })).status).toBe(400);
    expect((await exchange(code, verifier, { client_id: 'nobody' })).status).toBe(401);
    expect((await exchange(code, verifier)).status).toBe(200);
  });

  it('AUTH-07 a code lives 60 seconds', async () => {
    const { verifier, challenge } = pkce();
    const code = await authorize(challenge);
    p.clock.advance(61);
    const res = await exchange(code, verifier);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/expired/);
  });

  it('AUTH-07 user info needs schema=openid and a token from the exchange', async () => {
    const { verifier, challenge } = pkce();
    const tokens = await (await exchange(await authorize(challenge), verifier)).json();
    expect((await userInfo(tokens.access_token, 'other')).status).toBe(400);
    expect((await userInfo('not-a-token')).status).toBe(401);
    const legacy = await p.signIn(admin.loginName, admin.password);
    expect((await userInfo(legacy.access_token)).status).toBe(401);
    expect((await userInfo(tokens.access_token)).status).toBe(200);
  });
});
