// The built portal's files: precompressed (brotli, gzip) from dist/, hashed assets cached for a
// year, other files (the icon) revalidated on every visit, so that a new build reaches users at
// once while unchanged chunks never travel twice. index.html is portalPage (a nonce per answer).
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

/** Vite's hashed output: the name changes whenever the content does. */
const HASHED = /^\/assets\//;

export function servePortal(app: Hono, root: string) {
  app.use('/*', async (c, next) => {
    await next();
    if ((c.res.status !== 200 && c.res.status !== 304) || c.res.headers.has('cache-control')) return;
    c.header('cache-control', HASHED.test(c.req.path) ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  app.use('/*', serveStatic({ root, precompressed: true }));
}
