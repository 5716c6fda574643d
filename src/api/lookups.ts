// Lookups swallow errors and answer empty defaults (ERR-09): an empty list or object, false, zero
// counts; a secret question that cannot be read is 'no response', and a line registration that
// cannot be read has the status 'Currently not available'. An aborted call still rejects.
import type { ApiClient } from './client';

export const NO_RESPONSE = 'no response';
export const REGISTRATION_UNAVAILABLE = 'Currently not available';

export async function lookup<T>(
  call: () => Promise<T>,
  fallback: T,
  log: (...args: unknown[]) => void = console.warn,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if ((error as { name?: string })?.name === 'AbortError') throw error;
    log('[lookup] answered the default after:', (error as Error)?.message ?? error);
    return fallback;
  }
}

export interface SecurityQuestion {
  id: number;
  question: string;
}

/** cat §7.4 (C-164): the security questions a user may pick from; the platform answers a list page. */
export const getSecurityQuestions = (client: ApiClient, signal?: AbortSignal) =>
  lookup(
    async () => (await client.call<{ items: SecurityQuestion[] }>('securityQuestions', { signal })).items,
    [] as SecurityQuestion[],
  );

/** cat §7.5: the user's secret question, or 'no response'. */
export const getSecretQuestion = (client: ApiClient, userId: number, signal?: AbortSignal) =>
  lookup(
    async () =>
      (await client.call<{ question: string }>('secretQuestion', { params: { userId }, signal })).question ??
      NO_RESPONSE,
    NO_RESPONSE,
  );

export interface LineRegistration {
  status: string;
  [field: string]: unknown;
}

/** cat §7.11: a line's registration, or the status 'Currently not available'. */
export const getLineRegistration = (client: ApiClient, lineId: number | string, signal?: AbortSignal) =>
  lookup(() => client.call<LineRegistration>('lineRegistration', { params: { lineId }, signal }), {
    status: REGISTRATION_UNAVAILABLE,
  } as LineRegistration);
