// Bulk work on users (USER-08): an import of rows, an action on chosen users, a user created with
// their extension. An import's rows are checked one by one when the task runs (userCreateSchema),
// so that good rows are kept and each bad one is reported with its reason.

import { BULK_IMPORT_ROWS_MAX, BULK_USERS_MAX } from '../userRules';
import { changeFields } from './phoneNumberBulk';
import { extensionNumberSchema, userCreateSchema } from './user';
import { z } from './zod';

const bounded = <T extends z.ZodType>(item: T, empty: string, max: number, cap: string) =>
  z.array(item, { error: empty }).min(1, { error: empty }).max(max, { error: cap });

const count = (n: number) => n.toLocaleString('en-US');

export const bulkImportSchema = z
  .object({
    users: bounded(
      z.looseObject({
        /** The row's number in the file, for the result; its position when absent. */
        rowNumber: z.number().int().positive().optional(),
      }),
      'Send at least one user.',
      BULK_IMPORT_ROWS_MAX,
      `A bulk import can hold at most ${count(BULK_IMPORT_ROWS_MAX)} rows.`,
    ),
  })
  .meta({
    id: 'BulkImport',
    description: 'Rows of new users (the fields of UserCreate, plus extension and mobile as text).',
  });

export const bulkUserIdsSchema = z
  .object({
    userIds: bounded(
      z.union([z.number(), z.string()]),
      'Choose at least one user.',
      BULK_USERS_MAX,
      `A bulk request can hold at most ${count(BULK_USERS_MAX)} users.`,
    ),
  })
  .meta({ id: 'BulkUserIds', description: 'The users to act on; each is acted on once.' });

export const userWithExtensionSchema = z
  .object({
    user: userCreateSchema,
    assignments: z
      .object({
        /** The next free number when absent. */
        extension: extensionNumberSchema.optional(),
        servicePlan: z.string().optional(),
      })
      .optional(),
    setVmPinToken: z.boolean().optional(),
  })
  .meta({ id: 'UserWithExtension', description: 'A new user and their extension, in one call.' });

/** C-330: a caller-id name for each chosen user, set on the numbers of their extensions. */
export const bulkCallerIdSchema = z
  .object({
    users: bounded(
      z.object({
        userId: z.union([z.number(), z.string()], { error: 'userId is the id of a user of the account.' }),
        callerIdName: changeFields.callerIdName.callerIdName,
      }),
      'Choose at least one user.',
      BULK_USERS_MAX,
      `A bulk request can hold at most ${count(BULK_USERS_MAX)} users.`,
    ),
  })
  .meta({ id: 'BulkCallerIdUpdate', description: 'Each user and the caller-id name their numbers show.' });
