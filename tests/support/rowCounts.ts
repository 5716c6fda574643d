// How many rows each table of the database holds: every ordinary or partitioned table outside the
// system schemas (the platform's, and the migrations' own), so that a test can show that a call
// wrote nothing without naming the tables.
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

type Rows<T> = { rows: T[] };

export async function rowCounts(db: Db, except: readonly string[] = []): Promise<Record<string, number>> {
  const tables = (await db.execute(sql`
    select format('%I.%I', n.nspname, c.relname) as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
      and n.nspname not like 'pg\_%'
    order by 1`)) as unknown as Rows<{ name: string }>;
  const names = tables.rows.map((t) => t.name).filter((name) => !except.includes(name));
  if (!names.length) return {};
  const counts = (await db.execute(
    sql.raw(
      names.map((name) => `select '${name}' as name, count(*)::int as n from ${name}`).join(' union all '),
    ),
  )) as unknown as Rows<{ name: string; n: number }>;
  return Object.fromEntries(counts.rows.map((r) => [r.name, r.n]));
}
