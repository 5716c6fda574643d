// An authorization request of the platform's OpenID provider (decision 0117): the client and its
// redirect URI are checked first (a problem there is shown on a page: nothing may redirect to an
// address not registered); every later problem goes back to the client by redirect, with
// `error`, `error_description`, `state` and `iss` (RFC 6749 §4.1.2.1, RFC 9207).
import { knownClients, type OAuthClient, redirectUrisOf } from '../../auth/clients';
import type { ServerConfig } from '../../config';

export const AUTHORIZE_FIELDS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'code_challenge',
  'code_challenge_method',
  'state',
  'nonce',
  'scope',
  'login_hint',
] as const;
export type AuthorizeParams = Record<(typeof AUTHORIZE_FIELDS)[number], string>;

/** The scopes the provider knows; others asked for are left out of the grant. */
export const SUPPORTED_SCOPES = ['openid', 'profile', 'email'];

export type AuthorizeCheck =
  | { kind: 'page'; message: string }
  | { kind: 'redirect'; error: string; description: string }
  | { kind: 'ok'; client: OAuthClient; scope: string | null };

export const paramsFrom = (get: (name: string) => string | undefined): AuthorizeParams =>
  Object.fromEntries(AUTHORIZE_FIELDS.map((f) => [f, get(f) ?? ''])) as AuthorizeParams;

/** The granted scope: the known ones asked for, in their order; null when none was asked for. */
export function grantedScope(asked: string): string | null {
  if (!asked.trim()) return null;
  const known = asked
    .split(/\s+/)
    .filter((s, i, all) => SUPPORTED_SCOPES.includes(s) && all.indexOf(s) === i);
  return known.join(' ');
}

export function checkAuthorize(
  config: ServerConfig,
  portalOrigin: string | undefined,
  p: AuthorizeParams,
): AuthorizeCheck {
  const client = knownClients(config).find((k) => k.id === p.client_id);
  if (!client) return { kind: 'page', message: 'This application is not known to the platform.' };
  // Registered redirect URIs, compared exactly (no prefix, no normalisation).
  if (!p.redirect_uri || !redirectUrisOf(client, portalOrigin).includes(p.redirect_uri))
    return { kind: 'page', message: 'The address to return to is not registered for this application.' };
  const back = (error: string, description: string): AuthorizeCheck => ({
    kind: 'redirect',
    error,
    description,
  });
  if (p.response_type !== 'code')
    return back('unsupported_response_type', "Only response_type 'code' is supported.");
  if (p.code_challenge_method !== 'S256')
    return back('invalid_request', "A PKCE code challenge with code_challenge_method 'S256' is required.");
  if (!/^[A-Za-z0-9_-]{43}$/.test(p.code_challenge))
    return back('invalid_request', 'The code challenge is not valid.');
  if (!p.state || p.state.length > 512) return back('invalid_request', 'The state is missing or too long.');
  if (p.nonce.length > 512) return back('invalid_request', 'The nonce is too long.');
  const scope = grantedScope(p.scope);
  if (scope !== null && !scope.split(' ').includes('openid'))
    return back('invalid_scope', "The scope must include 'openid'.");
  return { kind: 'ok', client, scope };
}

/** The redirect that answers a request: its code, or its error; with the state and the issuer. */
export function answerUrl(p: AuthorizeParams, issuer: string, answer: Record<string, string>): string {
  const url = new URL(p.redirect_uri);
  for (const [k, v] of Object.entries(answer)) url.searchParams.set(k, v);
  if (p.state) url.searchParams.set('state', p.state);
  url.searchParams.set('iss', issuer);
  return url.toString();
}
