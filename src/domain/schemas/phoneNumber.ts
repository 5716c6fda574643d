// Phone numbers (issue 17, NUM-01..07): the number as answered, the list and its enhanced
// search, the selection a bulk change acts on, the changes, and a dry run's answer. One schema per
// resource, shared by the server, the API reference and the portal's forms.
import {
  MOVE_BATCH_MAX,
  MOVE_BATCH_MIN,
  NUMBER_PROVIDERS,
  NUMBER_STATUSES,
  NUMBERS_LIST_MAX,
  NUMBERS_PAGE_SIZE,
  SETTABLE_STATUSES,
} from '../phoneNumbers';
import { listQuerySchema } from './listQuery';
import { z } from './zod';

/** NUM-01: a number as every list and page answers it. */
export const phoneNumberSchema = z
  .object({
    id: z.number(),
    /** Digits with the country code, no '+' (18005550100). */
    phoneNumber: z.string(),
    country: z.string(),
    productNumber: z.string().nullable(),
    provider_name: z.string(),
    initial_assign: z.string().nullable(),
    callerId: z.string().nullable(),
    /** The caller-id name (CNAM) shown with calls from the number. */
    callerIdName: z.string().nullable(),
    customTag: z.string().nullable(),
    /** NUM-05: a single space when blank. */
    backupNumber: z.string().nullable(),
    status: z.enum(NUMBER_STATUSES),
    tollFree: z.boolean(),
    /** The extension the number rings, when it is assigned. */
    extensionId: z.number().nullable(),
    extensionNumber: z.string().nullable(),
    /** The name of the extension's user (or the extension's own name). */
    assignedTo: z.string().nullable(),
  })
  .meta({ id: 'PhoneNumber', description: 'A phone number of an account (NUM-01).' });
export type PhoneNumber = z.output<typeof phoneNumberSchema>;

/** The columns a list sorts and filters by, as the answer names them. */
export const NUMBER_COLUMNS = [
  'phoneNumber',
  'status',
  'provider_name',
  'customTag',
  'callerId',
  'callerIdName',
  'initial_assign',
  'country',
  'productNumber',
  'backupNumber',
  'extensionNumber',
] as const;
export type NumberColumn = (typeof NUMBER_COLUMNS)[number];

/** NUM-02: the numbers list (v0 and v1): 750 rows a page, offset paging, server sort. */
export const numbersListQuerySchema = listQuerySchema({
  sortFields: NUMBER_COLUMNS,
  defaultSort: 'phoneNumber',
  pageSize: NUMBERS_PAGE_SIZE,
  keyword: 'Digits of the number, the caller-id name or the custom tag.',
  filters: {
    status: z.string().optional().describe('A status; NUM-03 rules (available also matches Assigned).'),
    provider: z.string().optional().describe('A provider name.'),
    customTag: z.string().optional().describe('A custom tag name.'),
    tollFree: z.enum(['true', 'false']).optional().describe('Only toll-free (true) or only local (false).'),
  },
});

/** The answer of a list page: the rows, the counts of the whole account and of the match. */
export const numbersPageSchema = z
  .object({
    items: z.array(phoneNumberSchema),
    /** Numbers matching the query (all pages). */
    total: z.number(),
    offset: z.number(),
    pageSize: z.number(),
  })
  .meta({ id: 'PhoneNumbersPage', description: 'One page of the numbers list.' });

/** C-336: the account's counts (NUM-01). */
export const numbersCountSchema = z.object({ totalCount: z.number(), tollFreeCount: z.number() }).meta({
  id: 'PhoneNumbersCount',
  description: 'How many numbers the account has, and how many are toll-free.',
});

/**
 * NUM-02: the v1 enhanced search (PUT). `fieldKeywords` narrows by column: each keyword must be
 * found (any case, anywhere) in its column; `fields` names the columns each item answers (every
 * column when absent). Paging is the list's: `_offset`/`_pageSize` in the query string.
 */
export const numbersSearchSchema = z
  .object({
    fields: z.array(z.enum(NUMBER_COLUMNS)).optional(),
    fieldKeywords: z.partialRecord(z.enum(NUMBER_COLUMNS), z.string().max(100)).optional(),
    /** An ISO country (US, GB, AU, IN). */
    countryCode: z.string().length(2, { error: 'countryCode is a two-letter country, like US.' }).optional(),
    orderBy: z
      .enum(NUMBER_COLUMNS, { error: `orderBy must be one of ${NUMBER_COLUMNS.join(', ')}.` })
      .optional(),
    sortDir: z
      .string()
      .transform((v) => v.toUpperCase())
      .pipe(z.enum(['ASC', 'DESC'], { error: 'sortDir is ASC or DESC.' }))
      .optional(),
    /** 'tollFree' or 'local': both when absent. */
    serviceTypes: z.array(z.enum(['tollFree', 'local'])).optional(),
    /** Any text: digits of the number, the caller-id name or the tag. */
    keyword: z.string().max(100).optional(),
  })
  .meta({ id: 'PhoneNumbersSearch', description: 'The v1 enhanced search of an account’s numbers.' });
export type NumbersSearch = z.output<typeof numbersSearchSchema>;

/**
 * Which numbers a bulk change acts on: the numbers named (a selection across pages), or every
 * number the search matches (all 40,000 of them, not the page), less those unticked.
 */
export const numberSelectionSchema = z.union([
  z.object({
    phoneNumbers: z
      .array(z.string(), { error: 'Choose at least one number.' })
      .min(1, { error: 'Choose at least one number.' })
      .max(NUMBERS_LIST_MAX, {
        error: `Name at most ${NUMBERS_LIST_MAX.toLocaleString('en-US')} numbers; choose more by a search.`,
      }),
  }),
  z.object({
    filter: numbersSearchSchema,
    except: z.array(z.string()).max(NUMBERS_LIST_MAX).optional(),
  }),
]);
export type NumberSelection = z.output<typeof numberSelectionSchema>;

const text = (max: number, what: string) =>
  z
    .string({ error: `Enter ${what}.` })
    .trim()
    .max(max, { error: `${what} has at most ${max} characters.` });

/** NUM-04: the change a bulk task makes to each chosen number. */
export const numberChangeSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('status'),
    status: z.enum(SETTABLE_STATUSES as [string, ...string[]], {
      error: `Choose one of ${SETTABLE_STATUSES.join(', ')}.`,
    }),
  }),
  z.object({ action: z.literal('callerIdName'), callerIdName: text(15, 'A caller-id name') }),
  z.object({
    action: z.literal('callerIdCode'),
    callerId: z
      .string()
      .trim()
      .regex(/^\+?\d{7,15}$/, { error: 'Enter a caller id of 7 to 15 digits.' }),
  }),
  z.object({ action: z.literal('customTag'), customTag: z.string().trim().max(50).nullable() }),
  z.object({
    action: z.literal('provider'),
    provider: z.enum(NUMBER_PROVIDERS, { error: 'Choose a provider.' }),
  }),
  /** NUM-05: blank clears it (stored and sent as a single space). */
  z.object({
    action: z.literal('backupNumber'),
    backupNumber: z
      .string()
      .regex(/^(\s*|\+?\d{7,15})$/, { error: 'Enter a number of 7 to 15 digits, or leave it blank.' }),
  }),
  z.object({ action: z.literal('initialAssign'), initialAssign: text(50, 'An initial assignment') }),
  z.object({ action: z.literal('removeFromUse') }),
  z.object({ action: z.literal('removeFromAccount') }),
  z.object({ action: z.literal('provision') }),
  /** BYOC numbers only; the others are refused. */
  z.object({ action: z.literal('deleteByoc') }),
  z.object({
    action: z.literal('move'),
    accountId: z.number({ error: 'Choose the account to move to.' }).int().positive(),
    batchSize: z.number().int().min(MOVE_BATCH_MIN).max(MOVE_BATCH_MAX).optional(),
  }),
]);
export type NumberChange = z.output<typeof numberChangeSchema>;
export type NumberAction = NumberChange['action'];

/** The portal's bulk call: a selection, a change, and whether only to say what would happen. */
export const numberBulkSchema = z
  .object({ selection: numberSelectionSchema, change: numberChangeSchema, dryRun: z.boolean().optional() })
  .meta({
    id: 'PhoneNumbersBulk',
    description: 'A change to many numbers, run as a task (or only tried, with dryRun).',
  });
export type NumberBulk = z.output<typeof numberBulkSchema>;

/** A dry run's answer: how many change, how many are already so, which are refused and why. */
export const numberDryRunSchema = z
  .object({
    selected: z.number(),
    willChange: z.number(),
    unchanged: z.number(),
    refusedCount: z.number(),
    /** Each reason and how many numbers it refuses. */
    reasons: z.array(z.object({ reason: z.string(), count: z.number() })),
    /** The first refused numbers (at most 100), each with its reason. */
    refused: z.array(z.object({ phoneNumber: z.string(), reason: z.string() })),
    /** Moves: the batches the task will run. */
    batches: z.number().optional(),
  })
  .meta({ id: 'PhoneNumbersDryRun', description: 'What a bulk change would do, without doing it.' });
export type NumberDryRun = z.output<typeof numberDryRunSchema>;
