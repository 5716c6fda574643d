// Bulk tasks of the application server (cat §7.10): start, poll by task id, read the rows.
// Bulk calls carry the account id and are refused without one before any request (cat §5).
import type { JobKind } from '../domain/jobKinds';
import type { ApiClient } from './client';
import type { UserWrite } from './users';
import { toPlatform } from './userTransform';

export interface BulkTaskStatus {
  taskId: number;
  kind: JobKind;
  status: 'queued' | 'running' | 'done' | 'partial' | 'failed';
  total: number;
  processed: number;
  succeeded: number;
  failed: number;
  /** Rows per batch, the task's batches and those done (progress per batch). */
  batchSize?: number;
  batches?: number;
  batchesDone?: number;
}

export interface BulkRowOutcome {
  rowNumber: number;
  status: 'pending' | 'ok' | 'error';
  message: string | null;
  /** What the row is about, by the task's kind (the user or the device made or acted on). */
  subjectId: number | null;
}

/** A user of an import, with the row number of the CSV it came from. */
export type ImportUser = UserWrite & { rowNumber: number; extension?: string; mobile?: string };

export const startUserImport = (
  client: ApiClient,
  accountId: number,
  users: ImportUser[],
  signal?: AbortSignal,
) =>
  client.call<{ taskId: number }>('bulkUserImport', {
    method: 'post',
    params: { accountId },
    accountId,
    body: { users: users.map((u) => toPlatform({ ...u, mobile: u.mobile?.trim() || undefined })) },
    signal,
  });

export const startPasswordReset = (
  client: ApiClient,
  accountId: number,
  userIds: number[],
  signal?: AbortSignal,
) =>
  client.call<{ taskId: number }>('bulkPasswordReset', {
    method: 'post',
    params: { accountId },
    accountId,
    body: { userIds },
    signal,
  });

export const startWelcomeResend = (
  client: ApiClient,
  accountId: number,
  userIds: number[],
  signal?: AbortSignal,
) =>
  client.call<{ taskId: number }>('bulkWelcomeResend', {
    method: 'post',
    params: { accountId },
    accountId,
    body: { userIds },
    signal,
  });

/** Progress changes between polls: never from the cache (the catalogue says so). */
export const getBulkTask = (client: ApiClient, accountId: number, taskId: number, signal?: AbortSignal) =>
  client.call<BulkTaskStatus>('bulkTask', { params: { accountId, taskId }, signal });

export const getBulkTaskRows = (client: ApiClient, accountId: number, taskId: number, signal?: AbortSignal) =>
  client.call<{ taskId: number; rows: BulkRowOutcome[] }>('bulkTaskRows', {
    params: { accountId, taskId },
    signal,
  });
