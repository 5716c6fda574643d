// `npm run seed`: seeds the demo tenant tree if the database has none.
// `npm run seed -- --large`: the demo, then the large account (100,000 numbers, 5,000 users);
// `--scale 0.005` makes it that fraction of its size (a walk that needs 500 numbers, not 100,000).
// The database is the server's: DATABASE_URL if set, else PGlite in DATA_DIR (./data).
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { readConfig } from '../config';
import { openDatabase } from './client';
import { meta } from './schema';
import {
  DEMO_SIGN_INS,
  isSeeded,
  LARGE_ACCOUNT_ADMIN,
  LARGE_ACCOUNT_NAME,
  seedDemo,
  seedLarge,
} from './seed';

const { values } = parseArgs({
  options: {
    large: { type: 'boolean', default: false },
    scale: { type: 'string', default: '1' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log('Usage: npm run seed [-- --large [--scale FRACTION]]');
  process.exit(0);
}
const scale = Number(values.scale);
if (!(scale > 0 && scale <= 1)) {
  console.error(
    `--scale is a fraction of the large account's size, above 0 and at most 1 (not '${values.scale}').`,
  );
  process.exit(2);
}

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(2)} s`;

try {
  const started = performance.now();
  if (await isSeeded(database.db)) {
    console.log(`The demo tenant tree is already in ${where}; nothing to do.`);
  } else {
    await seedDemo(database.db);
    console.log(`Seeded the demo tenant tree into ${where} in ${seconds(started)}.`);
    console.table(
      DEMO_SIGN_INS.map((s) => ({
        role: s.role,
        'login name': s.loginName,
        password: s.password,
        account: s.accountName,
      })),
    );
  }
  if (values.large) {
    const largeStarted = performance.now();
    const [already] = await database.db.select().from(meta).where(eq(meta.key, 'seed-large'));
    const { accountId } = await seedLarge(database.db, { scale });
    console.log(
      already
        ? `The large account '${LARGE_ACCOUNT_NAME}' (id ${accountId}) is already there; nothing to do.`
        : `Seeded the large account '${LARGE_ACCOUNT_NAME}' (id ${accountId}: ${(100_000 * scale).toLocaleString('en-US')} numbers, ${(5_000 * scale).toLocaleString('en-US')} users) in ${seconds(largeStarted)}.`,
    );
    console.log(
      `Its account administrator signs in as ${LARGE_ACCOUNT_ADMIN.loginName} / ${LARGE_ACCOUNT_ADMIN.password}.`,
    );
  }
  console.log(`Done in ${seconds(started)}.`);
} catch (error) {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
