// Per-client rate limits (decision 0081), counted in the database so that every replica of one
// database shares them: fixed windows of RATE_LIMIT_WINDOW seconds, one upsert per counted call.
// A call over its rule's limit answers 429 with Retry-After (seconds to the window's end), before
// the route reads its body or does its work.
//
// A signed-in caller is counted by user (people behind one office address do not share a limit);
// a call without a session (the token endpoints) by client address, as the sign-in throttle
// reads it (TRUST_PROXY, server/http/clientAddress.ts). The sign-in throttle of decision 0045
// still counts failed passwords on top of this.
import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ServerConfig } from '../config';
import { rateLimitHits } from '../db/schema';
import { clientAddress } from './clientAddress';
import { ApiError } from './errors';
import type { Deps, Env } from './types';

export type RateLimitRule = 'signIn' | 'bulkStart' | 'wholeList';

interface RuleDefinition {
  /** Calls per window; 0 leaves the rule off. */
  limit: (config: ServerConfig) => number;
  /** Whether this call counts (all calls of the route when absent). */
  counts?: (c: Context<Env>) => boolean;
}

const RULES: Record<RateLimitRule, RuleDefinition> = {
  signIn: { limit: (config) => config.signInRateLimit },
  bulkStart: { limit: (config) => config.bulkStartRateLimit },
  // The portal pages (at most 750 rows); only a read of the whole list (up to 5,000 rows) counts.
  wholeList: {
    limit: (config) => config.wholeListRateLimit,
    counts: (c) => c.req.query('fetchAll')?.toLowerCase() === 'true',
  },
};

/** One counted call in this many purges the windows that ended long ago. */
const PURGE_EVERY = 200;
/** Windows are kept this long after they end (a look at recent limits; then they go). */
const KEEP_SECONDS = 60 * 60;
let countedSincePurge = 0;

/** A key's part as given, or its hash when it is too long to be a key (a forwarded address). */
export const keyPart = (text: string) =>
  text.length <= 200 ? text : `sha256:${createHash('sha256').update(text).digest('hex')}`;

function whoCalls(deps: Deps, c: Context<Env>): string {
  const principal = c.get('principal');
  return principal ? `user:${principal.userId}` : `address:${keyPart(clientAddress(deps, c))}`;
}

/**
 * The start and end of the window `now` falls in: windows of `seconds` (RATE_LIMIT_WINDOW unless a
 * rule keeps its own, like the provisioning failures of decision 0083).
 */
export function windowOf(
  deps: Deps,
  now: Date,
  seconds = deps.config.rateLimitWindowSeconds,
): { start: Date; end: Date } {
  const length = seconds * 1000;
  const start = Math.floor(now.getTime() / length) * length;
  return { start: new Date(start), end: new Date(start + length) };
}

/** Counts one call of `key` in the current window, atomically; answers the window's count. */
export async function countCall(
  deps: Deps,
  key: string,
  seconds?: number,
): Promise<{ hits: number; end: Date; now: Date }> {
  const now = deps.now();
  const { start, end } = windowOf(deps, now, seconds);
  const [row] = await deps.db
    .insert(rateLimitHits)
    .values({ key, windowStart: start, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { hits: sql`${rateLimitHits.hits} + 1` },
    })
    .returning({ hits: rateLimitHits.hits });
  countedSincePurge += 1;
  if (countedSincePurge >= PURGE_EVERY) {
    countedSincePurge = 0;
    await purgeRateLimits(deps);
  }
  return { hits: row.hits, end, now };
}

/** The calls each key already has in the current window (a key without any is absent), counting none. */
export async function hitsNow(
  deps: Deps,
  keys: string[],
  seconds?: number,
): Promise<{ hits: Map<string, number>; end: Date; now: Date }> {
  const now = deps.now();
  const { start, end } = windowOf(deps, now, seconds);
  const rows = await deps.db
    .select({ key: rateLimitHits.key, hits: rateLimitHits.hits })
    .from(rateLimitHits)
    .where(and(inArray(rateLimitHits.key, keys), eq(rateLimitHits.windowStart, start)));
  return { hits: new Map(rows.map((r) => [r.key, r.hits])), end, now };
}

/** Deletes the windows that ended more than an hour ago. */
export async function purgeRateLimits(deps: Deps): Promise<void> {
  const { start } = windowOf(deps, new Date(deps.now().getTime() - KEEP_SECONDS * 1000));
  await deps.db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, start));
}

export class TooManyRequests extends ApiError {
  constructor(retryAfter: number, retryAt: Date) {
    super(429, 'too_many_requests', 'Too many requests. Wait a little and try again.', undefined, {
      retryAfter,
      retryAt: retryAt.toISOString(),
    });
  }
}

/** Counts the call under the route's rule, and refuses it (429) when its window is already full. */
export async function enforceRateLimit(deps: Deps, rule: RateLimitRule, c: Context<Env>): Promise<void> {
  const { limit, counts } = RULES[rule];
  const max = limit(deps.config);
  if (!deps.config.rateLimits || max === 0 || (counts && !counts(c))) return;
  const { hits, end, now } = await countCall(deps, `${rule}:${whoCalls(deps, c)}`);
  if (hits > max) refuseUntil(c, end, now);
}

/** The 429 of a full window: Retry-After is the seconds left to its end. */
export function refuseUntil(c: Context, end: Date, now: Date): never {
  const retryAfter = Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));
  c.header('retry-after', String(retryAfter));
  throw new TooManyRequests(retryAfter, end);
}
