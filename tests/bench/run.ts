// `npm run bench`: starts a platform on a temporary PGlite folder with the large account
// (seedLarge: 5,000 users, 100,000 numbers) and prints figures. Benchmarks print, never assert.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { seedLarge } from '../../server/db/seed';
import { benchBrowser, benchImport, benchUsersList } from './usersBench';

const dir = mkdtempSync(join(tmpdir(), 'switchboard-bench-'));
const database = await openDatabase({ dataDir: dir });
try {
  const t = performance.now();
  const { accountId } = await seedLarge(database.db);
  console.log(
    `seeded the large account ${accountId} in ${((performance.now() - t) / 1000).toFixed(1)} s (PGlite, ${dir})`,
  );
  const config = testConfig({ staticDir: './dist' });
  const platform = createApp({ db: database.db, config, now: () => new Date() });
  const ctx = { platform, accountId, staticReady: existsSync('./dist/index.html') };
  const only = process.argv[2];
  if (!only || only === 'list') await benchUsersList(ctx);
  if (!only || only === 'browser') await benchBrowser(ctx);
  if (!only || only === 'import') await benchImport(ctx);
  await platform.jobs.idle();
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
