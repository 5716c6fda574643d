// The address a request came from: the socket's peer (@hono/node-server's bindings), or, when
// TRUST_PROXY names how many proxies stand in front of the server, the address the farthest
// trusted proxy saw in X-Forwarded-For. A client can write that header itself, so it is never
// read without the setting.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Deps } from './types';

/** What a request without a socket (in-process calls) counts as. */
export const UNKNOWN_ADDRESS = 'unknown';

export function clientAddress(deps: Deps, c: Context): string {
  const peer = socketAddress(c);
  const hops = deps.config.trustProxy;
  if (hops === 0) return peer;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  if (forwarded.length === 0) return peer;
  // Each trusted proxy appended the address it saw; the last `hops` entries are theirs to vouch for.
  return forwarded[Math.max(0, forwarded.length - hops)];
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN_ADDRESS;
  } catch {
    return UNKNOWN_ADDRESS;
  }
}
