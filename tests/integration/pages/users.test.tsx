// The users area as an account administrator meets it, against the platform in process: the
// table reads its rows page by page (usePagedList), a search narrows it, a row opens the user's
// page; a list load counts in the page-load timing (REQ-10) and its failure goes through the
// error display like any other load (ERR-03); the delete dialog shows the platform's preview of
// what goes with the user, read when it opens, and confirming deletes the user.
import '../../support/happyDomPlatform';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faults } from '../../../mocks/faults';
import { currentPage, pageTimings } from '../../../src/app/pageTimings';
import { ROLE } from '../../../src/domain/roles';
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

describe('deleting a user', () => {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

  it('USER-08 the confirm dialog shows the platform’s preview of what goes and stays, and confirming deletes the user', async () => {
    const admin = await pages.as(ADMIN);
    const all = await admin.get(
      `/svc/ucaas/api/ucaas/account/${admin.accountId}/users?_pageSize=750&_offset=0`,
    );
    // An end user whose delete frees a number and leaves a device unassigned.
    const previewOf = (userId: number) =>
      admin.get(`/svc/ucaas/api/ucaas/account/${admin.accountId}/user/${userId}/deleteImpact`);
    let leaving: { userId: number } | undefined;
    let preview: Awaited<ReturnType<typeof previewOf>> | undefined;
    for (const u of all.body.items as { userId: number; roleId: number }[]) {
      if (u.userId === admin.userId || u.roleId !== ROLE.END_USER) continue;
      const answer = await previewOf(u.userId);
      if (answer.body.detached.phone_numbers && answer.body.detached.devices) {
        leaving = u;
        preview = answer;
        break;
      }
    }
    if (!leaving || !preview) throw new Error('the demo account has an end user with a number and a device');
    expect(preview.status).toBe(200);
    const { deleted, detached, blockedBy } = preview.body;
    expect(blockedBy).toEqual({});

    // The preview is read when the dialog opens, not before; the dialog counts while it loads.
    const held = pages.hold(`/svc/ucaas/api/ucaas/account/:accountId/user/${leaving.userId}/deleteImpact`);
    await pages.renderPage(ADMIN, `/management/m/users/${leaving.userId}`);
    const deleteButton = await screen.findByRole('button', { name: 'Delete user' });
    expect(held.held).toBe(0);
    fireEvent.click(deleteButton);
    const dialog = await screen.findByRole('alertdialog', { name: /^Delete / });
    await waitFor(() => expect(held.held).toBe(1));
    expect(within(dialog).getByRole('status').textContent).toMatch(/Counting what goes with the user/);
    expect(within(dialog).getByRole('button', { name: 'Delete user' }).hasAttribute('disabled')).toBe(true);
    await held.release();
    await within(dialog).findByText(plural(deleted.extensions, 'extension', 'extensions'));
    within(dialog).getByText(
      `numbers: ${detached.phone_numbers} ${detached.phone_numbers === 1 ? 'goes' : 'go'} back to the account as available`,
    );
    within(dialog).getByText(
      `devices: ${detached.devices} ${detached.devices === 1 ? 'stays' : 'stay'} unassigned`,
    );
    // One line per table the preview names (the user's own row aside), each with its count.
    const counted = [...Object.entries(deleted).filter(([t]) => t !== 'users'), ...Object.entries(detached)];
    const lines = within(dialog).getAllByRole('listitem');
    expect(lines).toHaveLength(counted.length);
    for (const [table, n] of counted)
      expect(
        lines.some((l) => l.textContent?.includes(String(n))),
        table,
      ).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    await screen.findByRole('table', { name: 'Users' });
    expect((await admin.get(`/svc/ucaas/api/ucaas/v4/user/${leaving.userId}`)).status).toBe(404);
  });
});
