// Sign-in throttling (decision 0045): failed password checks are counted per login name, per
// client address and per the pair of both, in the database so that every server agrees. After
// a few free failures each further one makes the key wait, twice as long each time.
//
// - An address on hold waits, whatever login name it tries (password spraying).
// - A login name on hold waits only at addresses that have failed on it lately: someone with
//   the right password at a fresh address still gets in, while a spray from many addresses
//   gets one guess per address.
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { signInThrottles } from '../db/schema';
import type { Deps } from '../http/types';

export interface ThrottleKeys {
  login: string;
  address: string;
  pair: string;
}

type Row = typeof signInThrottles.$inferSelect;

export const normalLogin = (loginName: string) => loginName.trim().toLowerCase();

/** A key's part as typed, or its hash when it is too long or not plain text to be a key. */
const keyPart = (text: string) =>
  text.length <= 200 && ![...text].some((ch) => ch.charCodeAt(0) < 32)
    ? text
    : `sha256:${createHash('sha256').update(text).digest('hex')}`;

export function throttleKeys(loginName: string, address: string): ThrottleKeys {
  const login = keyPart(normalLogin(loginName));
  const from = keyPart(address);
  return { login: `login:${login}`, address: `address:${from}`, pair: `pair:${from} ${login}` };
}

/** The wait after `failures` failures, in seconds: none before `free`, then doubling. */
export function delayAfter(deps: Deps, failures: number, free: number): number {
  if (failures < free) return 0;
  const { signInFirstDelaySeconds: first, signInMaxDelaySeconds: max } = deps.config;
  return Math.min(max, first * 2 ** Math.min(failures - free, 30));
}

const memoryStart = (deps: Deps) =>
  new Date(deps.now().getTime() - deps.config.signInFailureMemorySeconds * 1000);

/** Failures still remembered (none once the memory has passed without a new one). */
const liveFailures = (deps: Deps, row: Row | undefined) =>
  row && row.lastFailureAt > memoryStart(deps) ? row.failures : 0;

const heldUntil = (deps: Deps, row: Row | undefined) =>
  row?.blockedUntil && row.blockedUntil > deps.now() ? row.blockedUntil : undefined;

async function rowsOf(deps: Deps, keys: ThrottleKeys) {
  const rows = await deps.db
    .select()
    .from(signInThrottles)
    .where(inArray(signInThrottles.key, [keys.login, keys.address, keys.pair]));
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return { login: byKey.get(keys.login), address: byKey.get(keys.address), pair: byKey.get(keys.pair) };
}

/** Until when an attempt with these keys must wait, or undefined when it may go ahead. */
export async function holdFor(deps: Deps, keys: ThrottleKeys): Promise<Date | undefined> {
  const rows = await rowsOf(deps, keys);
  const holds = [heldUntil(deps, rows.address)];
  if (liveFailures(deps, rows.pair) > 0) holds.push(heldUntil(deps, rows.login));
  return latest(holds);
}

/**
 * Counts one failed password check on all three keys, atomically (guesses sent at once each
 * get their own count), and sets each key's hold. Answers the hold this address now has on
 * this login, if any, and how many failures are left before one.
 */
export async function recordFailure(
  deps: Deps,
  keys: ThrottleKeys,
): Promise<{ heldUntil?: Date; attemptsLeft: number }> {
  const now = deps.now();
  const forgotten = sql`${memoryStart(deps).toISOString()}::timestamptz`;
  const counted = await deps.db
    .insert(signInThrottles)
    .values([keys.login, keys.address, keys.pair].map((key) => ({ key, failures: 1, lastFailureAt: now })))
    .onConflictDoUpdate({
      target: signInThrottles.key,
      set: {
        failures: sql`case when ${signInThrottles.lastFailureAt} <= ${forgotten} then 1 else ${signInThrottles.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ key: signInThrottles.key, failures: signInThrottles.failures });
  const failuresOf = (key: string) => counted.find((r) => r.key === key)?.failures ?? 0;
  const free = {
    [keys.login]: deps.config.signInFreeFailures,
    [keys.address]: deps.config.signInAddressFreeFailures,
  };
  const holds: Date[] = [];
  for (const key of [keys.login, keys.address]) {
    const seconds = delayAfter(deps, failuresOf(key), free[key]);
    if (seconds === 0) continue;
    const until = sql`${new Date(now.getTime() + seconds * 1000).toISOString()}::timestamptz`;
    // Parallel failures each set a hold; the longest one stays.
    const [held] = await deps.db
      .update(signInThrottles)
      .set({ blockedUntil: sql`greatest(coalesce(${signInThrottles.blockedUntil}, ${until}), ${until})` })
      .where(eq(signInThrottles.key, key))
      .returning({ blockedUntil: signInThrottles.blockedUntil });
    if (held?.blockedUntil) holds.push(held.blockedUntil);
  }
  const attemptsLeft = Math.max(
    0,
    Math.min(free[keys.login] - failuresOf(keys.login), free[keys.address] - failuresOf(keys.address)),
  );
  return { heldUntil: latest(holds), attemptsLeft };
}

/** A correct password: this login starts afresh, here and everywhere (the address does not). */
export async function clearFailures(deps: Deps, keys: ThrottleKeys): Promise<void> {
  await deps.db.delete(signInThrottles).where(inArray(signInThrottles.key, [keys.login, keys.pair]));
}

/** A login name's standing (AUTH-10): failures left before a wait, and the wait's end. */
export async function loginStanding(deps: Deps, loginName: string) {
  const key = throttleKeys(loginName, '').login;
  const [row] = await deps.db.select().from(signInThrottles).where(eq(signInThrottles.key, key));
  const free = deps.config.signInFreeFailures;
  return {
    attemptsLeft: Math.max(0, free - liveFailures(deps, row)),
    maxAttempts: free,
    lockedUntil: heldUntil(deps, row)?.toISOString() ?? null,
  };
}

/** Forgets keys whose failures are past memory and whose hold has ended. */
export async function purgeThrottles(deps: Deps): Promise<void> {
  const now = deps.now();
  await deps.db
    .delete(signInThrottles)
    .where(
      and(
        lte(signInThrottles.lastFailureAt, memoryStart(deps)),
        or(isNull(signInThrottles.blockedUntil), lte(signInThrottles.blockedUntil, now)),
      ),
    );
}

function latest(dates: (Date | undefined)[]): Date | undefined {
  const set = dates.filter((d): d is Date => d !== undefined);
  return set.length ? new Date(Math.max(...set.map((d) => d.getTime()))) : undefined;
}
