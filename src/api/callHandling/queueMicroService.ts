// CFG-04: whether an account's call-queue calls go to the call-queue microservice (the
// `callqueue` service of wgConfig.json) instead of ucaas. Only when useCallQueueMicroService is
// on: an account listed in cqMicroServiceAccounts, or one whose id ends in a digit listed in
// cqMicroServiceAccountsRange (decision 0093).
import type { WgConfig } from '../config';

/** The service family of the call-queue microservice. */
export const CALL_QUEUE_SERVICE = 'callqueue';

export function usesCallQueueMicroService(
  config: Pick<
    WgConfig,
    'useCallQueueMicroService' | 'cqMicroServiceAccounts' | 'cqMicroServiceAccountsRange'
  >,
  accountId: number,
): boolean {
  if (!config.useCallQueueMicroService || !Number.isInteger(accountId) || accountId <= 0) return false;
  if ((config.cqMicroServiceAccounts ?? []).includes(accountId)) return true;
  return (config.cqMicroServiceAccountsRange ?? []).includes(accountId % 10);
}

/** The family a call-queue call goes to for this account: the microservice's, or the endpoint's own. */
export function callQueueFamily(
  config: Pick<
    WgConfig,
    'services' | 'useCallQueueMicroService' | 'cqMicroServiceAccounts' | 'cqMicroServiceAccountsRange'
  >,
  accountId: unknown,
  family: string,
): string {
  // A configuration without the service keeps the calls where they were.
  if (!config.services?.[CALL_QUEUE_SERVICE]) return family;
  return usesCallQueueMicroService(config, Number(accountId)) ? CALL_QUEUE_SERVICE : family;
}
