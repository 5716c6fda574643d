// A user's grant of a privilege on one of their objects to a colleague (C-040/C-041; decision
// 0118). The PUT takes it as a body, the DELETE as its query (the catalogue's words).
import { rowIdSchema } from './common';
import { z } from './zod';

const grantFields = {
  granteeUserId: rowIdSchema('granteeUserId is the id of a user of the account.'),
  privObjectTypeId: rowIdSchema('privObjectTypeId is the id of a kind of object.'),
  privObjectId: rowIdSchema('privObjectId is the id of the object.'),
};

export const grantedPrivilegeSchema = z.object(grantFields).meta({ id: 'GrantedPrivilege' });
export type GrantedPrivilege = z.output<typeof grantedPrivilegeSchema>;

const queryId = (message: string) => z.coerce.number({ error: message }).pipe(rowIdSchema(message));

export const grantedPrivilegeQuerySchema = z.object({
  granteeUserId: queryId('granteeUserId is the id of a user of the account.'),
  privObjectTypeId: queryId('privObjectTypeId is the id of a kind of object.'),
  privObjectId: queryId('privObjectId is the id of the object.'),
});

/** The header some grant-privileges paths add (REQ-04, decision 0009). */
export const ACCOUNT_ID_HEADER_NAME = 'X-Account-Id';
