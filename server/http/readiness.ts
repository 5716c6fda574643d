// Readiness (GET /ready): may a load balancer send this server requests? Only when the database
// answers and has every migration this build ships, and not once shutdown has begun (decision
// 0080). Liveness (GET /health) is separate and never touches the database: a restart does not
// mend a database that is down, so a dead database must not get healthy servers killed.

import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type Db, migrationsFolder } from '../db/client';

/** What the process is doing; shutdown (server/shutdown.ts) sets `shuttingDown`. */
export interface Lifecycle {
  shuttingDown: boolean;
}

export type Readiness = { ready: true } | { ready: false; reason: string };

/** How long /ready waits for the database before it calls it unreachable. */
export const READY_DB_TIMEOUT_MS = 2000;

/** The `when` of every migration in the journal (drizzle applies those newer than the last applied). */
let shipped: number[] | undefined;
const shippedMigrations = () => {
  shipped ??= readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis);
  return shipped;
};

async function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

export async function readiness(db: Db, lifecycle: Lifecycle): Promise<Readiness> {
  if (lifecycle.shuttingDown) return { ready: false, reason: 'shutting down' };
  let lastApplied: number;
  try {
    // drizzle keeps the applied migrations in drizzle.__drizzle_migrations on PGlite and
    // node-postgres alike; created_at is the journal's `when` of each.
    const result = await withinTimeout(
      db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`),
      READY_DB_TIMEOUT_MS,
    );
    const [row] = (result as unknown as { rows: { last: string | number | null }[] }).rows;
    lastApplied = Number(row?.last ?? 0);
  } catch {
    // The driver's message can name hosts and users; /ready is public, so it says no more.
    return { ready: false, reason: 'database unreachable or not migrated' };
  }
  // The rule drizzle's migrator applies: a migration is pending when it is newer than the last one applied.
  const pending = shippedMigrations().filter((when) => when > lastApplied).length;
  if (pending > 0) return { ready: false, reason: `${pending} migration(s) not applied` };
  return { ready: true };
}
