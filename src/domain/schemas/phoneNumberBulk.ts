// The bodies of the catalogue's bulk calls on phone numbers (NUM-04, decision 0090): each is the
// portal's bulk call (numberBulkSchema) said another way, and maps to one selection and one change.
// The appserver calls (C-337…C-347) take `{ selection, <the change's fields>, dryRun? }`; the
// ucaas calls (C-095…C-106, C-118, C-119) and the BYOC delete (C-348) take `{ phoneNumbers }`
// with the change's fields; the move (C-099) `{ accountId, phoneNumbers: [{ phoneNumber,
// productNumber }], batchSize? }`. Also the single number's edit of the number page.
import { MOVE_BATCH_MAX, MOVE_BATCH_MIN, NUMBERS_LIST_MAX, NUMBERS_PAGE_SIZE } from '../phoneNumbers';
import { listQuerySchema } from './listQuery';
import { numberChangeSchema, numberSelectionSchema } from './phoneNumber';
import { z } from './zod';

const [status, callerIdName, callerIdCode, customTag, provider, backupNumber, initialAssign] =
  numberChangeSchema.options;

/** The change's fields, by action, as the calls name them. */
export const changeFields = {
  status: { status: status.shape.status },
  callerIdName: { callerIdName: callerIdName.shape.callerIdName },
  callerIdCode: { callerId: callerIdCode.shape.callerId },
  customTag: { customTag: customTag.shape.customTag },
  provider: { provider: provider.shape.provider },
  backupNumber: { backupNumber: backupNumber.shape.backupNumber },
  initialAssign: { initialAssign: initialAssign.shape.initialAssign },
};

const dryRun = z.boolean().optional();

/** An appserver bulk call of one action: a selection, the change's fields, and dryRun. */
export const bulkActionSchema = <F extends z.ZodRawShape>(id: string, fields: F) =>
  z
    .object({ selection: numberSelectionSchema, dryRun, ...fields })
    .meta({ id, description: `A bulk change of phone numbers (${id}).` });

/** The numbers a ucaas bulk call names. */
export const phoneNumberListSchema = z
  .array(z.string(), { error: 'Choose at least one number.' })
  .min(1, { error: 'Choose at least one number.' })
  .max(NUMBERS_LIST_MAX, {
    error: `Name at most ${NUMBERS_LIST_MAX.toLocaleString('en-US')} numbers; choose more by a search.`,
  });

/** A ucaas bulk call of one action: the numbers, the change's fields, and dryRun. */
export const numbersActionSchema = <F extends z.ZodRawShape>(id: string, fields: F) =>
  z
    .object({ phoneNumbers: phoneNumberListSchema, dryRun, ...fields })
    .meta({ id, description: `A change of the numbers named (${id}).` });

/** C-099: the numbers to move, each with its product number, and the account they go to. */
export const moveToAccountSchema = z
  .object({
    accountId: z.number({ error: 'Choose the account to move to.' }).int().positive(),
    phoneNumbers: z
      .array(z.object({ phoneNumber: z.string(), productNumber: z.string().nullable().optional() }), {
        error: 'Choose at least one number.',
      })
      .min(1, { error: 'Choose at least one number.' })
      .max(NUMBERS_LIST_MAX, { error: `Name at most ${NUMBERS_LIST_MAX.toLocaleString('en-US')} numbers.` }),
    batchSize: z.number().int().min(MOVE_BATCH_MIN).max(MOVE_BATCH_MAX).optional(),
    dryRun,
  })
  .meta({ id: 'PhoneNumbersMoveToAccount', description: 'Numbers moved to another account (C-099).' });

/** The number page's edit of one number: any of its fields, each checked as the bulk change's. */
export const numberEditSchema = z
  .object({
    callerIdName: changeFields.callerIdName.callerIdName.optional(),
    callerId: changeFields.callerIdCode.callerId.optional(),
    customTag: changeFields.customTag.customTag.optional(),
    backupNumber: changeFields.backupNumber.backupNumber.optional(),
    initialAssign: changeFields.initialAssign.initialAssign.optional(),
    status: changeFields.status.status.optional(),
  })
  .meta({ id: 'PhoneNumberEdit', description: 'A change to one phone number from its page.' });
export type NumberEdit = z.output<typeof numberEditSchema>;

/** What a bulk start answers: the task to poll, and how many numbers it acts on. */
export const numberTaskStartedSchema = z
  .object({ taskId: z.number(), status: z.string(), total: z.number() })
  .meta({ id: 'PhoneNumbersTaskStarted', description: 'The task a bulk change runs as.' });

/** C-103: the account's numbers a caller id code may be, a list like every other (REQ-11). */
export const callerIdCodeListQuerySchema = listQuerySchema({
  sortFields: ['phoneNumber'],
  defaultSort: 'phoneNumber',
  pageSize: NUMBERS_PAGE_SIZE,
});
