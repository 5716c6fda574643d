import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageTiming, PAGE_TIMING_DISCARD_MS } from '../../../src/api/pageTiming';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('page-load timing (REQ-10)', () => {
  it('REQ-10 pending loads are counted per page and the longest load time is tracked', () => {
    const timing = createPageTiming();
    const a = timing.start('users');
    const b = timing.start('users');
    const c = timing.start('devices');
    expect(timing.record('users')).toMatchObject({ pending: 2, longestMs: 0 });
    vi.advanceTimersByTime(120);
    a();
    vi.advanceTimersByTime(300);
    b();
    c();
    expect(timing.record('users')).toEqual({ page: 'users', pending: 0, finished: 2, longestMs: 420 });
    expect(timing.record('devices')).toMatchObject({ pending: 0, longestMs: 420 });
  });

  it('REQ-10 the record is discarded 3000 ms after the last pending load finishes', () => {
    const discarded: string[] = [];
    const timing = createPageTiming({ onDiscard: (r) => discarded.push(`${r.page}:${r.longestMs}`) });
    expect(PAGE_TIMING_DISCARD_MS).toBe(3000);
    const a = timing.start('users');
    const b = timing.start('users');
    vi.advanceTimersByTime(50);
    a();
    vi.advanceTimersByTime(5000); // one load still pending: nothing is discarded
    expect(timing.record('users')?.pending).toBe(1);
    b();
    vi.advanceTimersByTime(2999);
    expect(timing.record('users')).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(timing.record('users')).toBeUndefined();
    expect(discarded).toEqual(['users:5050']);
  });

  it('REQ-10 a load starting within the 3000 ms keeps the record and its longest time', () => {
    const timing = createPageTiming();
    const a = timing.start('users');
    vi.advanceTimersByTime(800);
    a();
    vi.advanceTimersByTime(2000);
    const b = timing.start('users');
    vi.advanceTimersByTime(2000); // past the first discard moment
    expect(timing.record('users')).toMatchObject({ pending: 1, longestMs: 800 });
    b();
    expect(timing.record('users')).toMatchObject({ pending: 0, finished: 2, longestMs: 2000 });
    vi.advanceTimersByTime(3000);
    expect(timing.pages()).toEqual([]);
  });

  it('REQ-10 finishing a load twice counts once', () => {
    const timing = createPageTiming();
    const a = timing.start('p');
    const b = timing.start('p');
    a();
    a();
    expect(timing.record('p')?.pending).toBe(1);
    b();
    expect(timing.record('p')?.pending).toBe(0);
  });
});
