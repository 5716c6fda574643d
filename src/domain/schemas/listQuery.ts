// The list parameters of REQ-11 (paging, sorting, a keyword, a field list), as the list calls'
// query strings carry them: text, read into numbers and names here, each refusal naming its
// parameter.
import { z } from './zod';

/** The largest offset a list takes: the database's integer range (a larger one is not a page). */
export const MAX_OFFSET = 2_147_483_647;
/** The largest page a list answers (the users list's 750-row page). */
export const MAX_PAGE_SIZE = 750;

/**
 * A lenient paging number from a query string: missing, 0 or not a number → `fallback`, otherwise
 * a whole number held between `min` and `max` (so the database never sees 1e21 or -5).
 */
export function boundedInt(raw: string | undefined, fallback: number, min: number, max: number): number {
  const n = Number(raw ?? fallback) || fallback;
  return Math.min(Math.max(Math.trunc(n), min), max);
}

/** A paging number of the smaller lists: never refused, held to its range (boundedInt). */
export const heldNumber = (fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((raw) => boundedInt(raw, fallback, min, max))
    .describe(`A whole number from ${min} to ${max} (${fallback} when absent; held to the range).`);

/** A text parameter, as given (trimmed). */
export const textParameter = (description: string) =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim() ?? '')
    .describe(description);

/** A whole number from `min` to `max`, given as text. */
const wholeNumber = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}.`;
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
};

const DIRECTION = 'sortDirection is ASC or DESC.';

/** Paging (`_pageSize`/`limit`, `_offset`/`offset`), a sort direction, a keyword, fetchAll. */
export const listPagingFields = {
  _pageSize: wholeNumber('_pageSize', 1, MAX_PAGE_SIZE).optional(),
  limit: wholeNumber('limit', 1, MAX_PAGE_SIZE).optional(),
  _offset: wholeNumber('_offset', 0, MAX_OFFSET).optional(),
  offset: wholeNumber('offset', 0, MAX_OFFSET).optional(),
  sortDirection: z
    .string({ error: DIRECTION })
    .toUpperCase()
    .pipe(z.enum(['ASC', 'DESC'], { error: DIRECTION }))
    .optional(),
  keyword: z.string().optional().describe('Part of a name, a login name or an e-mail address.'),
  q: z.string().optional().describe('The same as keyword.'),
  fetchAll: z.string().optional().describe('true: every row, up to the platform’s limit (decision 0054).'),
};

/** The sort fields of the users list, as the catalogue and the portal name them. */
export const USER_SORT_FIELDS = [
  'loginName',
  'login_name',
  'firstName',
  'first_name',
  'lastName',
  'last_name',
  'email',
  'roleId',
  'userId',
  'id',
] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** REQ-11: the fields a users list may be narrowed to, as the catalogue names them (snake case). */
export const USER_LIST_FIELDS = [
  'id',
  'account_id',
  'email',
  'login_name',
  'first_name',
  'last_name',
] as const;

export const userListQuerySchema = z
  .object({
    ...listPagingFields,
    sortField: z
      .enum(USER_SORT_FIELDS, { error: `sortField must be one of ${USER_SORT_FIELDS.join(', ')}.` })
      .optional(),
    fields: z
      .string()
      .optional()
      .describe(`Some of ${USER_LIST_FIELDS.join(', ')}, separated by commas: only those are answered.`),
  })
  .check((ctx) => unknownFields(ctx, USER_LIST_FIELDS));

/** The sort fields of the extensions list. */
export const EXTENSION_SORT_FIELDS = ['extension', 'userName', 'extensionType', 'servicePlan'] as const;
export type ExtensionSortField = (typeof EXTENSION_SORT_FIELDS)[number];
/** REQ-11: the fields an extensions list may add to each extension's number and id. */
export const EXTENSION_LIST_FIELDS = [
  'user_id',
  'phone_numbers',
  'is_default',
  'extension_type',
  'service_plan',
] as const;

export const extensionListQuerySchema = z
  .object({
    ...listPagingFields,
    sortField: z
      .enum(EXTENSION_SORT_FIELDS, { error: `sortField must be one of ${EXTENSION_SORT_FIELDS.join(', ')}.` })
      .optional(),
    extensionType: z.string().optional().describe('Only extensions of this type.'),
    fields: z
      .string()
      .optional()
      .describe(`Some of ${EXTENSION_LIST_FIELDS.join(', ')}, separated by commas.`),
  })
  .check((ctx) => unknownFields(ctx, EXTENSION_LIST_FIELDS));

/** A comma-separated field list, as its names. */
export function fieldList(text: string | undefined): string[] | undefined {
  return text
    ?.split(',')
    .map((f) => f.trim())
    .filter(Boolean);
}

/** A field list naming a field the list does not have: refused, naming them. */
function unknownFields(
  ctx: { value: { fields?: string }; issues: z.core.$ZodRawIssue[] },
  known: readonly string[],
) {
  const unknown = fieldList(ctx.value.fields)?.filter((f) => !known.includes(f));
  if (unknown?.length)
    ctx.issues.push({
      code: 'custom',
      input: ctx.value.fields,
      path: ['fields'],
      message: `Unknown fields: ${unknown.join(', ')}.`,
    });
}

/** The phone book's pages of 200 (USER-09). */
export const phonebookQuerySchema = z.object({ _offset: heldNumber(0, 0, MAX_OFFSET) });

/** A user's call log. */
export const callLogQuerySchema = z.object({
  limit: heldNumber(50, 1, 500),
  offset: heldNumber(0, 0, MAX_OFFSET),
});

/** The provider's account search (ROLE-02). */
export const accountSearchQuerySchema = z.object({
  q: textParameter('Part of an account’s name or number; nothing found when empty.'),
});

/** The developer's outbox: the newest first, after an id. */
export const outboxQuerySchema = z.object({
  afterId: heldNumber(0, 0, MAX_OFFSET),
  _pageSize: heldNumber(100, 1, 1000),
});

/** A login name to check (USER-04), under either name. */
export const loginNameCheckQuerySchema = z.object({
  userName: z.string().optional().describe('The login name to check.'),
  loginName: z.string().optional().describe('The same, under its other name.'),
});
