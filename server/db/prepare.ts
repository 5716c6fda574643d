// What a server does to its database before it serves: the demo seeded on the first start, once
// even when several replicas start together (the seed runs under the database's start lock).
import type { Database } from './client';
import { isSeeded, seedDemo } from './seed';

/** Seeds the demo when asked and not yet seeded; answers whether this start seeded it. */
export async function prepareDatabase(
  database: Database,
  opts: { demo: boolean; onSeeding?: () => void },
): Promise<boolean> {
  if (!opts.demo) return false;
  return database.exclusive(async () => {
    if (await isSeeded(database.db)) return false;
    opts.onSeeding?.();
    await seedDemo(database.db);
    return true;
  });
}
