// Graceful shutdown (decision 0080), for SIGTERM/SIGINT in server/main.ts and callable from tests
// without a signal:
// 1. /ready answers 503 'shutting down', so a load balancer that still asks stops sending work;
// 2. the listener closes: new connections are refused, requests in flight run to the end
//    (idle keep-alive connections are closed as they go idle); after `graceMs` whatever is
//    left is cut;
// 3. `stopWork()` stops the background work (the job runner releases its leases);
// 4. the database closes. The caller exits.
import type { Lifecycle } from './http/readiness';

/** The part of node's http.Server shutdown needs. */
export interface ClosableServer {
  close(done?: (error?: Error) => void): unknown;
  closeIdleConnections(): void;
  closeAllConnections(): void;
}

export interface ShutdownParts {
  server: ClosableServer;
  platform: { lifecycle: Lifecycle };
  database: { close(): Promise<void> };
  /** Stops background work once no request runs any more (the job runner's stop-and-release). */
  stopWork?: () => Promise<void>;
  /** How long requests in flight may take before their connections are cut. */
  graceMs?: number;
}

export const SHUTDOWN_GRACE_MS = 10_000;
/** How often connections that went idle during the drain are closed (keep-alive would hold them). */
const IDLE_SWEEP_MS = 100;

/** Resolves when the listener has closed and every connection has ended, or been cut at the cap. */
function drain(server: ClosableServer, graceMs: number): Promise<'drained' | 'cut'> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const cap = setTimeout(() => {
      server.closeAllConnections();
      finish('cut');
    }, graceMs);
    let finished = false;
    function finish(how: 'drained' | 'cut') {
      if (finished) return;
      finished = true;
      clearInterval(sweep);
      clearTimeout(cap);
      resolve(how);
    }
    server.close(() => finish('drained'));
    server.closeIdleConnections();
  });
}

export async function shutdown(parts: ShutdownParts): Promise<'drained' | 'cut'> {
  parts.platform.lifecycle.shuttingDown = true;
  const how = await drain(parts.server, parts.graceMs ?? SHUTDOWN_GRACE_MS);
  try {
    await parts.stopWork?.();
  } finally {
    await parts.database.close();
  }
  return how;
}
