// NUM-04: the portal's one bulk call on phone numbers (decision 0090): a selection and a change,
// started as a task polled by id (getBulkTask), or only tried (dryRun). REQ-08: the call is
// retried after no answer or a 5xx (the endpoint's `retries`), every attempt with the same
// Idempotency-Key, so a start that did reach the server is not started twice.
import type { NumberBulk, NumberDryRun } from '../domain/schemas/phoneNumber';
import type { ApiClient } from './client';

/** A key for one user action (a click of Apply): its retries repeat it. */
export const newRequestKey = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export const startNumberBulk = (
  client: ApiClient,
  accountId: number,
  bulk: Omit<NumberBulk, 'dryRun'>,
  requestKey: string = newRequestKey(),
  signal?: AbortSignal,
) =>
  client.call<{ taskId: number; status: string; total: number }>('phoneNumbersBulk', {
    method: 'post',
    params: { accountId },
    accountId,
    body: bulk,
    headers: { 'Idempotency-Key': requestKey },
    signal,
  });

export const tryNumberBulk = (
  client: ApiClient,
  accountId: number,
  bulk: Omit<NumberBulk, 'dryRun'>,
  signal?: AbortSignal,
) =>
  client.call<NumberDryRun>('phoneNumbersBulk', {
    method: 'post',
    params: { accountId },
    accountId,
    body: { ...bulk, dryRun: true },
    signal,
  });
