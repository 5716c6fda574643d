// MFA (issue 23; SEC-03; decision 0109): one's own methods and recovery codes, a user's methods
// for administrators, the account's enforcement; and the sign-in's second step, which, like the
// password grant, carries no bearer token (src/api/auth.ts).
import type { MfaMethod, MfaMethodCreate, MyMfa, TotpEnrolment } from '../domain/security/mfa';
import type { TokenGrant } from '../domain/session';
import { tokenCall } from './auth';
import type { ApiClient } from './client';
import { ApiFailure } from './failure';

export const getMyMfa = (client: ApiClient, signal?: AbortSignal) =>
  client.call<MyMfa>('mfaMethodsSelf', { signal });

export const startMyMfaMethod = (client: ApiClient, body: MfaMethodCreate, signal?: AbortSignal) =>
  client.call<TotpEnrolment | { method: MfaMethod; sentTo: string }>('mfaMethodsSelf', {
    method: 'post',
    body,
    signal,
  });

export const confirmMyMfaMethod = (client: ApiClient, methodId: number, code: string, signal?: AbortSignal) =>
  client.call<{ method: MfaMethod; recoveryCodes?: string[] }>('mfaVerification', {
    method: 'post',
    body: { methodId, code },
    signal,
  });

export const removeMyMfaMethod = (client: ApiClient, mfaId: number, signal?: AbortSignal) =>
  client.call<{ deleted: number }>('mfaMethodSelf', { method: 'delete', params: { mfaId }, signal });

export const newMyRecoveryCodes = (client: ApiClient, signal?: AbortSignal) =>
  client.call<{ recoveryCodes: string[] }>('mfaRecoveryCodesSelf', { method: 'post', signal });

export const getUserMfaMethods = (client: ApiClient, userId: number, signal?: AbortSignal) =>
  client.call<{ items: MfaMethod[] }>('mfaUserMethods', { params: { userId }, signal });

export const removeUserMfaMethod = (client: ApiClient, mfaId: number, signal?: AbortSignal) =>
  client.call<{ deleted: number }>('mfaMethod', { method: 'delete', params: { mfaId }, signal });

export const getMfaEnforcement = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{ accountId: number; enforced: boolean }>('mfaEnforcement', { params: { accountId }, signal });

export const setMfaEnforcement = (
  client: ApiClient,
  accountId: number,
  enforced: boolean,
  signal?: AbortSignal,
) =>
  client.call<{ accountId: number; enforced: boolean }>('mfaEnforcement', {
    method: 'put',
    params: { accountId },
    body: { enforced },
    signal,
  });

/** The second step of a sign-in: the challenge's token and a code (grant `mfa`). */
export function mfaGrant(
  authBase: string,
  input: { mfaToken: string; otp: string; clientId: string },
  fetchFn?: typeof fetch,
): Promise<TokenGrant> {
  return tokenCall(
    `${authBase}/oauth/token`,
    { grant_type: 'mfa', mfa_token: input.mfaToken, otp: input.otp, client_id: input.clientId },
    fetchFn,
  );
}

/** At the second step: send an e-mail code, or start the authenticator one must enrol. */
export async function mfaRequest(
  authBase: string,
  input: { mfaToken: string; method: 'totp' | 'email' },
  fetchFn?: typeof fetch,
): Promise<{ method: 'email'; sentTo: string } | ({ method: 'totp' } & Omit<TotpEnrolment, 'method'>)> {
  const url = `${authBase}/mfa/request`;
  const res = await (fetchFn ?? fetch)(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ mfa_token: input.mfaToken, method: input.method }),
    credentials: 'same-origin',
  });
  const body = await res.json().catch(() => undefined);
  if (!res.ok) throw new ApiFailure({ status: res.status, url, body });
  return body;
}
