// Access declared on a row (decision 0075): a route that acts on one row of a tenant's table (a
// user, an extension, a device, a number, a queue, ...) names where the row comes from and the
// path parameter that holds its id, `account: { row: userRows, param: 'userId' }`. The access
// check loads the row once, acts on the account it belongs to (the tenancy rules of decision
// 0016 decide whether the caller reaches it; a row out of reach answers 404 as one that does not
// exist), and hands it to the handler as `input.row`, typed: the handler never reads it again.
import { eq, getTableColumns, getTableName } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** Where the rows of one kind come from. */
export interface RowSource<T> {
  /** What the row is ('user', 'extension'): the 404 says "<Name> not found". */
  readonly name: string;
  /** The table it is read from, for the API reference. */
  readonly table: string;
  /** The row with this id and the account it belongs to, in one statement; undefined when none. */
  load(db: Db, id: number): Promise<{ row: T; accountId: number } | undefined>;
}

/** The row's declaration on a route: its source and the path parameter holding its id. */
export interface RowAccess<T = unknown> {
  row: RowSource<T>;
  param: string;
}

/**
 * The rows of a table, each read whole (`select * ... where id = $1`): its `id` and `accountId`
 * columns unless `columns` names others. One line per table an area acts on:
 * `tableRows('device', devices)`.
 */
export function tableRows<T extends PgTable>(
  name: string,
  table: T,
  columns: { id?: AnyPgColumn; account?: AnyPgColumn } = {},
): RowSource<T['$inferSelect']> {
  const all = getTableColumns(table) as Record<string, AnyPgColumn>;
  const id = columns.id ?? all.id;
  const account = columns.account ?? all.accountId;
  const accountKey = Object.entries(all).find(([, column]) => column === account)?.[0];
  if (!id || !accountKey) throw new Error(`tableRows(${name}): name the id and account columns`);
  return {
    name,
    table: getTableName(table),
    async load(db, value) {
      const [row] = (await db
        .select()
        .from(table as PgTable)
        .where(eq(id, value))) as T['$inferSelect'][];
      return row && { row, accountId: Number((row as Record<string, unknown>)[accountKey]) };
    },
  };
}

/** A user, by `:userId`; `account: 'user'` is short for `{ row: userRows, param: 'userId' }`. */
export const userRows = tableRows('user', users);
export type UserRow = typeof users.$inferSelect;
