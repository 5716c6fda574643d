// Plain SQL read in a server test, alike on PGlite and on PostgreSQL (both answer `{ rows }`).
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

/** The rows a statement answers, typed as the test reads them. */
export async function sqlRows<T = Record<string, unknown>>(db: Db, text: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}
