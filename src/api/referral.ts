// The referral programme's public calls (issue 24 item 4; C-473, C-475, C-476; decision 0115).
// They carry no bearer token (a referrer has no portal session), so, like the sign-in's token
// calls, they do not go through the client's 401-retry path.
import { ofetch } from 'ofetch';
import type { ApiClient } from './client';
import { ApiFailure } from './failure';

export interface Referrer {
  id: number;
  name: string;
  company: string;
  email: string;
  shareLink: string;
}

async function publicPost<T>(client: ApiClient, path: string, body: unknown): Promise<T> {
  const url = `${client.baseUrl('ucaas')}/api/ucaas/referral/${path}`;
  const res = await ofetch.raw<T>(url, {
    method: 'POST',
    body: body as Record<string, unknown>,
    headers: { accept: 'application/json' },
    credentials: 'omit',
    ignoreResponseError: true,
    retry: 0,
  });
  if (res.status >= 400) throw new ApiFailure({ status: res.status, url, body: res._data });
  return res._data as T;
}

export const registerReferrer = (
  client: ApiClient,
  body: { code: string; name: string; company: string; email: string; password: string },
) => publicPost<Referrer>(client, 'register', body);

export const signInReferrer = (client: ApiClient, body: { code: string; email: string; password: string }) =>
  publicPost<Referrer>(client, 'login', body);

export const forgotReferrerPassword = (client: ApiClient, body: { code: string; email: string }) =>
  publicPost<{ message: string }>(client, 'forgot-password', body);

export const resetReferrerPassword = (
  client: ApiClient,
  body: { code: string; token: string; password: string },
) => publicPost<Referrer>(client, 'reset-password', body);
