// Schedule calls (CALL-03, C-420 and our own one, create, change, delete).

import type { ScheduleBody, ScheduleRecord } from '../../domain/schemas/callHandling/flows';
import type { ApiClient } from '../client';

// The answer's type lives with its schema; re-exported for the callers of these functions.
export type { ScheduleRecord } from '../../domain/schemas/callHandling/flows';

/** C-420: the account's schedules, and the account's zone (a schedule without its own uses it). */
export const listSchedules = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{ timeZone: string; schedules: ScheduleRecord[] }>('schedules', {
    params: { accountId },
    signal,
  });

export const getSchedule = (client: ApiClient, accountId: number, scheduleId: number, signal?: AbortSignal) =>
  client.call<ScheduleRecord>('schedule', { params: { accountId, scheduleId }, signal });

export const createSchedule = (
  client: ApiClient,
  accountId: number,
  body: ScheduleBody,
  signal?: AbortSignal,
) => client.call<ScheduleRecord>('schedules', { method: 'post', params: { accountId }, body, signal });

export const updateSchedule = (
  client: ApiClient,
  accountId: number,
  scheduleId: number,
  body: ScheduleBody,
  signal?: AbortSignal,
) =>
  client.call<ScheduleRecord>('schedule', { method: 'put', params: { accountId, scheduleId }, body, signal });

export const deleteSchedule = (
  client: ApiClient,
  accountId: number,
  scheduleId: number,
  signal?: AbortSignal,
) => client.call<unknown>('schedule', { method: 'delete', params: { accountId, scheduleId }, signal });
