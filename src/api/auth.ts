// The auth family's token calls (AUTH-01, AUTH-03). They carry no bearer token, so they do
// not go through the 401-retry path of the client.
import { ofetch } from 'ofetch';
import type { TokenGrant } from '../domain/session';
import type { ApiClient } from './client';
import { ApiFailure } from './failure';

export async function tokenCall(
  url: string,
  form: Record<string, string>,
  fetchFn?: typeof fetch,
): Promise<TokenGrant> {
  // A custom fetch is a global option of ofetch (create's second argument), not a request option.
  const $fetch = fetchFn ? ofetch.create({}, { fetch: fetchFn }) : ofetch;
  const res = await $fetch.raw<TokenGrant>(url, {
    method: 'POST',
    body: new URLSearchParams(form),
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    credentials: 'same-origin',
    ignoreResponseError: true,
    retry: 0,
  });
  if (res.status >= 400) throw new ApiFailure({ status: res.status, url, body: res._data });
  return res._data as TokenGrant;
}

export function passwordGrant(
  authBase: string,
  input: { username: string; password: string; clientId: string },
  fetchFn?: typeof fetch,
) {
  return tokenCall(
    `${authBase}/oauth/token`,
    { grant_type: 'password', username: input.username, password: input.password, client_id: input.clientId },
    fetchFn,
  );
}

/** With no refresh token in memory (after a reload) the HttpOnly cookie carries it. */
export function refreshGrant(
  authBase: string,
  input: { refreshToken?: string; clientId: string },
  fetchFn?: typeof fetch,
) {
  return tokenCall(
    `${authBase}/oauth/token`,
    {
      grant_type: 'refresh_token',
      ...(input.refreshToken ? { refresh_token: input.refreshToken } : {}),
      client_id: input.clientId,
    },
    fetchFn,
  );
}

export function signOut(client: ApiClient, signal?: AbortSignal) {
  return client.call<void>('signOut', { method: 'post', signal });
}

/**
 * An expired password changed before sign-in (issue 23, decision 0108): the sign-in answered
 * `password_expired`, so there is no token; the login name and current password stand for one.
 */
export async function changeExpiredPassword(
  authBase: string,
  input: { username: string; currentPassword: string; password: string },
  fetchFn?: typeof fetch,
): Promise<void> {
  const $fetch = fetchFn ? ofetch.create({}, { fetch: fetchFn }) : ofetch;
  const url = `${authBase}/v1/passwords/expired`;
  const res = await $fetch.raw(url, {
    method: 'POST',
    body: { username: input.username, current_password: input.currentPassword, password: input.password },
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    ignoreResponseError: true,
    retry: 0,
  });
  if (res.status >= 400) throw new ApiFailure({ status: res.status, url, body: res._data });
}
