// `npm run bench`: starts a platform on a temporary PGlite folder with the large account
// (seedLarge: 5,000 users, 100,000 numbers) and prints figures. Benchmarks print, never assert.
// With BENCH_DATABASE_URL (a PostgreSQL server) it runs on a new database there, dropped after.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { seedLarge } from '../../server/db/seed';
import { createScratchDatabase } from '../support/postgres';
import { benchBundle, benchLighthouse } from './deliveryBench';
import { benchBrowser, benchImport, benchUsersList } from './usersBench';

const server = process.env.BENCH_DATABASE_URL;
const scratch = server ? await createScratchDatabase(server, 'switchboard_bench') : undefined;
const dir = scratch ? undefined : mkdtempSync(join(tmpdir(), 'switchboard-bench-'));
const database = await openDatabase(scratch ? { databaseUrl: scratch.url } : { dataDir: dir });
const where = scratch ? 'PostgreSQL' : `PGlite, ${dir}`;
try {
  const t = performance.now();
  const { accountId } = await seedLarge(database.db);
  console.log(
    `seeded the large account ${accountId} in ${((performance.now() - t) / 1000).toFixed(1)} s (${where})`,
  );
  const config = testConfig({ staticDir: './dist' });
  const platform = createApp({ db: database.db, config, now: () => new Date() });
  const ctx = { platform, accountId, onPostgres: !!scratch, staticReady: existsSync('./dist/index.html') };
  const only = process.argv[2];
  if ((!only || only === 'bundle') && ctx.staticReady) benchBundle();
  if (!only || only === 'lighthouse') await benchLighthouse(ctx);
  if (!only || only === 'list') await benchUsersList(ctx);
  if (!only || only === 'browser') await benchBrowser(ctx);
  if (!only || only === 'import') await benchImport(ctx);
  await platform.jobs.idle();
} finally {
  await database.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  await scratch?.drop();
}
