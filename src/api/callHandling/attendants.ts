// Auto-attendant calls (CALL-03, C-152, C-153, C-421): one function per endpoint.

import type {
  AttendantBody,
  AttendantCreateInput,
  AttendantRecord,
} from '../../domain/schemas/callHandling/flows';
import type { ApiClient } from '../client';

// The answer's type lives with its schema; re-exported for the callers of these functions.
export type { AttendantRecord } from '../../domain/schemas/callHandling/flows';

/** C-421: the account's auto-attendants. */
export const listAttendants = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client
    .call<{ virtualReceptionists: AttendantRecord[] }>('attendants', { params: { accountId }, signal })
    .then((a) => a.virtualReceptionists);

/** C-152: one auto-attendant by its extension id. */
export const getAttendant = (client: ApiClient, vrId: number, signal?: AbortSignal) =>
  client.call<AttendantRecord>('attendant', { params: { vrId }, signal });

/** C-153: change its menu. */
export const updateAttendant = (
  client: ApiClient,
  vrId: number,
  change: AttendantBody,
  signal?: AbortSignal,
) => client.call<AttendantRecord>('attendant', { method: 'put', params: { vrId }, body: change, signal });

/** A new auto-attendant with an empty menu (decision 0099). */
export const createAttendant = (
  client: ApiClient,
  accountId: number,
  attendant: AttendantCreateInput,
  signal?: AbortSignal,
) =>
  client.call<AttendantRecord>('attendants', {
    method: 'post',
    params: { accountId },
    body: attendant,
    signal,
  });

/** Delete an auto-attendant (its extension and menu); 409 while something sends calls to it. */
export const deleteAttendant = (client: ApiClient, vrId: number, signal?: AbortSignal) =>
  client.call<{ deleted: true }>('nodeDelete', { method: 'delete', params: { deviceKitId: vrId }, signal });
