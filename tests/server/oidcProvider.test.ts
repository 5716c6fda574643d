// The platform's own identity provider as standard OpenID Connect (issue 23 item 6, decision
// 0117), driven by openid-client (a certified relying party) as a desktop app would: discovery,
// the authorization request with PKCE, state, nonce and scope, the code exchange with a verified
// RS256 id_token, and user info; plus the keys' rotation, OAuth error bodies and exact redirects.
import { decodeProtectedHeader } from 'jose';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rotateSigningKeys } from '../../server/auth/signingKeys';
import { demo } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';
import { SSO_ORIGIN as ORIGIN, postForm } from '../support/singleSignOn';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const admin = demo('account administrator');
const ISSUER = `${ORIGIN}/svc/auth`;
const CLIENT = 'switchboard-desktop';
const REDIRECT = 'http://127.0.0.1:53682/oauth/callback';

/** openid-client talks to the platform in process, on the platform's clock. */
async function discover() {
  const skew = Math.round((p.clock.now.getTime() - Date.now()) / 1000);
  return oidc.discovery(new URL(ISSUER), CLIENT, { [oidc.clockSkew]: skew }, oidc.None(), {
    execute: [oidc.allowInsecureRequests],
    [oidc.customFetch]: (url, init) => Promise.resolve(p.app.request(url, init as RequestInit)),
  });
}

/** Through the sign-in page as the user; answers the address the browser is sent back to. */
async function signInThrough(config: oidc.Configuration, extra: Record<string, string> = {}) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT,
    scope: 'openid profile email',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...extra,
  });
  const page = await p.app.request(url.toString());
  expect(page.status).toBe(200);
  const res = await postForm(p, '/svc/auth/oauth2/authorize', {
    ...Object.fromEntries(url.searchParams),
    username: admin.loginName,
    password: admin.password,
  });
  expect(res.status).toBe(303);
  return { back: new URL(res.headers.get('location')!), verifier, state, nonce };
}

describe('AUTH-07 the platform as an OpenID provider, through openid-client', () => {
  it('AUTH-07 discovery, a code with PKCE, a verified RS256 id_token with kid and nonce, and user info, repeatable', async () => {
    const config = await discover();
    const meta = config.serverMetadata();
    expect(meta.issuer).toBe(ISSUER);
    expect(meta.jwks_uri).toBe(`${ISSUER}/oauth2/jwks`);
    expect(meta.id_token_signing_alg_values_supported).toEqual(['RS256']);

    const { back, verifier, state, nonce } = await signInThrough(config);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('iss')).toBe(ISSUER);
    const tokens = await oidc.authorizationCodeGrant(config, back, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({ iss: ISSUER, aud: CLIENT, nonce });
    expect(tokens.scope).toBe('openid profile email');
    const head = decodeProtectedHeader(tokens.id_token!);
    expect(head.alg).toBe('RS256');
    expect(head.kid).toEqual(expect.any(String));

    for (let i = 0; i < 2; i++) {
      const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      expect(info).toMatchObject({
        sub: claims.sub,
        preferred_username: admin.loginName,
        given_name: expect.any(String),
        email: expect.any(String),
      });
    }
    // The portal's hand-over of its legacy tokens is the portal's call only.
    const handOver = await p.app.request(`${ORIGIN}/svc/auth/oauth2/userinfo?schema=openid`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(handOver.status).toBe(403);
    expect(await handOver.json()).toMatchObject({ error: 'insufficient_scope' });
  });

  it('AUTH-07 a rotation signs with a new key and the old one stays published until its tokens have expired', async () => {
    const config = await discover();
    const first = await signInThrough(config);
    const before = await oidc.authorizationCodeGrant(config, first.back, {
      pkceCodeVerifier: first.verifier,
      expectedState: first.state,
      expectedNonce: first.nonce,
    });
    const oldKid = decodeProtectedHeader(before.id_token!).kid;
    const rotation = await rotateSigningKeys(p.database.db, p.config, p.clock.now);
    p.clock.advance(61); // every server reads the keys again within a minute
    const jwks = async () =>
      ((await (await p.app.request(`${ISSUER}/oauth2/jwks`)).json()) as { keys: { kid: string }[] }).keys.map(
        (k) => k.kid,
      );
    expect(await jwks()).toEqual([rotation.kid, oldKid]);
    const fresh = await discover();
    const second = await signInThrough(fresh);
    const after = await oidc.authorizationCodeGrant(fresh, second.back, {
      pkceCodeVerifier: second.verifier,
      expectedState: second.state,
      expectedNonce: second.nonce,
    });
    expect(decodeProtectedHeader(after.id_token!).kid).toBe(rotation.kid);
    // Past the retired key's verify_until it is no longer published.
    p.clock.advance(p.config.accessTokenTtlSeconds + 120);
    expect(await jwks()).not.toContain(oldKid);
  });

  it('AUTH-07 the token endpoint answers OAuth errors, and a bad client is a 401 with WWW-Authenticate', async () => {
    const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      postForm(p, '/svc/auth/oauth2/token', fields, headers);
    const wrongCode = await form({
      grant_type: 'authorization_code',
      client_id: CLIENT,
      code: 'nope',
      redirect_uri: REDIRECT,
      code_verifier: 'a'.repeat(43),
    });
    expect(wrongCode.status).toBe(400);
    expect(await wrongCode.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: expect.any(String),
    });
    const wrongGrant = await form({ grant_type: 'password', client_id: CLIENT });
    expect(await wrongGrant.json()).toMatchObject({ error: 'unsupported_grant_type' });
    const badClient = await form({ grant_type: 'authorization_code', client_id: 'nobody' });
    expect(badClient.status).toBe(401);
    expect(badClient.headers.get('www-authenticate')).toMatch(/^Basic /);
    expect(await badClient.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('AUTH-07 user info without a token or with a bad one is a 401 with WWW-Authenticate: Bearer', async () => {
    const none = await p.app.request(`${ISSUER}/oauth2/userinfo`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer /);
    const bad = await p.app.request(`${ISSUER}/oauth2/userinfo`, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(bad.status).toBe(401);
    expect(bad.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect(await bad.json()).toMatchObject({ error: 'invalid_token', error_description: expect.any(String) });
  });

  it('AUTH-07 redirect URIs are matched exactly; after them errors go back by redirect with the state', async () => {
    const config = await discover();
    const url = (over: Record<string, string>) =>
      oidc.buildAuthorizationUrl(config, {
        redirect_uri: REDIRECT,
        scope: 'openid',
        code_challenge: 'x'.repeat(43),
        code_challenge_method: 'S256',
        state: 's-1',
        ...over,
      });
    for (const redirect_uri of [`${REDIRECT}/`, `${REDIRECT}?a=1`, 'http://127.0.0.1:53683/oauth/callback']) {
      const res = await p.app.request(url({ redirect_uri }).toString());
      expect(res.status, redirect_uri).toBe(400);
      expect(res.headers.get('location')).toBeNull();
    }
    const res = await p.app.request(url({ code_challenge_method: 'plain' }).toString());
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('state')).toBe('s-1');
  });
});
