// The platform server: one Hono app that serves every service family at /svc/<family>,
// the workspace configuration, a health route and the built portal.
import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { accountPageRoute } from '../src/domain/adminPortal';
import { familyRouters } from './families';
import { compressJson } from './http/compress';
import { ApiError, handleError, notFound } from './http/errors';
import type { DeclaredRoute } from './http/secureRouter';
import { servePortal } from './http/staticFiles';
import type { Deps } from './http/types';
import { createJobRunner, type JobRunner } from './jobs/bulkRunner';
import { buildWgConfig, familyBase } from './wgConfig';

/** Region segments the portal may add after a family's base (REQ-05); 'us' is never sent. */
const REGION = /^(\/svc\/[a-z]+)\/(eu|uk|au|in|ca)(\/.*)$/;

export const MAX_BODY_BYTES = 10 * 1024 * 1024;

export interface Platform {
  app: Hono;
  routes: (DeclaredRoute & { family: string })[];
  /** Bulk tasks run here; `await jobs.idle()` waits for them. */
  jobs: JobRunner;
}

export function createApp(given: Deps): Platform {
  const jobs = given.jobs ?? createJobRunner(given);
  const deps: Deps = { ...given, jobs };
  const app = new Hono({
    getPath: (req) => {
      const path = new URL(req.url).pathname;
      const m = REGION.exec(path);
      return m ? m[1] + m[3] : path;
    },
  });
  app.onError(handleError);
  // No call needs more than this (a 10,000-row bulk body is well under it); larger bodies are
  // refused before they are read.
  app.use(
    '/svc/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError(413, 'payload_too_large', 'The request is too large.');
      },
    }),
  );

  app.use('/svc/*', compressJson());

  const routes: Platform['routes'] = [];
  for (const [family, routers] of Object.entries(familyRouters(deps))) {
    for (const router of routers) {
      app.route(familyBase(family as never), router.hono);
      for (const r of router.routes) routes.push({ ...r, family });
    }
  }

  app.get('/wgConfig.json', (c) => {
    const origin = deps.config.publicUrl ?? new URL(c.req.url).origin;
    c.header('cache-control', 'no-store');
    return c.json(buildWgConfig(origin, deps.config));
  });
  app.get('/health', async (c) => {
    await deps.db.execute(sql`select 1`);
    return c.json({ status: 'ok', time: deps.now().toISOString() });
  });
  // The external admin portal page of an account (ROLE-03) is the portal's account page.
  app.get('/adminv2/account/:accountId{[0-9]+}/dashboard', (c) =>
    c.redirect(`/#${accountPageRoute(Number(c.req.param('accountId')))}`, 302),
  );
  app.all('/svc/*', () => {
    throw notFound('No such service call');
  });

  if (existsSync(deps.config.staticDir)) {
    // The portal is never shown inside another site's frame (clickjacking of admin actions).
    app.use('/*', async (c, next) => {
      c.header('x-frame-options', 'DENY');
      c.header('content-security-policy', "frame-ancestors 'none'");
      await next();
    });
    servePortal(app, deps.config.staticDir);
  }
  // Tasks left queued or running when the server last stopped go on now.
  jobs.kick();
  return { app, routes, jobs };
}
