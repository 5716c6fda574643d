// @vitest-environment happy-dom
// How a long list reads its pages as the table scrolls (src/app/usePagedList.ts): the pages in
// view, and once the view moves, the next page in the direction it moves; never a page past the
// end, and nothing extra for the first view.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
