// The pieces of a single sign-on through the platform's identity provider (decision 0014) that
// server tests build: a PKCE pair, the authorize parameters, and a form POST to the platform.
import { createHash, randomBytes } from 'node:crypto';

export const SSO_ORIGIN = 'http://localhost';
export const SSO_REDIRECT = `${SSO_ORIGIN}/?sso=callback`;

/** A new code verifier and its S256 challenge. */
export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The portal's authorize parameters for `challenge`, with any of them replaced by `over`. */
export const authorizeParams = (challenge: string, over: Record<string, string> = {}) => ({
  client_id: 'switchboard-portal',
  redirect_uri: SSO_REDIRECT,
  response_type: 'code',
  code_challenge: challenge,
  code_challenge_method: 'S256',
  state: 'state-123',
  ...over,
});

/** A form POST to a platform's app, as a browser on SSO_ORIGIN sends it. */
export const postForm = (
  on: { app: { request(url: string, init: RequestInit): Response | Promise<Response> } },
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  on.app.request(`${SSO_ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  });
