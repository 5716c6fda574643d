// @vitest-environment happy-dom
// Page-load timing in the portal (REQ-10): every resource load counts against the page it runs on.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { PAGE_TIMING_DISCARD_MS } from '../../src/api/pageTiming';
import { pageTimings } from '../../src/app/pageTimings';
import { useResource } from '../../src/app/useResource';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('REQ-10 a page keeps its longest load while loads are pending, and forgets it 3000 ms after the last', async () => {
  vi.useFakeTimers();
  location.hash = '#/management/m/users';
  const releases: (() => void)[] = [];
  function Probe(props: { id: number }) {
    const r = useResource(
      ['probe', props.id],
      () => new Promise<number>((resolve) => releases.push(() => resolve(1))),
    );
    return <p>{r.loading ? 'loading' : 'ready'}</p>;
  }
  render(
    <>
      <Probe id={1} />
      <Probe id={2} />
    </>,
  );
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(pageTimings.record('/management/m/users')).toMatchObject({ pending: 2 });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(400);
    releases[0]();
    await vi.advanceTimersByTimeAsync(300);
    releases[1]();
    await vi.advanceTimersByTimeAsync(0);
  });
  expect(pageTimings.record('/management/m/users')).toMatchObject({
    pending: 0,
    finished: 2,
    longestMs: 700,
  });
  await act(() => vi.advanceTimersByTimeAsync(PAGE_TIMING_DISCARD_MS - 1));
  expect(pageTimings.record('/management/m/users')).toBeDefined();
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(pageTimings.record('/management/m/users')).toBeUndefined();
});
