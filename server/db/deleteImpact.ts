// What goes with a row when it is deleted, read from the foreign keys themselves (decision 0077):
// any area can show it before a delete ("With the user go: 3 extensions, ...") and it cannot
// drift from what the database then does. The keys are read from the catalogue (pg_constraint),
// so a table added later with its key is counted without a change here.
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** A foreign key as the catalogue describes it (single-column keys; the schema has no other). */
interface ForeignKey {
  child: string;
  column: string;
  parent: string;
  parentColumn: string;
  /** c: cascade, n: set null, r: restrict, a: no action, d: set default */
  onDelete: 'c' | 'n' | 'r' | 'a' | 'd';
}

export interface DeleteImpact {
  /** Rows deleted with it, per table (the row itself included). */
  deleted: Record<string, number>;
  /** Rows kept with a reference emptied (ON DELETE SET NULL), per table. */
  detached: Record<string, number>;
  /** Rows that refuse the delete (ON DELETE RESTRICT / NO ACTION), per table. */
  blockedBy: Record<string, number>;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

async function foreignKeys(db: DbOrTx): Promise<ForeignKey[]> {
  const result = await db.execute(sql`
    select child.relname as child, a.attname as "column", parent.relname as parent,
           pa.attname as "parentColumn", c.confdeltype as "onDelete"
      from pg_constraint c
      join pg_class child on child.oid = c.conrelid
      join pg_class parent on parent.oid = c.confrelid
      join pg_namespace n on n.oid = parent.relnamespace
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
     where c.contype = 'f' and n.nspname = current_schema()
     order by child.relname, a.attname`);
  return rowsOf<ForeignKey>(result);
}

/** At most this many steps from the row (the schema's deepest cascade is three). */
const MAX_DEPTH = 8;

/**
 * Counts what deleting `table`'s row `id` would delete, detach and be refused by, following every
 * key that refers to it, and the keys of what its cascade deletes, without changing anything.
 */
export async function deleteImpact(db: DbOrTx, table: string, id: number | string): Promise<DeleteImpact> {
  const keys = await foreignKeys(db);
  // For each table, the conditions under which its rows are deleted, detached or blocking.
  const deleting = new Map<string, SQL[]>([[table, [sql`${ident('id')} = ${id}`]]]);
  const detaching = new Map<string, SQL[]>();
  const blocking = new Map<string, SQL[]>();
  const add = (map: Map<string, SQL[]>, t: string, where: SQL) => map.set(t, [...(map.get(t) ?? []), where]);
  let frontier: { table: string; where: SQL }[] = [{ table, where: sql`${ident('id')} = ${id}` }];
  for (let depth = 0; frontier.length && depth < MAX_DEPTH; depth++) {
    const next: typeof frontier = [];
    for (const from of frontier) {
      for (const key of keys.filter((k) => k.parent === from.table)) {
        const where = sql`${ident(key.column)} in (select ${ident(key.parentColumn)} from ${ident(key.parent)} where ${from.where})`;
        if (key.onDelete === 'c') {
          add(deleting, key.child, where);
          next.push({ table: key.child, where });
        } else if (key.onDelete === 'n' || key.onDelete === 'd') add(detaching, key.child, where);
        else add(blocking, key.child, where);
      }
    }
    frontier = next;
  }
  const any = (conditions: SQL[]) => sql.join(conditions, sql` or `);
  const count = async (t: string, where: SQL) => {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from ${ident(t)} where ${where}`),
    );
    return Number(row.n);
  };
  const impact: DeleteImpact = { deleted: {}, detached: {}, blockedBy: {} };
  for (const [t, conditions] of deleting) {
    const n = await count(t, any(conditions));
    if (n) impact.deleted[t] = n;
  }
  for (const [t, conditions] of detaching) {
    // A row both deleted (by one key) and detached (by another) is deleted.
    const gone = deleting.get(t);
    const n = await count(t, gone ? sql`(${any(conditions)}) and not (${any(gone)})` : any(conditions));
    if (n) impact.detached[t] = n;
  }
  for (const [t, conditions] of blocking) {
    const n = await count(t, any(conditions));
    if (n) impact.blockedBy[t] = n;
  }
  return impact;
}

/**
 * The key a delete broke, if a RESTRICT (or NO ACTION) key refused it: the table whose rows still
 * refer to the row. Drizzle wraps the driver's error and keeps it as `cause`; the chain is read.
 */
export function refusingKey(error: unknown): { table: string; constraint: string } | undefined {
  for (
    let e = error as { code?: unknown; table?: unknown; constraint?: unknown; cause?: unknown } | undefined,
      depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    // 23001: a RESTRICT key refused; 23503: a NO ACTION key, at the end of the statement.
    if ((e.code === '23001' || e.code === '23503') && typeof e.constraint === 'string')
      return { table: String(e.table ?? e.constraint.split('_')[0]), constraint: e.constraint };
  }
  return undefined;
}
