// Single sign-on through the identity provider with PKCE (AUTH-07): the round trip's secrets
// (Web Crypto), the authorize URL, and the two calls that turn a code into a platform session.
// Neither call carries the platform's bearer token, so they bypass the 401-retry path.
import { ofetch } from 'ofetch';
import { ApiFailure } from './failure';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const randomText = (bytes = 32) => base64url(crypto.getRandomValues(new Uint8Array(bytes)));

/** BASE64URL(SHA-256(verifier)), as RFC 7636 defines S256. */
export async function s256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** A fresh verifier (43 characters of base64url), its S256 challenge, and a state. */
export async function createPkce() {
  const verifier = randomText();
  return { verifier, challenge: await s256(verifier), state: randomText(16) };
}

export function authorizeUrl(
  authBase: string,
  p: { clientId: string; redirectUri: string; challenge: string; state: string; loginHint?: string },
): string {
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: p.clientId,
    redirect_uri: p.redirectUri,
    code_challenge: p.challenge,
    code_challenge_method: 'S256',
    state: p.state,
    // An e-mail of an SSO domain: the platform sends the browser straight to that provider (0117).
    ...(p.loginHint ? { login_hint: p.loginHint } : {}),
  });
  return `${authBase}/oauth2/authorize?${q}`;
}

async function call<T>(
  url: string,
  init: { method: 'GET' | 'POST'; body?: URLSearchParams; headers: Record<string, string> },
  fetchFn?: typeof fetch,
): Promise<T> {
  const res = await ofetch.raw<T>(url, {
    ...init,
    credentials: 'same-origin',
    ignoreResponseError: true,
    retry: 0,
    ...(fetchFn ? { fetch: fetchFn } : {}),
  });
  if (res.status >= 400) throw new ApiFailure({ status: res.status, url, body: res._data });
  return res._data as T;
}

export function exchangeCode(
  authBase: string,
  input: { code: string; verifier: string; redirectUri: string; clientId: string },
  fetchFn?: typeof fetch,
) {
  return call<{ access_token: string; id_token?: string }>(
    `${authBase}/oauth2/token`,
    {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: input.redirectUri,
        code_verifier: input.verifier,
        client_id: input.clientId,
      }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    },
    fetchFn,
  );
}

export function getUserInfo(authBase: string, accessToken: string, fetchFn?: typeof fetch) {
  return call<{
    legacy_access_token: string;
    legacy_refresh_token: string;
    user_id: number;
    account_id: number;
    expires_in?: number;
  }>(
    `${authBase}/oauth2/userinfo?schema=openid`,
    { method: 'GET', headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
    fetchFn,
  );
}
