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
}

export interface BulkRowOutcome {
  rowNumber: number;
  status: 'pending' | 'ok' | 'error';
  message: string | null;
  userId: number | null;
}

/** A user of an import, with the row number of the CSV it came from. */
export type ImportUser = UserWrite & { rowNumber: number; extension?: string; mobile?: string };

export const startUserImport = (client: ApiClient, accountId: number, users: ImportUser[]) =>
  client.request<{ taskId: number }>('appserver', 'post', '/rest/account/{accountId}/users/bulkCreate', {
    params: { accountId },
    accountId,
    bulk: true,
    body: { users: users.map((u) => toPlatform({ ...u, mobile: u.mobile?.trim() || undefined })) },
  });

export const startPasswordReset = (client: ApiClient, accountId: number, userIds: number[]) =>
  client.request<{ taskId: number }>(
    'appserver',
    'post',
    '/rest/account/{accountId}/users/bulkPasswordReset',
    {
      params: { accountId },
      accountId,
      bulk: true,
      body: { userIds },
    },
  );

export const startWelcomeResend = (client: ApiClient, accountId: number, userIds: number[]) =>
  client.request<{ taskId: number }>(
    'appserver',
    'post',
    '/rest/account/{accountId}/users/bulkResendNewUserEmail',
    {
      params: { accountId },
      accountId,
      bulk: true,
      body: { userIds },
    },
  );

export const getBulkTask = (client: ApiClient, accountId: number, taskId: number) =>
  client.request<BulkTaskStatus>('appserver', 'get', '/rest/account/{accountId}/bulkTask/{taskId}', {
    params: { accountId, taskId },
    // Progress changes between polls: never from the cache.
    noCache: true,
  });

export const getBulkTaskRows = (client: ApiClient, accountId: number, taskId: number) =>
  client.request<{ taskId: number; rows: BulkRowOutcome[] }>(
    'appserver',
    'get',
    '/rest/account/{accountId}/bulkTask/{taskId}/rows',
    { params: { accountId, taskId }, noCache: true },
  );
