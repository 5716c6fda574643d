// A list's page as the list query read it (src/domain/schemas/listQuery.ts, decision 0075): its
// order, and its total without a second statement when the page itself tells it.
import { type AnyColumn, asc, desc, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SortDirection } from '../../src/domain/schemas/listQuery';

type Sortable = AnyColumn | SQLWrapper;

/** Each sort field of a list and what it sorts by: a column, an expression, or several. */
export type SortColumns<S extends string> = Record<S, Sortable | readonly Sortable[]>;

/**
 * The ORDER BY of a page: the sort field's columns, then the row's id, every one in the query's
 * direction, so that DESC is ASC reversed, page by page, and rows that tie never swap between
 * two reads.
 */
export function listOrder<S extends string>(
  query: { sortField: S; sortDirection: SortDirection },
  columns: SortColumns<S>,
  id: Sortable,
): SQL[] {
  const by = query.sortDirection === 'DESC' ? desc : asc;
  const sortBy = columns[query.sortField];
  const keys: readonly Sortable[] = Array.isArray(sortBy) ? sortBy : [sortBy as Sortable];
  return [...keys, id].map((key) => by(key));
}

/**
 * The total of a list, counted only when the page cannot tell it: a page shorter than asked ends
 * the list (total = its offset and its rows), and an empty first page is an empty list. A full
 * page, or an empty one past the start, asks `count`.
 */
export async function listTotal(
  query: { pageSize: number; offset: number },
  rows: number,
  count: () => PromiseLike<number>,
): Promise<number> {
  if (rows > 0 && rows < query.pageSize) return query.offset + rows;
  if (rows === 0 && query.offset === 0) return 0;
  return Number(await count());
}
