// @vitest-environment happy-dom
// The shell and its pages as a person meets them: the tab title names the page; the header
// names the account the page shows; a narrow screen's menu folds behind a button; an extension
// that is not in the account is "not found" on the page, and the error dialog (ERR-03) is
// readable and closes, by itself when the address changes.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountInfo } from '../../src/api/account';
import type { Method } from '../../src/api/endpoints';
import { ApiFailure } from '../../src/api/failure';
import { ErrorDisplayProvider } from '../../src/app/errors/ErrorDisplay';
import { ErrorModal } from '../../src/app/errors/ErrorModal';
import { createErrorDisplay, type ErrorDisplay } from '../../src/app/errors/errorDisplay';
import { ManagementPage } from '../../src/app/ManagementPage';
import { parsePermissionKeys } from '../../src/domain/permissions';
import { ShellView } from '../../src/screens/shell/ShellView';

const request = vi.fn();
vi.mock('../../src/app/session/SessionContext', async () => {
  // The area functions call the catalogue: its entries resolve to the (family, method, path) seen here.
  const { endpoint } = await vi.importActual<typeof import('../../src/api/endpointCatalogue')>(
    '../../src/api/endpointCatalogue',
  );
  const call = (name: string, o: { method?: Method } = {}) => {
    const e = endpoint(name, { method: o.method });
    return request(e.family, e.method, e.template, o);
  };
  return {
    useSession: () => ({ signOut: vi.fn() }),
    useSessionContext: () => ({ api: { request, call, clearCache: vi.fn() } }),
  };
});
const account = (accountId: number, name: string): AccountInfo =>
  ({ accountId, name, kind: 'customer', status: 'ACTIVE', countryCode: 'US', config: {} }) as AccountInfo;
const acme = account(10, 'Acme Corporation');
const britannia = account(12, 'Britannia Trading Ltd');
vi.mock('../../src/app/session/ProfileContext', () => ({
  useProfile: () => ({
    data: {
      user: { first_name: 'Pat', last_name: 'Provider' },
      roleId: 1,
      roleName: 'Provider super user',
      account: acme,
      homeAccount: { id: 1, name: 'Switchboard Platform' },
      swapped: true,
      permissions: parsePermissionKeys(['read:account', 'read:extensions', 'read:users']),
    },
  }),
  useProfileActions: () => ({ swapInto: vi.fn(), swapBack: vi.fn() }),
}));

let display: ErrorDisplay;
const inApp = (children: ReactNode) => (
  <ErrorDisplayProvider display={display}>
    {children}
    <ErrorModal />
  </ErrorDisplayProvider>
);

beforeEach(() => {
  display = createErrorDisplay({ log: vi.fn() });
  request.mockReset();
});
afterEach(cleanup);

const header = () => screen.getByRole('banner');

describe('the tab title names the page', () => {
  it('a page’s title, and "Page not found" for an unknown one', async () => {
    request.mockReturnValue(new Promise(() => {}));
    const { rerender } = render(inApp(<ManagementPage page="extensions" />));
    await waitFor(() => expect(document.title).toBe('Extensions · Switchboard'));
    rerender(inApp(<ManagementPage page="noSuchPage" />));
    await waitFor(() => expect(document.title).toBe('Page not found · Switchboard'));
  });
});

describe('the header names the account the page shows', () => {
  it('ROLE-07 another account’s page (its "New window") is named in the header, not the account acted on', async () => {
    request.mockImplementation(
      async (_f: string, _m: string, template: string, o: { params: { accountId: number } }) => {
        if (template.endsWith('/info')) return o.params.accountId === 12 ? britannia : acme;
        return new Promise(() => {});
      },
    );
    render(inApp(<ManagementPage page="account" subpath="12" />));
    await screen.findByRole('heading', { level: 1, name: 'Britannia Trading Ltd' });
    await waitFor(() => expect(header().textContent).toContain('Viewing: Britannia Trading Ltd'));
    expect(header().textContent).not.toContain('Acting on: Acme Corporation');
  });

  it('ROLE-07 on the account acted on, the header says "Acting on" it', () => {
    render(
      <ShellView
        userName="Pat"
        roleName="Admin"
        accountName="Acme Corporation"
        shownAccountName="Acme Corporation"
        nav={[]}
        onSignOut={vi.fn()}
      >
        <p>page</p>
      </ShellView>,
    );
    expect(header().textContent).toContain('Acting on: Acme Corporation');
  });
});

describe('the menu on a narrow screen', () => {
  it('folds behind a Menu button that says whether it is open, and folds again after a choice', () => {
    render(
      <ShellView
        userName="Pat"
        roleName="Admin"
        accountName="Acme Corporation"
        nav={[{ label: 'Users', href: '#/management/m/users' }]}
        onSignOut={vi.fn()}
      >
        <p>page</p>
      </ShellView>,
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(button.getAttribute('aria-controls')).toBe(nav.id);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // Following one of its links (the address changes) folds it again.
    act(() => {
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).getByRole('link', { name: 'Users' })).toBeTruthy();
  });
});

describe('an extension that is not in the account (ERR-03)', () => {
  const notFound = () =>
    new ApiFailure({
      status: 404,
      url: 'http://localhost/svc/ucaas/api/ucaas/extension/25?includeVoicemailCount=false',
      body: { status: 404, code: 'not_found', message: 'Extension not found' },
      family: 'ucaas',
      method: 'get',
    });

  it('ERR-03 the page says not found with a way back, and the error modal says what happened', async () => {
    request.mockImplementation(async () => {
      throw notFound();
    });
    render(inApp(<ManagementPage page="extensions" subpath="25" />));
    // The page's chunk is compiled on first use: allow for a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Extension not found' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to extensions' }).getAttribute('href')).toBe(
      '#/management/m/extensions',
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Not found' });
    expect(dialog.textContent).toContain('404 (not found)');
    // One display: the page shows its own state, not a second alert with the same failure.
    expect(screen.queryAllByRole('alert').filter((a) => !dialog.contains(a))).toEqual([]);
  });

  it('ERR-03 the dialog says what happened in words, and closes by itself when the address changes, not before', async () => {
    render(inApp(<p>page</p>));
    act(() => display.report(notFound()));
    const dialog = screen.getByRole('alertdialog', { name: 'Not found' });
    expect(dialog.textContent).toContain('404 (not found)');
    expect(dialog.textContent).toContain('Extension not found');
    expect(dialog.textContent).toContain('/svc/ucaas/api/ucaas/extension/25');
    expect(within(dialog).getByText('Full response')).toBeTruthy();
    // The hashchange of the move that led here may come after the modal opened (it is a task of
    // its own): at the same address, the modal stays.
    act(() => {
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByRole('alertdialog', { name: 'Not found' })).toBeTruthy();
    act(() => {
      location.hash = '#/management/m/extensions/26';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
