// `npm run bench`: starts a platform on a temporary PGlite folder with the demo's accounts and the
// large account (seedLarge: 5,000 users, 100,000 numbers), and prints figures. Benchmarks print,
// never assert. `npm run bench -- <part>` runs one part: bundle, lighthouse, tenant, list, browser,
// import, numbers, replicas (PostgreSQL only), reports, pglite (what a test file pays for its database; alone, as it
// needs no large seed).
// With BENCH_DATABASE_URL (a PostgreSQL server) it runs on a new database there, dropped after.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { seedDemo, seedLarge } from '../../server/db/seed';
import { createLogger } from '../../server/log';
import { createScratchDatabase } from '../support/postgres';
import { benchBundle, benchLighthouse } from './deliveryBench';
import { benchNumbers } from './numbersBench';
import { benchNumbersMove } from './numbersMoveBench';
import { benchPglite } from './pgliteBench';
import { benchReplicas } from './replicasBench';
import { benchReports } from './reportsBench';
import { printTenantRatio, tenantListProbe } from './tenantBench';
import { benchBrowser, benchImport, benchUsersList } from './usersBench';

if (process.argv[2] === 'pglite') {
  await benchPglite();
  process.exit(0);
}

const server = process.env.BENCH_DATABASE_URL;
const scratch = server ? await createScratchDatabase(server, 'switchboard_bench') : undefined;
const dir = scratch ? undefined : mkdtempSync(join(tmpdir(), 'switchboard-bench-'));
const database = await openDatabase(scratch ? { databaseUrl: scratch.url } : { dataDir: dir });
const where = scratch ? 'PostgreSQL' : `PGlite, ${dir}`;
try {
  const only = process.argv[2];
  const config = testConfig({ staticDir: './dist' });
  // No request log unless LOG_LEVEL asks: a line per call would be measured with the calls.
  const log = createLogger({ level: process.env.LOG_LEVEL || 'silent' });
  const platform = createApp({ db: database.db, config, now: () => new Date(), log });
  // The demo's accounts first: a small account's list is measured alone, then beside the large one.
  await seedDemo(database.db);
  const tenant = !only || only === 'tenant' ? await tenantListProbe(platform, database.db) : undefined;
  const alone = await tenant?.measure();
  const t = performance.now();
  const { accountId } = await seedLarge(database.db);
  console.log(
    `seeded the large account ${accountId} in ${((performance.now() - t) / 1000).toFixed(1)} s (${where})`,
  );
  if (tenant && alone) printTenantRatio(alone, await tenant.measure());
  const ctx = {
    platform,
    db: database.db,
    accountId,
    onPostgres: !!scratch,
    staticReady: existsSync('./dist/index.html'),
  };
  if ((!only || only === 'bundle') && ctx.staticReady) benchBundle();
  if (!only || only === 'lighthouse') await benchLighthouse(ctx);
  if (!only || only === 'list') await benchUsersList(ctx);
  if (!only || only === 'numbers') await benchNumbers(ctx);
  if (!only || only === 'browser') await benchBrowser(ctx);
  if (!only || only === 'import') await benchImport(ctx);
  if (!only || only === 'numbers') await benchNumbersMove(ctx);
  if (!only || only === 'replicas') await benchReplicas({ ...ctx, databaseUrl: scratch?.url });
  if (!only || only === 'reports') await benchReports(ctx);
  await platform.jobs.idle();
} finally {
  await database.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  await scratch?.drop();
}
