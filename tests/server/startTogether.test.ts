// Replicas that start at the same moment on a new database (issue 15): each start migrates and
// the first seeds the demo, and they take turns (the database's start lock), so the database is
// migrated and seeded once and both servers start. On PostgreSQL (DATABASE_URL) two real
// connection pools race; on PGlite the two starts share the one database of the process.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, migrationsFolder, openDatabase } from '../../server/db/client';
import { prepareDatabase } from '../../server/db/prepare';
import { DEMO_SIGN_INS } from '../../server/db/seed';
import { createScratchDatabase } from '../support/postgres';
import { sqlRows } from '../support/sqlRows';

const url = process.env.DATABASE_URL;
const scratch = url ? await createScratchDatabase(url, 'switchboard_start') : undefined;
const opened: Database[] = [];

afterAll(async () => {
  for (const d of opened) await d.close();
  await scratch?.drop();
});

/** Two servers' databases opened at once: two pools on PostgreSQL, one PGlite in memory. */
async function openTwo(): Promise<[Database, Database]> {
  if (scratch) {
    const both = await Promise.all([
      openDatabase({ databaseUrl: scratch.url }),
      openDatabase({ databaseUrl: scratch.url }),
    ]);
    opened.push(...both);
    return both;
  }
  const one = await openDatabase({ dataDir: 'memory://' });
  opened.push(one);
  return [one, one];
}

describe('two servers starting together on a new database', () => {
  it('migrate it once and seed the demo once, and both start', { timeout: 90_000 }, async () => {
    const [a, b] = await openTwo();
    const seeded = await Promise.all([
      prepareDatabase(a, { demo: true }),
      prepareDatabase(b, { demo: true }),
    ]);
    expect(seeded.filter(Boolean)).toHaveLength(1);

    const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
      entries: unknown[];
    };
    const [{ n }] = await sqlRows<{ n: number }>(
      a.db,
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(n).toBe(journal.entries.length);

    // Each demo sign-in's user exists once (a second seed would have failed or doubled them).
    const logins = DEMO_SIGN_INS.map((d) => d.loginName.toLowerCase());
    const users = await b.db.execute(
      sql`select lower(login_name) as login from users where lower(login_name) in ${logins}`,
    );
    expect((users as unknown as { rows: unknown[] }).rows).toHaveLength(new Set(logins).size);
  });
});
