// Opens the platform database: embedded PGlite in a folder by default, PostgreSQL when a URL
// is given. Both get the same drizzle migrations at start.
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';
import { refreshStatistics } from './statistics';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database or a transaction of it: what a write that may run inside another takes. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` while no other server on this database runs its own (a PostgreSQL advisory lock):
   * replicas starting together migrate and seed one after the other, never at once.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock key of a server's start (any fixed 64-bit number; 'SWBD' in ASCII). */
const STARTUP_LOCK = 0x53574244;

/** Sees every statement the app sends (tests count queries and read their plans). */
export interface QueryLogger {
  logQuery(query: string, params: unknown[]): void;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The PostgreSQL extensions the migrations create, which PGlite loads only when asked: every
 * PGlite the platform opens (a folder, memory, a clone of a template) is created with them.
 * pg_trgm: the numbers keyword's trigram indexes (migration 0020, decision 0089).
 */
export const pgliteExtensions = { pg_trgm };

/** Wraps an open PGlite (on disk, in memory, or a clone) and applies the migrations. */
export async function fromPglite(client: PGlite, logger?: QueryLogger): Promise<Database> {
  const db = drizzlePglite({ client, schema, logger });
  await migratePglite(db, { migrationsFolder });
  // One process owns a PGlite folder; its starts only need to wait for each other.
  let last: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const run = last.then(work, work);
    last = run.catch(() => undefined);
    return run;
  };
  return { db: db as unknown as Db, kind: 'pglite', exclusive, close: () => client.close() };
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  logger?: QueryLogger;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzlePg({ client: pool, schema, logger: opts.logger });
    const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
      // Session-level: held by this one connection until it unlocks, whatever `work` does.
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
        holder.release();
      }
    };
    // drizzle's migrator takes no lock: two replicas starting on a new database would both migrate.
    await exclusive(() => migratePg(db, { migrationsFolder }));
    return { db: db as unknown as Db, kind: 'postgres', exclusive, close: () => pool.end() };
  }
  const client = await PGlite.create(opts.dataDir ?? 'memory://', { extensions: pgliteExtensions });
  const database = await fromPglite(client, opts.logger);
  await refreshStatistics(database.db);
  return database;
}
