// Retries (REQ-08): a failed request (the platform unreachable, or a 5xx) is retried once after
// 60 seconds; some calls are retried a set number of times (phone-number bulk status: 3). Only
// GETs are retried unless a call opts in. The request history counts retries per request and is
// reset every 60 seconds, so many widgets failing on one URL retry it once per window, not once
// each. docs/decisions/0011-retries-and-outages.md.
import { ApiFailure, PlannedOutageFailure } from './failure';

export const RETRY_DELAY_MS = 60_000;
export const HISTORY_RESET_MS = 60_000;
/** Retries of a GET when the call sets none. */
export const DEFAULT_GET_RETRIES = 1;

/** The timers the request layer uses; tests pass fakes or use vi.useFakeTimers. */
export interface Timers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** A failure worth retrying: no answer at all, or a 5xx; never a planned outage (REQ-09). */
export const isRetryable = (error: unknown) =>
  error instanceof ApiFailure &&
  !(error instanceof PlannedOutageFailure) &&
  (error.status === undefined || error.status >= 500);

/** Waits `ms`, or rejects with the signal's reason when it is aborted first. */
export function sleep(timers: Timers, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const handle = timers.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      timers.clearTimeout(handle);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Retries made per request key in the current window; the window resets every 60 s. */
export interface RequestHistory {
  retriesOf(key: string): number;
  record(key: string): void;
  /** Requests seen in this window (for tests). */
  size(): number;
}

export function createRequestHistory(now: () => number, resetMs = HISTORY_RESET_MS): RequestHistory {
  let windowStart = now();
  const retries = new Map<string, number>();
  const roll = () => {
    if (now() - windowStart >= resetMs) {
      retries.clear();
      windowStart = now();
    }
  };
  return {
    retriesOf(key) {
      roll();
      return retries.get(key) ?? 0;
    },
    record(key) {
      roll();
      retries.set(key, (retries.get(key) ?? 0) + 1);
    },
    size() {
      roll();
      return retries.size;
    },
  };
}

/** How many retries a call gets: its own number, else one for a GET and none for a write. */
export const retriesFor = (method: string, retries?: number) =>
  retries ?? (method.toLowerCase() === 'get' ? DEFAULT_GET_RETRIES : 0);

/**
 * Runs `attempt`, and after a retryable failure waits `delayMs` and runs it again: at most
 * `retries` times for this call, and at most `retries` times for this key in one history window
 * (so ten widgets failing on one URL do not make ten retries).
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  opts: {
    key: string;
    retries: number;
    history: RequestHistory;
    timers: Timers;
    delayMs?: number;
    signal?: AbortSignal;
  },
): Promise<T> {
  let used = 0;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      const spent = used >= opts.retries || opts.history.retriesOf(opts.key) >= opts.retries;
      if (!isRetryable(error) || spent) throw error;
      used++;
      opts.history.record(opts.key);
      await sleep(opts.timers, opts.delayMs ?? RETRY_DELAY_MS, opts.signal);
    }
  }
}
