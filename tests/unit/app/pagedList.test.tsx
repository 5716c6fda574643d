// @vitest-environment happy-dom
// A long list's failures (src/app/usePagedList.ts): a page that fails goes to the error display
// once; a load the list stops itself (the page left) is not a failure to show.
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../../src/api/failure';
import { ErrorDisplayProvider } from '../../../src/app/errors/ErrorDisplay';
import type { ErrorDisplay } from '../../../src/app/errors/errorDisplay';
import { usePagedList } from '../../../src/app/usePagedList';

const PAGE = 25;

afterEach(cleanup);

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
