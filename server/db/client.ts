// Opens the platform database: embedded PGlite in a folder by default, PostgreSQL when a URL
// is given. Both get the same drizzle migrations at start.
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
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
  close(): Promise<void>;
}

/** Sees every statement the app sends (tests count queries and read their plans). */
export interface QueryLogger {
  logQuery(query: string, params: unknown[]): void;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Wraps an open PGlite (on disk, in memory, or a clone) and applies the migrations. */
export async function fromPglite(client: PGlite, logger?: QueryLogger): Promise<Database> {
  const db = drizzlePglite({ client, schema, logger });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  logger?: QueryLogger;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzlePg({ client: pool, schema, logger: opts.logger });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const client = await PGlite.create(opts.dataDir ?? 'memory://');
  const database = await fromPglite(client, opts.logger);
  await refreshStatistics(database.db);
  return database;
}
