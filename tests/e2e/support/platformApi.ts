// The platform's API as a test reads it from outside the browser: to prove what the portal did
// (or did not) write, by asking the server rather than trusting the page.
import { baseUrl } from './browser';

/** An access token for a password sign-in against `base` (the shared server by default). */
export async function apiToken(loginName: string, password: string, base = baseUrl()): Promise<string> {
  const res = await fetch(`${base}/svc/auth/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: loginName,
      password,
      client_id: 'switchboard-portal',
    }),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${loginName} failed: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** GET a platform path (from /svc/...) with a token; the answer's JSON. */
export async function apiGet<T>(token: string, path: string, base = baseUrl()): Promise<T> {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}
