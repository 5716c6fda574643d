// The planner's statistics. PostgreSQL's autovacuum keeps them current; PGlite runs no such
// daemon, so without this a table that grew from empty to thousands of rows keeps the estimate of
// an empty one and the planner sorts whole tenants where an index would do (issue 12). Refreshed
// when a database opens, after seeding and after a bulk task.
import { type SQL, sql } from 'drizzle-orm';

/** Any database handle of either driver (it needs nothing else, and client.ts imports this). */
interface Executes {
  execute(query: SQL): PromiseLike<unknown>;
}

export async function refreshStatistics(db: Executes): Promise<void> {
  await db.execute(sql`analyze`);
}
