// `npm start`: open the database (PGlite in ./data, or DATABASE_URL), seed the demo on first
// start, serve the portal and the platform API, and print where to go and who to sign in as.
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { mobileClientNotice } from './auth/clients';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { DEMO_SIGN_INS } from './db/seed';
import { createLogger } from './log';
import { shutdown } from './shutdown';

const config = readConfig();
const log = createLogger();
const started = Date.now();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await prepareDatabase(database, {
  demo: config.demo,
  onSeeding: () => log.info('seeding the demo tenant tree (first start)'),
});
const platform = createApp({ db: database.db, config, now: () => new Date(), log });
const server = serve({ fetch: platform.app.fetch, port: config.port, hostname: config.host }, (info) => {
  const url = `http://${info.address === '127.0.0.1' || info.address === '::1' ? 'localhost' : info.address}:${info.port}`;
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  log.info({ url, database: database.kind, readyMs: Date.now() - started }, 'listening');
  // The banner and the demo sign-ins below are for a person running npm start, not for the log.
  console.log(
    `\nSwitchboard is running at ${url}  (database: ${where}; ready in ${Date.now() - started} ms)\n`,
  );
  if (config.demo) {
    console.log('Demo sign-ins:');
    console.table(
      DEMO_SIGN_INS.map((s) => ({
        role: s.role,
        'login name': s.loginName,
        password: s.password,
        account: s.accountName,
      })),
    );
  } else {
    console.log('Demo data is off. Create the first provider super user with: npm run create-admin');
  }
  const mobileNotice = mobileClientNotice(config);
  if (mobileNotice) console.log(mobileNotice);
});

// SIGTERM (a deploy, the orchestrator) or Ctrl-C: finish what is in flight, then stop (decision
// 0080). A second signal while that runs stops at once.
let stopping = false;
const stop = async (signal: string) => {
  if (stopping) process.exit(1);
  stopping = true;
  log.info({ signal }, 'shutting down: refusing new connections, finishing requests in flight');
  try {
    // The batch in flight commits and this server's job leases are released for another replica.
    const how = await shutdown({
      server: server as Server,
      platform,
      database,
      stopWork: () => platform.stop(),
    });
    log.info(
      { how },
      how === 'drained' ? 'stopped' : 'stopped; requests still running at the deadline were cut',
    );
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
