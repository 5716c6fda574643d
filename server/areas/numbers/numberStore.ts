// Reads of the phone-numbers area (issue 17, decision 0089): a page of an account's numbers as
// the list and the v1 enhanced search answer it (NUM-01, NUM-02), the account's counts (C-336),
// its summary (C-107), one number with its history. Every read goes through the one reading of a
// search (numberSearch.ts), so the list, the search and a bulk selection match the same numbers.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { statusesMatching } from '../../../src/domain/phoneNumbers';
import type { SortDirection } from '../../../src/domain/schemas/listQuery';
import type { NumberColumn, NumbersSearch, PhoneNumber } from '../../../src/domain/schemas/phoneNumber';
import type { DbOrTx } from '../../db/client';
import { listOrder } from '../../db/listPage';
import {
  auditEvents,
  extensions,
  NOT_EXCLUDED_SQL,
  phoneNumberCounts,
  phoneNumberProviderCounts,
  phoneNumberStatusCounts,
  phoneNumbers,
  phoneNumberTagCounts,
  users,
} from '../../db/schema';
import { numberItemsJson } from './numberItems';
import { numberColumnText, numberSearchWhere } from './numberSearch';
import type { NumberTotals } from './numberTotals';

/**
 * NUM-06: the condition that leaves out the excluded prefixes, over `phone_numbers`. Written with
 * constants, word for word the predicate of the list's partial indexes (schema.ts), so that the
 * planner knows every row an index holds passes it and reads the index alone.
 */
export const notExcluded = sql.raw(NOT_EXCLUDED_SQL);

/** NUM-01: the number as every read answers it (its extension left joined). */
export const numberAnswer = {
  id: phoneNumbers.id,
  phoneNumber: phoneNumbers.phoneNumber,
  // NUM-06: 11 digits starting 1999 are US whatever was stored.
  country:
    sql<string>`case when length(${phoneNumbers.phoneNumber}) = 11 and ${phoneNumbers.phoneNumber} like '1999%'
    then 'US' else ${phoneNumbers.country} end`.as('country'),
  productNumber: phoneNumbers.productNumber,
  provider_name: phoneNumbers.providerName,
  initial_assign: phoneNumbers.initialAssign,
  callerId: phoneNumbers.callerId,
  callerIdName: phoneNumbers.callerIdName,
  customTag: phoneNumbers.customTag,
  backupNumber: phoneNumbers.backupNumber,
  status: phoneNumbers.status,
  tollFree: phoneNumbers.isTollFree,
  extensionId: phoneNumbers.extensionId,
  // Kept on the row (migration 0020): the value the list sorts and filters by.
  extensionNumber: phoneNumbers.extensionNumber,
  assignedTo: extensions.userName,
};

/** What a page is asked for: the search, narrowing beyond it, the order and the page. */
export interface NumberPageQuery {
  search: NumbersSearch;
  /** Exact filters of the list beyond the search. */
  exact?: NumberExactFilters;
  sortField: NumberColumn;
  sortDirection: SortDirection;
  offset: number;
  pageSize: number;
  /** The columns each item answers besides id and phoneNumber; all when absent. */
  fields?: readonly NumberColumn[];
}

/** The list's exact filters (the provider's name, the tag's name), beyond the search's keywords. */
export interface NumberExactFilters {
  provider?: string;
  customTag?: string;
}

/** The sort of each column: its value, then the id (listOrder adds it) so ties never swap. */
const sortColumns: Record<NumberColumn, SQL> = numberColumnText;

/** The condition of a page over `phone_numbers`. */
export function pageWhere(accountId: number, q: Pick<NumberPageQuery, 'search' | 'exact'>): SQL {
  const { provider, customTag } = q.exact ?? {};
  return and(
    numberSearchWhere(accountId, q.search),
    notExcluded,
    provider ? eq(phoneNumbers.providerName, provider) : undefined,
    customTag ? eq(phoneNumbers.customTag, customTag) : undefined,
  ) as SQL;
}

/**
 * One page and the count of the match. The page's ids are found first, from the indexes alone
 * where the order allows it (an index-only scan skips a deep offset without reading the rows it
 * skips), then only the page's rows are read with their extension, and the database writes them
 * as the answer's JSON text (decision 0124): 750 rows are one value to receive, nothing to parse
 * into objects and serialise again. A total that must be counted (a keyword, field keywords, two
 * filters) is kept by `totals` until the account's numbers change.
 * A page past the middle of the match is read from its far end (decision 0126): in the reverse
 * order, skipping what lies after the page, so the last page of 100,000 costs what the first does.
 */
export async function numberPage(db: DbOrTx, accountId: number, q: NumberPageQuery, totals?: NumberTotals) {
  const where = pageWhere(accountId, q);
  const matchTotal = async () =>
    (await keptTotal(db, accountId, q)) ??
    (totals
      ? await totals.total(accountId, { search: q.search, exact: q.exact }, () => countMatch(db, where))
      : await countMatch(db, where));
  // Past the second page the total is known before the page (kept, or counted as a full page's
  // total would be), so that a page past the middle can be read from the far end.
  const known = q.offset >= 2 * q.pageSize ? await matchTotal() : undefined;
  const fromFarEnd = known !== undefined && q.offset < known && q.offset > known / 2;
  const limit = fromFarEnd ? Math.min(q.pageSize, known - q.offset) : q.pageSize;
  const reversed: NumberPageQuery = {
    ...q,
    sortDirection: q.sortDirection === 'DESC' ? 'ASC' : 'DESC',
  };
  const order = listOrder(fromFarEnd ? reversed : q, sortColumns, phoneNumbers.id);
  const ids = db
    .select({ id: phoneNumbers.id })
    .from(phoneNumbers)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(fromFarEnd ? known - q.offset - limit : q.offset);
  // The page's ids first (an init plan, in their order), then each row by its key, written as
  // the answer's items (numberItems.ts).
  const result = await db.execute(numberItemsJson(ids, q.fields, fromFarEnd));
  const [row] = (result as unknown as { rows: { n: number; items: string }[] }).rows;
  const rows = Number(row.n);
  let total: number;
  if (known !== undefined) total = known;
  else if (rows > 0 && rows < q.pageSize) total = q.offset + rows;
  else if (rows === 0 && q.offset === 0) total = 0;
  else total = await matchTotal();
  return { itemsJson: row.items, total, offset: q.offset, pageSize: q.pageSize };
}

/** A page as the list answers it: `{ items, total, offset, pageSize }`, as JSON text. */
export const numberPageJson = (p: Awaited<ReturnType<typeof numberPage>>) =>
  `{"items":${p.itemsJson},"total":${p.total},"offset":${p.offset},"pageSize":${p.pageSize}}`;

/**
 * Counts a match that no kept count holds. The planner is told, for this statement only, that a
 * page read out of order costs about what a page read in order does (decision 0128), as it does
 * when the database is in memory (PGlite) or cached: with PostgreSQL's default of 4 it counts a
 * keyword that matches most of the account by reading every row (40 ms at 100,000 on PGlite)
 * rather than every entry of the number's index, which carries the keyword's columns (21 ms).
 */
async function countMatch(db: DbOrTx, where: SQL): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local random_page_cost = 1.1`);
    const [counted] = await tx.select({ n: sql<number>`count(*)::int` }).from(phoneNumbers).where(where);
    return Number(counted?.n ?? 0);
  });
}

/**
 * The total of a page's query read from the account's kept counts (migrations 0018, 0020, 0025)
 * when it narrows by the service type and at most one of the status, the provider or the tag;
 * undefined when the match must be counted. `available` is most of an account, and a provider
 * a fifth of it: counting them read every matching number.
 */
async function keptTotal(db: DbOrTx, accountId: number, q: NumberPageQuery): Promise<number | undefined> {
  const s = q.search;
  const { status, ...others } = s.fieldKeywords ?? {};
  const { provider, customTag } = q.exact ?? {};
  const narrowedBy = [status?.trim(), provider, customTag].filter(Boolean).length;
  const narrowed =
    narrowedBy > 1 || s.keyword?.trim() || s.countryCode || Object.values(others).some((k) => k?.trim());
  if (narrowed) return undefined;
  const types = s.serviceTypes ?? [];
  const part = (total: number, tollFree: number) =>
    types.length !== 1 ? total : types[0] === 'tollFree' ? tollFree : total - tollFree;
  if (provider || customTag) {
    const kept = provider
      ? await db
          .select({ total: phoneNumberProviderCounts.total, tollFree: phoneNumberProviderCounts.tollFree })
          .from(phoneNumberProviderCounts)
          .where(
            and(
              eq(phoneNumberProviderCounts.accountId, accountId),
              eq(phoneNumberProviderCounts.providerName, provider),
            ),
          )
      : await db
          .select({ total: phoneNumberTagCounts.total, tollFree: phoneNumberTagCounts.tollFree })
          .from(phoneNumberTagCounts)
          .where(
            and(
              eq(phoneNumberTagCounts.accountId, accountId),
              eq(phoneNumberTagCounts.customTag, customTag!),
            ),
          );
    return part(Number(kept[0]?.total ?? 0), Number(kept[0]?.tollFree ?? 0));
  }
  if (!status?.trim()) {
    const c = await numberCounts(db, accountId);
    return part(c.totalCount, c.tollFreeCount);
  }
  // The same statuses the search's condition names (NUM-03), so the total is its match's.
  const statuses = statusesMatching(status);
  if (!statuses.length) return 0;
  const [kept] = await db
    .select({
      total: sql<number>`coalesce(sum(${phoneNumberStatusCounts.total}), 0)::int`,
      tollFree: sql<number>`coalesce(sum(${phoneNumberStatusCounts.tollFree}), 0)::int`,
    })
    .from(phoneNumberStatusCounts)
    .where(
      and(
        eq(phoneNumberStatusCounts.accountId, accountId),
        inArray(phoneNumberStatusCounts.status, statuses),
      ),
    );
  return part(Number(kept?.total ?? 0), Number(kept?.tollFree ?? 0));
}

/**
 * C-336: how many numbers the account has and how many are toll-free (excluded ones never):
 * one row kept by triggers (migration 0018), not a count of the account's rows.
 */
export async function numberCounts(db: DbOrTx, accountId: number) {
  const [row] = await db
    .select({ totalCount: phoneNumberCounts.total, tollFreeCount: phoneNumberCounts.tollFree })
    .from(phoneNumberCounts)
    .where(eq(phoneNumberCounts.accountId, accountId));
  return { totalCount: Number(row?.totalCount ?? 0), tollFreeCount: Number(row?.tollFreeCount ?? 0) };
}

/** C-107: the account's numbers summed up: counts, and counts by status, provider and tag. */
export async function numberSummary(db: DbOrTx, accountId: number) {
  const where = and(eq(phoneNumbers.accountId, accountId), notExcluded);
  const by = async (column: SQL) =>
    Object.fromEntries(
      (
        await db
          .select({ key: sql<string | null>`${column}`, n: sql<number>`count(*)::int` })
          .from(phoneNumbers)
          .where(where)
          .groupBy(column)
          .orderBy(column)
      ).map((r) => [r.key ?? '', Number(r.n)]),
    );
  const counts = await numberCounts(db, accountId);
  return {
    accountId,
    ...counts,
    byStatus: await by(sql`${phoneNumbers.status}`),
    byProvider: await by(sql`${phoneNumbers.providerName}`),
    // The untagged numbers are counted under ''.
    byCustomTag: await by(sql`${phoneNumbers.customTag}`),
  };
}

/** One number of the account, by its digits; undefined when the account has no such number. */
export async function loadNumber(db: DbOrTx, accountId: number, digits: string) {
  const [row] = await db
    .select(numberAnswer)
    .from(phoneNumbers)
    .leftJoin(extensions, eq(extensions.id, phoneNumbers.extensionId))
    .where(and(eq(phoneNumbers.accountId, accountId), eq(phoneNumbers.phoneNumber, digits), notExcluded));
  return row as PhoneNumber | undefined;
}

/**
 * A number's history in one account: the audit events about it that account's log holds, newest
 * first, one page and the count. A number that came from another account (a move, or back from
 * the platform's inventory) does not bring that account's events: who did what there is theirs.
 */
export async function numberHistory(
  db: DbOrTx,
  accountId: number,
  digits: string,
  page: { offset: number; pageSize: number },
) {
  const about = and(eq(auditEvents.subject, `number:${digits}`), eq(auditEvents.accountId, accountId));
  const items = await db
    .select({
      id: auditEvents.id,
      at: auditEvents.createdAt,
      action: auditEvents.action,
      detail: auditEvents.detail,
      userId: auditEvents.actorUserId,
      who: sql<string | null>`case when ${users.id} is null then null
        else ${users.firstName} || ' ' || ${users.lastName} end`,
      loginName: users.loginName,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(about)
    .orderBy(sql`${auditEvents.createdAt} desc`, sql`${auditEvents.id} desc`)
    .limit(page.pageSize)
    .offset(page.offset);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(auditEvents).where(about);
  return {
    total: Number(n),
    offset: page.offset,
    pageSize: page.pageSize,
    items: items.map((e) => ({ ...e, at: new Date(e.at).toISOString() })),
  };
}
