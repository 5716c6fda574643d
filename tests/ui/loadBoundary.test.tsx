// @vitest-environment happy-dom
// A part of the portal that fails to load (a chunk gone after a deploy, the network down) shows a
// message and a way to reload in its place, never a blank window; another address clears it.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadBoundary } from '../../src/app/LoadBoundary';
import { lazyPage } from '../../src/app/lazyPage';

beforeEach(() => {
  // React reports the caught failure on the console; the test reads the screen instead.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const Hello = (props: { title: string }) => <h1>{props.title}</h1>;

function page(load: () => Promise<{ Hello: typeof Hello }>) {
  return lazyPage<{ title: string }, { Hello: typeof Hello }>(load, 'Hello');
}

describe('LoadBoundary', () => {
  it('a page whose chunk cannot be loaded shows why and offers to reload the portal', async () => {
    const broken = page(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const onReload = vi.fn();
    render(
      <main>
        <p>Menu</p>
        <LoadBoundary resetKey="users" onReload={onReload}>
          <Suspense fallback={<p>Loading Users…</p>}>
            <broken.Component title="Users" />
          </Suspense>
        </LoadBoundary>
      </main>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This part of the portal could not be loaded');
    // Only the failed part is replaced: what is around it stays.
    expect(screen.getByText('Menu')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload the portal' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('going to another address clears the message and shows the page there', async () => {
    const broken = page(() => Promise.reject(new Error('chunk failed')));
    const working = page(async () => ({ Hello }));
    const { rerender } = render(
      <LoadBoundary resetKey="users">
        <Suspense fallback={<p>Loading…</p>}>
          <broken.Component title="Users" />
        </Suspense>
      </LoadBoundary>,
    );
    await screen.findByRole('alert');
    // The same address again: the message stays.
    rerender(
      <LoadBoundary resetKey="users">
        <Suspense fallback={<p>Loading…</p>}>
          <broken.Component title="Users" />
        </Suspense>
      </LoadBoundary>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    await act(async () => {
      rerender(
        <LoadBoundary resetKey="extensions">
          <Suspense fallback={<p>Loading…</p>}>
            <working.Component title="Extensions" />
          </Suspense>
        </LoadBoundary>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'Extensions' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
