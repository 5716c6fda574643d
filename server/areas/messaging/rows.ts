// The rows the messaging routes act on (decision 0075): a user named by the messages service's
// externalId (the user's id), and an auto attendant (its extension id) for its business inbox.

import { userRows } from '../../auth/rows';
import { attendantRows } from '../callHandling/attendantStore';

export const byExternalId = { row: userRows, param: 'externalId' } as const;
export const byAttendant = { row: attendantRows, param: 'autoAttendantId' } as const;
export type AttendantRowOf = NonNullable<Awaited<ReturnType<typeof attendantRows.load>>>['row'];
