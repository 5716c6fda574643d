import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../../src/api/failure';
import {
  createRequestHistory,
  isRetryable,
  RETRY_DELAY_MS,
  realTimers,
  retriesFor,
  withRetries,
} from '../../../src/api/retry';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const fail = (status?: number) => new ApiFailure({ status, url: 'http://x/y' });

/** An attempt that fails `n` times with `error`, then answers 'ok'. */
function failing(n: number, error: unknown = fail(503)) {
  let calls = 0;
  const attempt = vi.fn(async () => {
    calls++;
    if (calls <= n) throw error;
    return 'ok';
  });
  return attempt;
}

describe('retries (REQ-08)', () => {
  it('REQ-08 only an unreachable platform or a 5xx is retried', () => {
    expect(isRetryable(fail())).toBe(true);
    expect(isRetryable(fail(500))).toBe(true);
    expect(isRetryable(fail(503))).toBe(true);
    for (const s of [400, 401, 403, 404, 409]) expect(isRetryable(fail(s))).toBe(false);
    expect(isRetryable(new Error('x'))).toBe(false);
  });

  it('REQ-08 GETs are retried once by default, writes not at all, unless a call says otherwise', () => {
    expect(retriesFor('get')).toBe(1);
    expect(retriesFor('post')).toBe(0);
    expect(retriesFor('delete')).toBe(0);
    expect(retriesFor('post', 2)).toBe(2);
    expect(retriesFor('get', 3)).toBe(3);
  });

  it('REQ-08 a failed request is retried once, after 60 seconds', async () => {
    const history = createRequestHistory(() => Date.now());
    const attempt = failing(1);
    const result = withRetries(attempt, { key: 'k', retries: 1, history, timers: realTimers });
    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toBe('ok');
  });

  it('REQ-08 a second failure is not retried again', async () => {
    const history = createRequestHistory(() => Date.now());
    const attempt = failing(5);
    const result = withRetries(attempt, { key: 'k', retries: 1, history, timers: realTimers });
    const settled = expect(result).rejects.toMatchObject({ status: 503 });
    await vi.advanceTimersByTimeAsync(10 * RETRY_DELAY_MS);
    await settled;
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('REQ-08 a 4xx fails at once', async () => {
    const history = createRequestHistory(() => Date.now());
    const attempt = failing(1, fail(400));
    await expect(
      withRetries(attempt, { key: 'k', retries: 1, history, timers: realTimers }),
    ).rejects.toMatchObject({
      status: 400,
    });
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('REQ-08 a call retried a set number of times (3) makes four attempts, 60 s apart', async () => {
    const history = createRequestHistory(() => Date.now());
    const attempt = failing(3);
    const start = Date.now();
    const times: number[] = [];
    attempt.mockImplementation(
      (() => {
        let n = 0;
        return async () => {
          times.push(Date.now() - start);
          if (++n <= 3) throw fail();
          return 'ok';
        };
      })(),
    );
    const result = withRetries(attempt, { key: 'bulk', retries: 3, history, timers: realTimers });
    await vi.advanceTimersByTimeAsync(4 * RETRY_DELAY_MS);
    await expect(result).resolves.toBe('ok');
    expect(times).toEqual([0, 60_000, 120_000, 180_000]);
  });

  it('REQ-08 the request history shares one retry per request among callers, and resets every 60 s', async () => {
    const history = createRequestHistory(() => Date.now());
    const a = failing(5);
    const b = failing(5);
    const ra = withRetries(a, { key: 'same', retries: 1, history, timers: realTimers });
    await vi.advanceTimersByTimeAsync(0);
    const rb = withRetries(b, { key: 'same', retries: 1, history, timers: realTimers });
    const settledB = expect(rb).rejects.toMatchObject({ status: 503 });
    await vi.advanceTimersByTimeAsync(0);
    await settledB; // the retry of 'same' in this window was already taken by a
    expect(b).toHaveBeenCalledTimes(1);
    const settledA = expect(ra).rejects.toMatchObject({ status: 503 });
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await settledA;
    expect(a).toHaveBeenCalledTimes(2);
    expect(history.retriesOf('same')).toBe(0); // 60 s later: a new window
    expect(history.size()).toBe(0);
  });

  it('REQ-08 an aborted wait rejects with the abort reason and makes no second attempt', async () => {
    const history = createRequestHistory(() => Date.now());
    const attempt = failing(1);
    const controller = new AbortController();
    const result = withRetries(attempt, {
      key: 'k',
      retries: 1,
      history,
      timers: realTimers,
      signal: controller.signal,
    });
    const settled = expect(result).rejects.toThrow(/gone/);
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort(new Error('gone'));
    await settled;
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
