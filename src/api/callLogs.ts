// A user's call logs (cat §7.1: GET /api/ucaas/user/{userId}/v2/calllogs).
import type { ApiClient } from './client';

export interface CallRecord {
  id: number;
  direction: 'inbound' | 'outbound' | 'internal';
  fromNumber: string;
  toNumber: string;
  startedAt: string;
  durationSeconds: number;
  result: string;
}

export const getCallLogs = (
  client: ApiClient,
  userId: number,
  page: { limit?: number; offset?: number } = {},
  signal?: AbortSignal,
) =>
  client.call<{ total: number; items: CallRecord[] }>('callLogs', {
    params: { userId },
    query: { limit: page.limit ?? 50, offset: page.offset ?? 0 },
    signal,
  });
