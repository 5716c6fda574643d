// Schedule calls (CALL-03, C-420 and our own one, create, change, delete).

import type { Destination, Schedule } from '../../domain/schemas/callFlow';
import type { ScheduleBody } from '../../domain/schemas/callHandling/flows';
import type { ApiClient } from '../client';

export interface ScheduleRecord {
  id: number;
  accountId: number;
  name: string;
  timeZone: string | null;
  effectiveTimeZone: string;
  hours: Schedule['hours'];
  holidays: Schedule['holidays'];
  open: Destination;
  closed: Destination;
  holiday: Destination | null;
}

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
