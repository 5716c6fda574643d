// One log line per request, written when its answer is ready (decision 0081): method, path
// without its query string (a query may carry a code or a token), status, duration, the trace id
// and the account the path names. Never headers, bodies, cookies or query strings.
//
// The trace id is the one in the caller's W3C `traceparent` header (decision 0007: the portal
// sends a new one per call), so the portal's calls and these lines join up; a call without a
// valid one gets a fresh id, for this server's lines only (nothing is answered back: Trace
// Context has no response header).
import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { logOf } from '../log';
import type { Deps, Env } from './types';

/** The header the portal sends (src/api/traceId.ts; the server imports src/domain only). */
export const TRACE_HEADER = 'traceparent';

/** version-traceid-parentid-flags; version ff and an all-zero trace id are invalid. */
const TRACEPARENT = /^(?!ff)[0-9a-f]{2}-(?!0{32})([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}(?:-.*)?$/;

export function traceIdOf(header: string | undefined): string {
  const match = header ? TRACEPARENT.exec(header.trim().toLowerCase()) : null;
  return match ? match[1] : randomBytes(16).toString('hex');
}

/** The account a path names (`.../account/123/...`, `.../account/v2/123/...`), to find a tenant's lines. */
const ACCOUNT_IN_PATH = /\/account\/(?:v\d+\/)?(\d{1,15})(?:\/|$)/;

export function requestLog(deps: Deps): MiddlewareHandler<Env> {
  const root = logOf(deps);
  return async (c, next) => {
    const started = performance.now();
    const traceId = traceIdOf(c.req.header(TRACE_HEADER));
    const log = root.child({ traceId });
    c.set('traceId', traceId);
    c.set('log', log);
    await next();
    const path = new URL(c.req.url).pathname;
    const accountId = ACCOUNT_IN_PATH.exec(path)?.[1];
    log.info(
      {
        method: c.req.method,
        path,
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        ...(accountId ? { accountId: Number(accountId) } : {}),
      },
      'request',
    );
  };
}
