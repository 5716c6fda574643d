// @vitest-environment happy-dom
// Pages are chunks loaded on first visit (or ahead of it, from the menu).
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../../src/app/lazyPage';
import { PAGES } from '../../src/app/pages';
import { ShellView } from '../../src/screens/shell/ShellView';

afterEach(cleanup);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const Hello = (props: { title: string }) => <h1>{props.title}</h1>;

describe('lazyPage', () => {
  it('loads the module once, however often preload is called, and renders its export after the fallback', async () => {
    const load = deferred<{ Hello: typeof Hello }>();
    const loader = vi.fn(() => load.promise);
    const page = lazyPage<{ title: string }, { Hello: typeof Hello }>(loader, 'Hello');
    void page.preload();
    void page.preload();
    render(
      <Suspense fallback={<p>Loading Users…</p>}>
        <page.Component title="Users" />
      </Suspense>,
    );
    expect(screen.getByText('Loading Users…')).toBeTruthy();
    await act(async () => load.resolve({ Hello }));
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (a chunk missing after a deploy)', async () => {
    const loader = vi
      .fn<() => Promise<{ Hello: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ Hello });
    const page = lazyPage<{ title: string }, { Hello: typeof Hello }>(loader, 'Hello');
    await expect(page.preload()).rejects.toThrow('chunk failed');
    await expect(page.preload()).resolves.toEqual({ Hello });
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('every page of the table loads its own module and finds its component there', async () => {
    for (const [name, page] of Object.entries(PAGES)) {
      const module = (await page.preload()) as Record<string, unknown>;
      expect(
        Object.values(module).some((value) => typeof value === 'function'),
        name,
      ).toBe(true);
    }
  });
});

describe('menu preloading', () => {
  it('hovering or focusing a menu entry starts loading its page', () => {
    const usersPreload = vi.fn();
    const callsPreload = vi.fn();
    render(
      <ShellView
        userName="Ada Lovelace"
        roleName="Account super user"
        accountName="Acme Widgets"
        nav={[
          { label: 'Users', href: '#/management/m/users', onPreload: usersPreload },
          { label: 'My calls', href: '#/management/m/myCallsReport', onPreload: callsPreload },
        ]}
        onSignOut={() => {}}
      >
        <h1>Dashboard</h1>
      </ShellView>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    fireEvent.focus(within(nav).getByRole('link', { name: 'My calls' }));
    expect(callsPreload).toHaveBeenCalled();
    expect(usersPreload).not.toHaveBeenCalled();
    fireEvent.pointerEnter(within(nav).getByRole('link', { name: 'Users' }), { pointerType: 'mouse' });
    expect(usersPreload).toHaveBeenCalled();
  });
});
