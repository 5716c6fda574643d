// @vitest-environment happy-dom
// How a long list reads its pages as the table scrolls (src/app/usePagedList.ts): the pages in
// view, and once the view moves, the next page in the direction it moves; never a page past the
// end, and nothing extra for the first view. A load the list stops itself (the page left) is not
// a failure to show.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../../src/api/failure';
import { ErrorDisplayProvider } from '../../../src/app/errors/ErrorDisplay';
import type { ErrorDisplay } from '../../../src/app/errors/errorDisplay';
import { usePagedList } from '../../../src/app/usePagedList';

const PAGE = 25;
const TOTAL = 200;

function list() {
  const offsets: number[] = [];
  const load = async (offset: number, pageSize: number) => {
    offsets.push(offset);
    const items = Array.from({ length: Math.min(pageSize, TOTAL - offset) }, (_, i) => offset + i);
    return { total: TOTAL, items };
  };
  const hook = renderHook(() => usePagedList(load, PAGE, 'everyone'));
  return { offsets, hook };
}

afterEach(cleanup);

describe('paged list reads ahead of the scrolling', () => {
  it('the first view reads only its page; moving down reads the pages in view and the next one', async () => {
    const { offsets, hook } = list();
    await waitFor(() => expect(hook.result.current.total).toBe(TOTAL));
    act(() => hook.result.current.ensureRange(0, 20));
    expect(offsets).toEqual([0]);
    act(() => hook.result.current.ensureRange(30, 50));
    expect(offsets).toEqual([0, 25, 50, 75]);
    await waitFor(() => expect(hook.result.current.rowAt(99)).toBe(99));
  });

  it('moving up reads the page before the view; the end of the list is not passed', async () => {
    const { offsets, hook } = list();
    await waitFor(() => expect(hook.result.current.total).toBe(TOTAL));
    act(() => hook.result.current.ensureRange(180, 199));
    expect(offsets).toEqual([0, 175]);
    act(() => hook.result.current.ensureRange(120, 140));
    expect(offsets).toEqual([0, 175, 100, 125, 75]);
  });
});

describe('paged list failures', () => {
  // A first page that answers only by failing: with the failure given, or when its request is aborted.
  function failingList(failure?: unknown) {
    const display = { report: vi.fn() } as unknown as ErrorDisplay & { report: ReturnType<typeof vi.fn> };
    const load = (_offset: number, _size: number, signal: AbortSignal) =>
      new Promise<never>((_, reject) => {
        if (failure) reject(failure);
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const wrapper = (props: { children: ReactNode }) => (
      <ErrorDisplayProvider display={display}>{props.children}</ErrorDisplayProvider>
    );
    const hook = renderHook(() => usePagedList(load, PAGE, 'everyone'), { wrapper });
    return { display, hook };
  }

  it('leaving the page while a page loads reports nothing', async () => {
    const { display, hook } = failingList();
    hook.unmount();
    // Once the callbacks the abort set off have all run (a macrotask runs after every microtask).
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(display.report).not.toHaveBeenCalled();
  });

  it('a page that fails is reported once', async () => {
    const failure = new ApiFailure({ status: 500, url: '/x', family: 'ucaas', method: 'get' });
    const { display } = failingList(failure);
    await waitFor(() => expect(display.report).toHaveBeenCalledWith(failure));
    expect(display.report).toHaveBeenCalledTimes(1);
  });
});
