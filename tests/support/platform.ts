// A platform server in process for one test file: the seeded template database, a clock the
// test controls, and helpers to call routes and sign in (no port needed).
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pino, { type DestinationStream } from 'pino';
import { inject } from 'vitest';
import { createApp, type Platform } from '../../server/app';
import { type ServerConfig, testConfig } from '../../server/config';
import {
  type Database,
  fromPglite,
  openDatabase,
  pgliteExtensions,
  type QueryLogger,
} from '../../server/db/client';
import { createLogger, type Logger } from '../../server/log';
import { clockStart } from './clockStart';
import { clonePgTemplate } from './postgres';
import { templateSource } from './templateSource';

export interface TestPlatform extends Platform {
  database: Database;
  clock: { now: Date; advance(seconds: number): void };
  config: ServerConfig;
  /** app.request with a JSON body and a bearer token made easy. */
  call(
    method: string,
    path: string,
    opts?: { token?: string; json?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
  /** Password sign-in through the real token endpoint (refresh_token read from the portal's cookie). */
  signIn(
    loginName: string,
    password: string,
  ): Promise<{ access_token: string; refresh_token: string; expires_in: number }>;
  /**
   * Another server on the same database, as a second replica behind a load balancer would be:
   * its own app, job runner and caches, and on PostgreSQL its own connection pool. PGlite has one
   * connection, so there the replicas share it. Closing it leaves the database to this platform.
   */
  replica(overrides?: Partial<ServerConfig>): Promise<TestPlatform>;
  close(): Promise<void>;
}

type OpenedDatabase = Database & { url?: string };

/** A clone of the run's seeded template database (the demo seed), for tests without a server. */
export async function openTemplate(logger?: QueryLogger): Promise<OpenedDatabase> {
  const template = inject('dbTemplate');
  if (template.startsWith('pg:'))
    return clonePgTemplate(process.env.DATABASE_URL!, template.slice(3), logger);
  const source = templateSource(readFileSync(template.slice('file:'.length)));
  return fromPglite(await PGlite.create({ loadDataDir: source, extensions: pgliteExtensions }), logger);
}

let logFile: DestinationStream | undefined;

/**
 * The server log of a test: the stream a test asks for (every line at 'info' and above), else
 * LOG_FILE when it is set (every test file of the run appends to it), else nothing.
 */
function testLog(stream?: DestinationStream): Logger {
  if (stream) return createLogger({ level: 'info', destination: stream });
  const file = process.env.LOG_FILE;
  if (!file) return createLogger({ level: 'silent' });
  logFile ??= pino.destination({ dest: file, append: true, mkdir: true, sync: true });
  return createLogger({ level: 'info', destination: logFile });
}

/**
 * `logger` sees every statement the app sends (query counts and plans); `logStream` gets the
 * server's log lines (JSON), this server's and its replicas'.
 */
export async function startPlatform(
  overrides: Partial<ServerConfig> = {},
  options: { logger?: QueryLogger; logStream?: DestinationStream } = {},
): Promise<TestPlatform> {
  const database = await openTemplate(options.logger);
  const clock = {
    now: clockStart(),
    advance(seconds: number) {
      clock.now = new Date(clock.now.getTime() + seconds * 1000);
    },
  };
  return appOn(database, clock, overrides, testLog(options.logStream));
}

type Clock = TestPlatform['clock'];

/** A server on an open database; its replicas share the database and the clock. */
function appOn(
  database: OpenedDatabase,
  clock: Clock,
  overrides: Partial<ServerConfig>,
  log: Logger,
): TestPlatform {
  // The portal in integration tests talks to http://switchboard.test (mocks/platform.ts): an origin
  // this platform is configured to serve, like a deployment's ALLOWED_ORIGINS (decision 0052).
  const config = testConfig({
    staticDir: '/nonexistent',
    allowedOrigins: ['http://switchboard.test'],
    ...overrides,
  });
  const platform = createApp({ db: database.db, config, now: () => clock.now, log });
  const call: TestPlatform['call'] = async (method, path, opts = {}) =>
    platform.app.request(path, {
      method,
      headers: {
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...opts.headers,
      },
      body: opts.json !== undefined ? JSON.stringify(opts.json) : undefined,
    });
  const signIn: TestPlatform['signIn'] = async (loginName, password) => {
    const res = await platform.app.request('/svc/auth/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: loginName,
        password,
        client_id: 'switchboard-portal',
      }),
    });
    if (res.status !== 200)
      throw new Error(`sign-in as ${loginName} failed: ${res.status} ${await res.text()}`);
    // The portal's refresh token comes only in its HttpOnly cookie; tests get it from there.
    const refresh_token = /sb_refresh=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';
    return { ...(await res.json()), refresh_token };
  };
  const replica: TestPlatform['replica'] = async (more = {}) => {
    if (!database.url)
      return appOn({ ...database, close: async () => {} }, clock, { ...overrides, ...more }, log);
    const own = await openDatabase({ databaseUrl: database.url });
    return appOn(own, clock, { ...overrides, ...more }, log);
  };
  // Its runner and sender stop (leases released) before the database closes under them.
  const close = async () => {
    await platform.stop();
    await database.close();
  };
  return { ...platform, database, clock, config, call, signIn, replica, close };
}
