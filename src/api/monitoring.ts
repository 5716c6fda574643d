// Call monitoring (REC-03, decision 0105): the account's monitoring and its bulk change, a task
// polled at bulkTask (src/api/bulk.ts) by the bulk task machine.
import type { CallMonitoring, MonitorBulk, MonitoringChange } from '../domain/schemas/monitoring';
import type { ApiClient } from './client';

export const getCallMonitoring = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<CallMonitoring>('callMonitoring', { params: { accountId }, signal });

export const changeCallMonitoring = (
  client: ApiClient,
  accountId: number,
  change: MonitoringChange,
  signal?: AbortSignal,
) =>
  client.call<CallMonitoring>('callMonitoring', {
    method: 'put',
    params: { accountId },
    body: change,
    signal,
  });

/** Starts the bulk change (C-555); the task's rows are the extensions. */
export const startMonitoringBulk = (
  client: ApiClient,
  accountId: number,
  change: MonitorBulk,
  signal?: AbortSignal,
) =>
  client.call<{ taskId: number }>('callMonitoringBulk', {
    method: 'post',
    params: { accountId },
    accountId,
    body: change,
    signal,
  });
