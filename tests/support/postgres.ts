// PostgreSQL for the server tests when DATABASE_URL is set: a seeded template database built
// once per run, and a fresh database cloned from it for each test file.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type QueryLogger } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed';
import { clockStart } from './clockStart';

export const PG_TEMPLATE = 'switchboard_test_template';

const withDb = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createPgTemplate(url: string) {
  await admin(url, async (c) => {
    await c.query(`drop database if exists ${PG_TEMPLATE}`);
    await c.query(`create database ${PG_TEMPLATE}`);
  });
  const database = await openDatabase({ databaseUrl: withDb(url, PG_TEMPLATE) });
  await seedDemo(database.db, clockStart());
  await database.close();
}

/** The teardown of a run: the template goes once every test file is done with it. */
export async function dropPgTemplate(url: string) {
  await admin(url, (c) => c.query(`drop database if exists ${PG_TEMPLATE}`));
}

/** A new database cloned from the template; dropped again by the returned close(). */
export async function clonePgTemplate(url: string, template: string, logger?: QueryLogger) {
  const name = `switchboard_test_${randomBytes(6).toString('hex')}`;
  await admin(url, (c) => c.query(`create database ${name} template ${template}`));
  const database = await openDatabase({ databaseUrl: withDb(url, name), logger });
  return {
    ...database,
    /** The clone's address: a second server (a replica) opens its own pool on it. */
    url: withDb(url, name),
    close: async () => {
      await database.close();
      await admin(url, (c) => c.query(`drop database if exists ${name}`));
    },
  };
}

/** An empty database on the server of `url`, for one run (benchmarks); drop() removes it. */
export async function createScratchDatabase(url: string, prefix = 'switchboard_scratch') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await admin(url, (c) => c.query(`create database ${name}`));
  return {
    url: withDb(url, name),
    drop: () => admin(url, (c) => c.query(`drop database if exists ${name}`)),
  };
}
