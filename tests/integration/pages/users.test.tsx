// The users area as an account administrator meets it, against the platform in process: the
// table reads its rows page by page (usePagedList), a search narrows it, a row opens the user's
// page; a list load counts in the page-load timing (REQ-10) and its failure goes through the
// error display like any other load (ERR-03).
import '../../support/happyDomPlatform';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faults } from '../../../mocks/faults';
import { currentPage, pageTimings } from '../../../src/app/pageTimings';
import { pageTests } from '../../support/renderPage';
import { withViewportSizes } from '../../support/virtualizerShim';

const pages = pageTests();
withViewportSizes();
const ADMIN = 'account administrator';

describe('the users table', () => {
  it('USER-03 shows the account’s users, narrows them by a search, and opens a user', async () => {
    const admin = await pages.as(ADMIN);
    const all = await admin.get(
      `/svc/ucaas/api/ucaas/account/${admin.accountId}/users?_pageSize=750&_offset=0`,
    );
    const someone = all.body.items.find(
      (u: { userId: number; lastName: string }) =>
        u.userId !== admin.userId && !u.lastName.includes('-room-'),
    );
    await pages.renderPage(ADMIN, '/management/m/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    await waitFor(() => expect(table.getAttribute('aria-rowcount')).toBe(String(all.body.total + 1)));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), {
      target: { value: someone.loginName },
    });
    await waitFor(() => expect(table.getAttribute('aria-rowcount')).toBe('2'));
    fireEvent.click(await within(table).findByRole('link', { name: new RegExp(someone.lastName) }));
    await screen.findByRole('heading', { level: 1, name: new RegExp(someone.lastName) });
  });

  it('REQ-10 a page of the list that is loading counts as a pending load of the page', async () => {
    const held = pages.hold('/svc/ucaas/api/ucaas/account/:accountId/users');
    await pages.renderPage(ADMIN, '/management/m/users');
    await waitFor(() => expect(held.held).toBe(1));
    expect(pageTimings.record(currentPage())?.pending).toBe(1);
    await held.release();
    await waitFor(() => expect(pageTimings.record(currentPage())?.pending).toBe(0));
  });

  it('ERR-03 a failed list load opens the error modal once, and the table adds no alert of its own', async () => {
    pages.use(faults.serverError('/svc/ucaas/api/ucaas/account/:accountId/users', 404));
    await pages.renderPage(ADMIN, '/management/m/users');
    const modal = await screen.findByRole('alertdialog');
    expect(within(modal).getByText(/404 \(not found\)/)).toBeTruthy();
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });
});
