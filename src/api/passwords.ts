// Passwords, secret questions and policies (issue 23, sec-pw; decision 0108).
import type { PasswordPolicy, SecretQuestion } from '../domain/security/passwords';
import type { EffectivePolicy } from '../domain/security/policies';
import type { ApiClient } from './client';

export const getPasswordPolicy = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<PasswordPolicy>('passwordPolicy', { params: { accountId }, signal });

export const savePasswordPolicy = (
  client: ApiClient,
  accountId: number,
  body: PasswordPolicy,
  signal?: AbortSignal,
) => client.call<PasswordPolicy>('passwordPolicy', { method: 'put', params: { accountId }, body, signal });

export const changeOwnPassword = (
  client: ApiClient,
  body: { current_password: string; password: string },
  signal?: AbortSignal,
) => client.call<{ userId: number; changedAt: string }>('ownPassword', { method: 'put', body, signal });

export const getUserPolicy = (client: ApiClient, userId: number, signal?: AbortSignal) =>
  client.call<EffectivePolicy>('userPolicy', { params: { userId }, signal });

export const listSecretQuestions = (client: ApiClient, signal?: AbortSignal) =>
  client.call<{ total: number; items: SecretQuestion[] }>('secretQuestions', { signal });

export interface OwnSecretQuestion {
  userId: number;
  question_id: number | null;
  question: string | null;
  updatedAt: string | null;
}

export const getOwnSecretQuestion = (client: ApiClient, signal?: AbortSignal) =>
  client.call<OwnSecretQuestion>('ownSecretQuestion', { signal });

export const saveOwnSecretQuestion = (
  client: ApiClient,
  body: { question_id: number; answer: string },
  signal?: AbortSignal,
) => client.call<OwnSecretQuestion>('ownSecretQuestion', { method: 'put', body, signal });

export const createOwnSecretQuestion = (
  client: ApiClient,
  body: { question_id: number; answer: string },
  signal?: AbortSignal,
) => client.call<OwnSecretQuestion>('ownSecretQuestion', { method: 'post', body, signal });

/** C-197: the user chooses a new password at the next sign-in unless mustChange is false. */
export const resetUserPassword = (
  client: ApiClient,
  userId: number,
  body: { password: string; mustChange?: boolean },
  signal?: AbortSignal,
) => client.call<{ userId: number }>('passwordReset', { method: 'put', params: { userId }, body, signal });

/** C-198 */
export const setUserPassword = (
  client: ApiClient,
  userId: number,
  body: { password: string; mustChange?: boolean },
  signal?: AbortSignal,
) => client.call<{ userId: number }>('userPassword', { method: 'put', params: { userId }, body, signal });

/** C-204: one's own. */
export const getPasswordExpired = (client: ApiClient, signal?: AbortSignal) =>
  client.call<{ isPasswordExpired: boolean; changedAt: string | null; expiresAt: string | null }>(
    'passwordExpired',
    { signal },
  );

/** C-110: reset a user's password (by login name): a task of one row, followed by id (decision 0118). */
export const startAdminPasswordReset = (
  client: ApiClient,
  accountId: number,
  loginName: string,
  signal?: AbortSignal,
) =>
  client.call<{ taskId: number; status: string; total: number; userId: number }>('adminPasswordReset', {
    params: { accountId, loginName },
    signal,
  });
