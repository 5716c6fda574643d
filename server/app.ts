// The platform server: one Hono app that serves every service family at /svc/<family>,
// the workspace configuration, liveness and readiness routes and the built portal.
import { existsSync, readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { accountPageRoute } from '../src/domain/adminPortal';
import { applyDueStatusChanges } from './areas/accountLifecycle/lifecycleStore';
import { endExpiredLogins } from './areas/devices/automaticLogout';
import { deviceJobKinds } from './areas/devices/deviceJobs';
import { monitoringJobKinds } from './areas/monitoring/monitorJobs';
import { numberJobKinds } from './areas/numbers/numberJobs';
import { provisionFile } from './areas/provisioning/provisionFiles';
import { serviceLocationJobKinds } from './areas/provisioning/serviceLocationJobs';
import { recordingArchiveJobKinds } from './areas/recording/archive';
import { recordingJobKinds } from './areas/recording/bulkDownload';
import { reportJobKinds } from './areas/reports/reportJobs';
import { SCIM_BASE, SCIM_ROUTES, scimRoutes } from './areas/scim/scimRoutes';
import { userJobKinds } from './areas/users/userJobs';
import { authenticate } from './auth/authenticate';
import { createKeyStore, type KeyStore } from './auth/signingKeys';
import { familyRouters } from './families';
import { bodySizeLimit } from './http/bodySize';
import { compressJson } from './http/compress';
import { handleError, notFound } from './http/errors';
import { inputGuard } from './http/input';
import { createListCache, type ListCache } from './http/listCache';
import { openApiDocument } from './http/openapi';
import { trustedOrigin, untrustedHost } from './http/origins';
import { type Lifecycle, readiness } from './http/readiness';
import { requestLog } from './http/requestLog';
import type { CatalogueId, DeclaredRoute } from './http/secureRouter';
import { securityHeaders } from './http/securityHeaders';
import { servePortal } from './http/staticFiles';
import type { Deps, JobRunner, OutboxDispatcher } from './http/types';
import { startPoller } from './jobs/poller';
import { jobRegistry } from './jobs/registry';
import { createJobRunner } from './jobs/runner';
import { createLogger } from './log';
import { createOutboxDispatcher } from './mail/outbox';
import { portalPage } from './portalPage';
import { buildWgConfig, familyBase } from './wgConfig';

/** Region segments the portal may add after a family's base (REQ-05); 'us' is never sent. */
const REGION = /^(\/svc\/[a-z]+)\/(eu|uk|au|in|ca)(\/.*)$/;

/** Calls served beside the families (no access declaration: public or checked in place). */
export interface OtherRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  catalogue: readonly CatalogueId[];
}

export interface Platform {
  app: Hono;
  routes: (DeclaredRoute & { family: string })[];
  otherRoutes: OtherRoute[];
  /** Bulk tasks run here; `await jobs.idle()` waits for them. */
  jobs: JobRunner;
  /** The outbox's sender (when SMTP_URL is set). */
  outbox: OutboxDispatcher;
  /** Answers of list reads (the bench prints its hits and misses). */
  listCache: ListCache;
  /**
   * Stops the poll, the runner (its leases released, so another server takes over at once) and
   * the outbox's sender, each after the work in flight has committed.
   */
  stop(): Promise<void>;
  /** Signs and verifies the server's JWTs with the keys in the database (decision 0080). */
  keys: KeyStore;
  /** Shutdown marks it, and /ready answers 503 from then on (server/shutdown.ts). */
  lifecycle: Lifecycle;
}

export function createApp(given: Deps): Platform {
  // One log for the app and what it runs (decision 0081): tests give one that writes to memory.
  const log = given.log ?? createLogger();
  const listCache = given.listCache ?? createListCache();
  const keys = given.keys ?? createKeyStore(given);
  // The runner and the outbox's sender get these deps too: a job's e-mails are sent by this server.
  const deps: Deps = { ...given, listCache, keys, log };
  const lifecycle: Lifecycle = { shuttingDown: false };
  const outbox = given.outbox ?? createOutboxDispatcher(deps);
  // Each area's job kinds (decision 0076); the engine knows none of them, and the task routes
  // read from them who may read each kind's tasks (decision 0086).
  const jobKinds = jobRegistry(
    userJobKinds,
    deviceJobKinds,
    numberJobKinds,
    monitoringJobKinds,
    recordingJobKinds,
    recordingArchiveJobKinds,
    reportJobKinds,
    serviceLocationJobKinds,
  );
  const jobs = given.jobs ?? createJobRunner(deps, jobKinds);
  deps.outbox = outbox;
  deps.jobs = jobs;
  const app = new Hono({
    getPath: (req) => {
      const path = new URL(req.url).pathname;
      const m = REGION.exec(path);
      return m ? m[1] + m[3] : path;
    },
  });
  app.onError(handleError);
  // First, so that every answer (refusals, 413s and errors included) leaves its line.
  app.use('*', requestLog(deps));
  app.use('*', securityHeaders(deps.config));
  // Bodies over the limit answer 413; bodies within it are read before any route (decision 0050).
  app.use('*', bodySizeLimit());

  app.use('/svc/*', inputGuard());

  app.use('/svc/*', compressJson());

  const routes: Platform['routes'] = [];
  for (const [family, routers] of Object.entries(familyRouters(deps, jobKinds))) {
    for (const router of routers) {
      app.route(familyBase(family as never), router.hono);
      for (const r of router.routes) routes.push({ ...r, family });
    }
  }

  // SCIM 2.0 for identity providers (issue 23, decision 0110): its own answers and bearer.
  app.route(SCIM_BASE, scimRoutes(deps));

  app.get('/wgConfig.json', (c) => {
    const origin = trustedOrigin(deps.config, c.req.url);
    if (!origin) throw untrustedHost();
    c.header('cache-control', 'no-store');
    return c.json(buildWgConfig(origin, deps.config));
  });
  // The API reference (OpenAPI 3.1) of every declared route, for any signed-in caller.
  let reference: ReturnType<typeof openApiDocument> | undefined;
  app.get('/openapi.json', authenticate(deps), (c) => {
    reference ??= openApiDocument(routes, packageVersion());
    c.header('cache-control', 'no-store');
    return c.json(reference);
  });
  // Liveness: the process answers. It reads no database (decision 0080): a restart would not
  // bring a database back, so a database outage must not get every server restarted.
  app.get('/health', (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ status: 'ok', time: deps.now().toISOString() });
  });
  // Readiness: send this server requests (database answers, migrations applied, not draining).
  app.get('/ready', async (c) => {
    c.header('cache-control', 'no-store');
    const state = await readiness(deps.db, lifecycle);
    return state.ready
      ? c.json({ status: 'ready' })
      : c.json({ status: 'unavailable', reason: state.reason }, 503);
  });
  // The configuration file a phone fetches, with its own credential (decision 0083).
  app.get('/prov/:file', provisionFile(deps));
  // The external admin portal page of an account (ROLE-03) is the portal's account page.
  app.get('/adminv2/account/:accountId{[0-9]+}/dashboard', (c) =>
    c.redirect(`/#${accountPageRoute(Number(c.req.param('accountId')))}`, 302),
  );
  // The API reference is a page of the portal (decision 0071); /api-docs is its short address.
  app.get('/api-docs', (c) => c.redirect('/#/management/m/api-docs', 302));
  app.all('/svc/*', () => {
    throw notFound('No such service call');
  });

  if (existsSync(deps.config.staticDir)) {
    // Its pages carry the portal's security headers (securityHeaders), framing refused included.
    const page = portalPage(deps.config);
    app.get('/', page);
    app.get('/index.html', page);
    servePortal(app, deps.config.staticDir);
    app.get('*', page);
  }
  // Tasks left queued or running when a server last stopped go on now, and whenever found later.
  jobs.kick();
  const poller = startPoller(deps.config.jobPollSeconds, [
    () => jobs.kick(),
    () => outbox.kick(),
    () =>
      void endExpiredLogins(deps.db, deps.now()).catch((error) =>
        log.error({ err: error }, 'ending hot-desk logins past their automatic log out failed'),
      ),
    // Status changes scheduled for a date (BILL-02, decision 0114) apply when it comes on the clock.
    () =>
      void applyDueStatusChanges(deps.db, deps.now()).catch((error) =>
        log.error({ err: error }, 'applying the scheduled account status changes failed'),
      ),
  ]);
  const stop = async () => {
    poller.stop();
    await Promise.all([jobs.stop({ release: true }), outbox.stop()]);
  };
  const otherRoutes: OtherRoute[] = [
    { method: 'get', path: '/wgConfig.json', catalogue: ['C-006'] },
    { method: 'get', path: '/openapi.json', catalogue: [] },
    { method: 'get', path: '/health', catalogue: [] },
    { method: 'get', path: '/ready', catalogue: [] },
    { method: 'get', path: '/prov/:file', catalogue: [] },
    { method: 'get', path: '/adminv2/account/:accountId/dashboard', catalogue: [] },
    { method: 'get', path: '/api-docs', catalogue: [] },
    ...SCIM_ROUTES,
  ];
  return { app, routes, otherRoutes, jobs, outbox, listCache, stop, keys, lifecycle };
}

function packageVersion(): string {
  const text = readFileSync(new URL('../package.json', import.meta.url), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}
