// The sign-in form's look-up of a typed login name (C-191, GET /v1/sso/username; decision 0121):
// whether its e-mail domain signs in through an account's own identity provider. Public, no
// bearer token; it says nothing of whether the user exists.
import type { SsoLookup } from '../domain/session';
import { ApiFailure } from './failure';

export async function lookUpSso(
  authBase: string,
  loginName: string,
  fetchFn?: typeof fetch,
  signal?: AbortSignal,
): Promise<SsoLookup> {
  const url = `${authBase}/v1/sso/username?${new URLSearchParams({ username: loginName })}`;
  const res = await (fetchFn ?? fetch)(url, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  });
  const body = await res.json().catch(() => undefined);
  if (!res.ok) throw new ApiFailure({ status: res.status, url, body });
  return body as SsoLookup;
}
