// The list parameters of REQ-11, one dialect for every list of the platform (decision 0075).
// A list declares itself once, with `listQuerySchema({ sortFields, defaultSort, pageSize, fields,
// keyword, filters })`; the schema reads the query string (text) into one shape,
// `{ pageSize, offset, sortField, sortDirection, keyword, fields, fetchAll, filters }`, and
// refuses anything out of range with a 400 naming the parameter:
// - `_pageSize` or `limit`: 1 to MAX_PAGE_SIZE rows (the list's own page size when absent);
// - `_offset` or `offset`: 0 to MAX_OFFSET;
// - `sortField`: one of the list's; `sortDirection`: ASC or DESC, in any case;
// - `fetchAll=true`: the first FETCH_ALL_MAX rows, whatever the paging says; the answer's total
//   still counts them all (decision 0054);
// - `keyword` or `q` (lists that search), `fields` (lists that narrow their items).
// The portal's lists send the same names, so the same schema describes both sides.
import { z } from './zod';

/** The largest offset a list takes: the database's integer range (a larger one is not a page). */
export const MAX_OFFSET = 2_147_483_647;
/** The largest page a list answers (the users list's 750-row page). */
export const MAX_PAGE_SIZE = 750;
/**
 * The most rows one fetchAll read answers (decision 0054): the largest account's users (5,000)
 * fit; the answer's total tells a caller when there are more.
 */
export const FETCH_ALL_MAX = 5_000;

export type SortDirection = 'ASC' | 'DESC';

/** What a list is: everything its query schema needs to know. */
export interface ListDeclaration<S extends string = string, F extends string = string> {
  /** The names a caller may sort by, as the catalogue and the portal name them. */
  sortFields: readonly [S, ...S[]];
  /** The sort without a sortField, and its direction (ASC when not given). */
  defaultSort: S;
  defaultDirection?: SortDirection;
  /**
   * Rows of a page without _pageSize or limit. 'all': the list is read whole by the portal, so
   * without paging it answers as fetchAll does (at most FETCH_ALL_MAX rows).
   */
  pageSize: number | 'all';
  /** REQ-11: the fields a caller may narrow each item to (`fields=a,b`); none when absent. */
  fields?: readonly [F, ...F[]];
  /** What `keyword` (or `q`) searches, for the reference; no search when absent. */
  keyword?: string;
  /** The list's own parameters (an extension type, an id to start after), as text schemas. */
  filters?: z.ZodRawShape;
}

/** A list's query string, read. */
export interface ListQuery<S extends string = string, F extends string = string, X = Record<never, never>> {
  pageSize: number;
  offset: number;
  sortField: S;
  sortDirection: SortDirection;
  /** Trimmed; undefined when blank or when the list has no search. */
  keyword?: string;
  /** The fields asked for; undefined for every field. */
  fields?: F[];
  fetchAll: boolean;
  filters: X;
}

/** A whole number from `min` to `max`, given as text; the refusal names the parameter. */
export const wholeNumber = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}.`;
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
};

/** A parameter that is one of some words, in any case. */
const word = <const W extends string>(name: string, words: readonly [W, ...W[]], upper: boolean) => {
  const message = `${name} is ${words.join(' or ')}.`;
  return z
    .string({ error: message })
    .transform((v) => (upper ? v.toUpperCase() : v.toLowerCase()))
    .pipe(z.enum(words, { error: message }));
};

const declarations = new WeakMap<z.ZodType, ListDeclaration>();

/** The declaration behind a list's query schema; undefined for any other schema. */
export function listDeclarationOf(schema: z.ZodType): ListDeclaration | undefined {
  return declarations.get(schema);
}

/** The query schema of one list: the one reader every list route declares (decision 0075). */
export function listQuerySchema<
  const S extends string,
  const F extends string = never,
  X extends z.ZodRawShape = Record<never, never>,
>(
  declaration: ListDeclaration<S, F> & { filters?: X },
): z.ZodType<ListQuery<S, F, z.output<z.ZodObject<X>>>, Record<string, string>> {
  const d = declaration;
  const pageSize = d.pageSize === 'all' ? 'every row, up to the platform’s limit' : `${d.pageSize} rows`;
  const shape: z.ZodRawShape = {
    _pageSize: wholeNumber('_pageSize', 1, MAX_PAGE_SIZE)
      .optional()
      .describe(`Rows of a page (${pageSize} when absent).`),
    limit: wholeNumber('limit', 1, MAX_PAGE_SIZE).optional().describe('The same as _pageSize.'),
    _offset: wholeNumber('_offset', 0, MAX_OFFSET).optional().describe('Rows to skip (0 when absent).'),
    offset: wholeNumber('offset', 0, MAX_OFFSET).optional().describe('The same as _offset.'),
    sortDirection: word('sortDirection', ['ASC', 'DESC'], true)
      .optional()
      .describe(`ASC or DESC (${d.defaultDirection ?? 'ASC'} when absent).`),
    ...(d.keyword
      ? {
          keyword: z.string().optional().describe(d.keyword),
          q: z.string().optional().describe('The same as keyword.'),
        }
      : {}),
    fetchAll: word('fetchAll', ['true', 'false'], false)
      .optional()
      .describe(`true: the first ${FETCH_ALL_MAX.toLocaleString('en')} rows, whatever the paging says.`),
    sortField: z
      .enum(d.sortFields, { error: `sortField must be one of ${d.sortFields.join(', ')}.` })
      .optional()
      .describe(`The order (${d.defaultSort} when absent).`),
    ...(d.fields
      ? {
          fields: z
            .string()
            .optional()
            .describe(`Some of ${d.fields.join(', ')}, separated by commas: only those are answered.`),
        }
      : {}),
    ...d.filters,
  };
  const filterNames = Object.keys(d.filters ?? {});
  const whole = d.pageSize === 'all' ? FETCH_ALL_MAX : d.pageSize;
  const schema = z
    .object(shape)
    .check((ctx) => {
      if (d.fields) unknownFields(ctx as never, d.fields);
    })
    .transform((raw) => {
      const q = raw as Record<string, unknown> & {
        _pageSize?: number;
        limit?: number;
        _offset?: number;
        offset?: number;
        sortField?: S;
        sortDirection?: SortDirection;
        fetchAll?: 'true' | 'false';
        keyword?: string;
        q?: string;
        fields?: string;
      };
      const fetchAll = q.fetchAll === 'true';
      return {
        pageSize: fetchAll ? FETCH_ALL_MAX : (q._pageSize ?? q.limit ?? whole),
        offset: fetchAll ? 0 : (q._offset ?? q.offset ?? 0),
        sortField: q.sortField ?? d.defaultSort,
        sortDirection: q.sortDirection ?? d.defaultDirection ?? 'ASC',
        keyword: (d.keyword && (q.keyword?.trim() || q.q?.trim())) || undefined,
        fields: fieldList(q.fields) as F[] | undefined,
        fetchAll,
        filters: Object.fromEntries(filterNames.map((name) => [name, q[name]])) as z.output<z.ZodObject<X>>,
      };
    });
  declarations.set(schema, d as ListDeclaration);
  return schema as never;
}

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

// ---- The lists ----

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

/** The users list and the user keyword search (USER-03). */
export const userListQuerySchema = listQuerySchema({
  sortFields: USER_SORT_FIELDS,
  defaultSort: 'lastName',
  pageSize: 50,
  fields: USER_LIST_FIELDS,
  keyword: 'Part of a name, a login name, an e-mail address or an extension number.',
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

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

const extensionList = (pageSize: number) =>
  listQuerySchema({
    sortFields: EXTENSION_SORT_FIELDS,
    defaultSort: 'extension',
    pageSize,
    fields: EXTENSION_LIST_FIELDS,
    keyword: 'Part of an extension number or name.',
    filters: { extensionType: z.string().optional().describe('Only extensions of this type.') },
  });
/** The extensions list, v1: pages of 750. */
export const extensionListV1QuerySchema = extensionList(750);
/** The extensions list, v2: pages of 100. */
export const extensionListQuerySchema = extensionList(100);
export type ExtensionListQuery = z.output<typeof extensionListQuerySchema>;

/** A user's phone book (USER-09: the portal reads it 200 records at a time). */
export const phonebookQuerySchema = listQuerySchema({
  sortFields: ['name', 'phoneNumber'],
  defaultSort: 'name',
  pageSize: 200,
  keyword: 'Part of a name or a number.',
});

/** A user's calls, the newest first. */
export const callLogQuerySchema = listQuerySchema({
  sortFields: ['startedAt', 'durationSeconds'],
  defaultSort: 'startedAt',
  defaultDirection: 'DESC',
  pageSize: 50,
});

/** The provider's account search (ROLE-02). */
export const accountSearchQuerySchema = listQuerySchema({
  sortFields: ['name', 'accountId'],
  defaultSort: 'name',
  pageSize: 50,
  keyword:
    'Part of an account’s name or number, a user’s login name or e-mail, or four digits of a phone number; nothing is found without it.',
});

/** A parent's accounts below it (read whole by the reseller list). */
export const childAccountsQuerySchema = listQuerySchema({
  sortFields: ['name', 'accountId'],
  defaultSort: 'name',
  pageSize: 'all',
});

/** The account's calls per user (read whole by the company summary). */
export const callSummaryQuerySchema = listQuerySchema({
  sortFields: ['lastName', 'firstName', 'calls'],
  defaultSort: 'lastName',
  pageSize: 'all',
});

/** The account's call queues (read whole by the call queues page). */
export const callQueuesQuerySchema = listQuerySchema({
  sortFields: ['priority', 'extension', 'name'],
  defaultSort: 'priority',
  pageSize: 'all',
});

/** The role contexts of an account's users (read whole). */
export const roleContextsQuerySchema = listQuerySchema({
  sortFields: ['userId'],
  defaultSort: 'userId',
  pageSize: 'all',
});

/** The developer's outbox: the newest first, optionally only those after an id. */
export const outboxQuerySchema = listQuerySchema({
  sortFields: ['id'],
  defaultSort: 'id',
  defaultDirection: 'DESC',
  pageSize: 100,
  filters: {
    afterId: wholeNumber('afterId', 0, MAX_OFFSET).optional().describe('Only e-mails after this id.'),
  },
});

/** A login name to check (USER-04), under either name. */
export const loginNameCheckQuerySchema = z.object({
  userName: z.string().optional().describe('The login name to check.'),
  loginName: z.string().optional().describe('The same, under its other name.'),
});

/** The devices of an account (C-448, issue 16). */
export const deviceListQuerySchema = listQuerySchema({
  sortFields: ['name', 'macAddress', 'model', 'createdAt'],
  defaultSort: 'name',
  pageSize: 100,
  keyword: 'Part of a name or a MAC address.',
  filters: {
    make: z.string().optional().describe('Only devices of this make.'),
    model: z.string().optional().describe('Only devices of this model.'),
    assigned: z
      .enum(['true', 'false'], { error: 'assigned is true or false.' })
      .optional()
      .describe('true: only devices assigned to an extension; false: only the others.'),
    registration: z
      .enum(['registered', 'unregistered', 'never'], {
        error: 'registration is registered, unregistered or never.',
      })
      .optional()
      .describe('Only devices of this registration status.'),
  },
});
export type DeviceListQuery = z.output<typeof deviceListQuerySchema>;

/** The fields a device of C-454 may be narrowed to. */
export const DEVICE_FIELDS = [
  'id',
  'name',
  'macAddress',
  'make',
  'model',
  'kind',
  'extensionId',
  'lines',
] as const;

/** The account's devices with their lines (C-454), read whole by the portal, narrowed by fields. */
export const devicesAndLinesQuerySchema = listQuerySchema({
  sortFields: ['id', 'name'],
  defaultSort: 'id',
  pageSize: 'all',
  fields: DEVICE_FIELDS,
});

/** The fields a line of C-455 may be narrowed to. */
export const LINE_FIELDS = [
  'id',
  'deviceId',
  'clientId',
  'sipId',
  'e911LocationId',
  'extensionId',
  'extensionNumber',
  'appType',
  'position',
] as const;

/** The account's lines (C-455), read whole by the portal, narrowed by fields. */
export const accountLinesQuerySchema = listQuerySchema({
  sortFields: ['id', 'sipId'],
  defaultSort: 'id',
  pageSize: 'all',
  fields: LINE_FIELDS,
});

/** The users' own call-blocking rules of an account (C-483), read whole by the call blocking page. */
export const callBlockUserRulesQuerySchema = listQuerySchema({
  sortFields: ['extension', 'label', 'kind'],
  defaultSort: 'extension',
  pageSize: 'all',
});

/** The account's store orders (issue 22, C-278; decision 0112): newest first, limit and offset. */
export const storeOrdersQuerySchema = listQuerySchema({
  sortFields: ['createdAt', 'total', 'status'],
  defaultSort: 'createdAt',
  defaultDirection: 'DESC',
  pageSize: 25,
});
export type StoreOrdersQuery = z.output<typeof storeOrdersQuerySchema>;

/**
 * C-163, the extension search (v3): by kit ids, the owner's login name or type names, besides
 * the keyword; results expose userName as deviceKitName (USER-07).
 */
export const extensionSearchQuerySchema = listQuerySchema({
  sortFields: EXTENSION_SORT_FIELDS,
  defaultSort: 'extension',
  pageSize: 100,
  fields: EXTENSION_LIST_FIELDS,
  keyword: 'Part of an extension number or name.',
  filters: {
    extensionType: z.string().optional().describe('Only extensions of these types (names, comma-separated).'),
    kitIds: z.string().optional().describe('Only these extensions (ids, comma-separated).'),
    loginName: z.string().optional().describe('Only the extensions of the user with this login name.'),
  },
});
/** Generic search: accounts in the caller's tree (C-182, decision 0119). */
export const accountLookupQuerySchema = listQuerySchema({
  sortFields: ['name', 'accountId'],
  defaultSort: 'name',
  pageSize: 50,
  keyword: 'Part of an account’s name, or its number.',
  filters: {
    parentAccountId: wholeNumber('parentAccountId', 1, 2147483647)
      .optional()
      .describe('Only the accounts directly below this one.'),
    status: z.string().optional().describe('Only accounts of this status (Active, Suspended...).'),
  },
});

/** Generic search: custom attribute names (C-180) and accounts' attributes (C-181) in the caller's tree. */
export const attributeLookupQuerySchema = listQuerySchema({
  sortFields: ['name', 'accountId'],
  defaultSort: 'name',
  pageSize: 50,
  keyword: 'Part of an attribute’s name.',
  filters: {
    accountId: wholeNumber('accountId', 1, 2147483647).optional().describe('Only this account’s attributes.'),
    name: z.string().optional().describe('Only attributes of exactly this name.'),
  },
});

/** C-507: the accounts that came from one origin id. */
export const originIdQuerySchema = z
  .object({
    originId: z
      .string({ error: 'Give the originId to look up.' })
      .trim()
      .min(1, { error: 'Give the originId to look up.' })
      .max(100, { error: 'originId is at most 100 characters.' }),
  })
  .meta({ id: 'OriginIdQuery' });
/** An account's finished tasks, latest first (C-501, issue 24 misc-cfg, decision 0116). */
export const completedTaskListQuerySchema = listQuerySchema({
  sortFields: ['finishedAt', 'createdAt'],
  defaultSort: 'finishedAt',
  defaultDirection: 'DESC',
  pageSize: 50,
});
/** The account's invoices (issue 22, C-286; decision 0113): newest first. */
export const invoicesQuerySchema = listQuerySchema({
  sortFields: ['periodStart', 'total', 'status'],
  defaultSort: 'periodStart',
  defaultDirection: 'DESC',
  pageSize: 12,
});
export type InvoicesQuery = z.output<typeof invoicesQuerySchema>;

/** The account's active provisions (issue 22, C-312; decision 0120): paged, oldest first. */
export const provisionsQuerySchema = listQuerySchema({
  sortFields: ['createdAt', 'serviceCode'],
  defaultSort: 'createdAt',
  pageSize: 25,
});
export type ProvisionsQuery = z.output<typeof provisionsQuerySchema>;

/** The account's credit or debit memos (issue 22, C-293, C-294; decision 0113): paged, newest first. */
export const memosQuerySchema = listQuerySchema({
  sortFields: ['issuedOn', 'amount'],
  defaultSort: 'issuedOn',
  defaultDirection: 'DESC',
  pageSize: 10,
});
export type MemosQuery = z.output<typeof memosQuerySchema>;
