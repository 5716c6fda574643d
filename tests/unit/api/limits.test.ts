// The request layer's time limits at their edges (REQ-07's 10 s, REQ-08's 60 s, REQ-10's
// 3000 ms): one millisecond before the limit nothing changes, at the limit it does.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createResponseCache } from '../../../src/api/cache';
import { createPageTiming } from '../../../src/api/pageTiming';
import { createRequestHistory } from '../../../src/api/retry';

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-11-21T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('time limits of the request layer', () => {
  it('REQ-07 with no cache time configured an answer is kept 9999 ms and gone at 10 s', () => {
    const cache = createResponseCache({ now: () => Date.now() });
    cache.put('ucaas', 'k', 'answer', cache.begin('ucaas'));
    vi.advanceTimersByTime(9_999);
    expect(cache.get('ucaas', 'k')).toEqual({ value: 'answer' });
    vi.advanceTimersByTime(1);
    expect(cache.get('ucaas', 'k')).toBeUndefined();
  });

  it('REQ-08 the request history keeps its retries for 59 999 ms and starts afresh at 60 s', () => {
    const history = createRequestHistory(() => Date.now());
    history.record('GET /x');
    vi.advanceTimersByTime(59_999);
    expect(history.retriesOf('GET /x')).toBe(1);
    vi.advanceTimersByTime(1);
    expect(history.retriesOf('GET /x')).toBe(0);
    // The new window runs from the reset: the next reset is 60 s later again.
    history.record('GET /x');
    vi.advanceTimersByTime(59_999);
    expect(history.retriesOf('GET /x')).toBe(1);
  });

  it('REQ-10 a page record survives 2999 ms after its last load and is discarded at 3000 ms', () => {
    const timing = createPageTiming();
    const done = timing.start('users');
    vi.advanceTimersByTime(40);
    done();
    vi.advanceTimersByTime(2_999);
    expect(timing.record('users')).toEqual({ page: 'users', pending: 0, finished: 1, longestMs: 40 });
    vi.advanceTimersByTime(1);
    expect(timing.record('users')).toBeUndefined();
  });
});
