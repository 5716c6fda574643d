// The landing pages against the platform in process: an account administrator lands on the
// dashboard, whose counts are the platform's; a user deleted through the portal is one fewer
// there in the same session; an end user lands on their own calls; a failed load is shown once.
import '../../support/happyDomPlatform';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faults } from '../../../mocks/faults';
import { DEMO_SIGN_INS } from '../../../server/db/seed';
import { ROLE } from '../../../src/domain/roles';
import { kindWords, statusWords } from '../../../src/screens/landing/taskWords';
import { pageTests } from '../../support/renderPage';

const pages = pageTests();
const ADMIN = 'account administrator';
const END_USER = 'end user';

/** The figure a card of the dashboard (its Summary unless named) shows under `label`. */
function stat(label: string, card = 'Summary'): string | null | undefined {
  const region = screen.getByRole('region', { name: card });
  return within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

/** The Summary card's figures have come. */
const summaryShown = () =>
  waitFor(() =>
    within(screen.getByRole('region', { name: 'Summary' })).getByText('Users', { selector: 'dt' }),
  );

async function serviceInfo() {
  const admin = await pages.as(ADMIN);
  const info = await admin.get(`/svc/ucaas/api/ucaas/account/${admin.accountId}/v4/serviceInfo`);
  expect(info.status).toBe(200);
  return info.body;
}

describe('the dashboard', () => {
  it('ROLE-02 an account administrator lands on the dashboard, which shows the platform’s counts', async () => {
    const info = await serviceInfo();
    await pages.renderPage(ADMIN, '/');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await summaryShown();
    expect(stat('Users')).toBe(info.users.toLocaleString());
    expect(stat('Extensions')).toBe(info.extensions.toLocaleString());
    expect(stat('Devices')).toBe(info.devices.toLocaleString());
    expect(stat('Phone numbers')).toBe(info.phoneNumbers.totalCount.toLocaleString());
    expect(stat('Toll-free numbers')).toBe(info.phoneNumbers.tollFreeCount.toLocaleString());
  });

  it('BILL-06 the pending-orders notice counts the account’s orders not yet completed', async () => {
    const admin = await pages.as(ADMIN);
    const pending = await admin.get(
      `/svc/billing/api/billing/accounts/${admin.accountId}/orders/count?status=pending`,
    );
    expect(pending.body.count).toBeGreaterThan(0);
    await pages.renderPage(ADMIN, '/');
    const n = pending.body.count as number;
    await screen.findByText(`${n} order${n === 1 ? ' is' : 's are'} waiting to be completed.`);
  });

  it('REQ-07 a user deleted through the portal is one fewer on the dashboard in the same session', async () => {
    const admin = await pages.as(ADMIN);
    const users = await admin.get(
      `/svc/ucaas/api/ucaas/account/${admin.accountId}/users?_pageSize=750&_offset=0`,
    );
    const demoLogins = new Set(DEMO_SIGN_INS.map((d) => d.loginName));
    const leaving = users.body.items.find(
      (u: { loginName: string; roleId: number; lastName: string }) =>
        u.roleId === ROLE.END_USER && !demoLogins.has(u.loginName) && !u.lastName.includes('-room-'),
    );
    const before = await serviceInfo();
    await pages.renderPage(ADMIN, '/management/m/dashboard');
    await summaryShown();
    expect(stat('Users')).toBe(before.users.toLocaleString());

    await pages.go(`/management/m/users/${leaving.userId}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete user' }));
    const dialog = await screen.findByRole('alertdialog', { name: /^Delete / });
    const confirm = within(dialog).getByRole('button', { name: 'Delete user' });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    fireEvent.click(confirm);
    await screen.findByRole('table', { name: 'Users' });

    await pages.go('/management/m/dashboard');
    await summaryShown();
    const after = await serviceInfo();
    expect(after.users).toBe(before.users - 1);
    await waitFor(() => expect(stat('Users')).toBe(after.users.toLocaleString()));
  });

  it('ERR-03 a failed load of the counts opens the error modal once, and the page adds no alert', async () => {
    pages.use(faults.serverError('/svc/ucaas/api/ucaas/account/:accountId/v4/serviceInfo', 404));
    await pages.renderPage(ADMIN, '/management/m/dashboard');
    const modal = await screen.findByRole('alertdialog');
    expect(within(modal).getByText(/404 \(not found\)/)).toBeTruthy();
    expect(screen.queryAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });
});

describe('the account insights card', () => {
  it('shows what the account holds beyond the summary, as the insights call answers, in the account’s number format', async () => {
    const admin = await pages.as(ADMIN);
    const insights = await admin.get(`/svc/appserver/rest/account/${admin.accountId}/adminConfig/insights`);
    expect(insights.status).toBe(200);
    const counts = insights.body.counts as Record<string, number>;
    await pages.renderPage(ADMIN, '/management/m/dashboard');
    const card = await screen.findByRole('region', { name: 'Account insights' });
    await within(card).findByText('Call queues', { selector: 'dt' });
    const fmt = new Intl.NumberFormat('en-US');
    for (const [key, label] of [
      ['callQueues', 'Call queues'],
      ['callGroups', 'Call groups'],
      ['callFlows', 'Call flows'],
      ['emergencyLocations', 'Emergency locations'],
    ])
      expect(stat(label, 'Account insights')).toBe(fmt.format(counts[key]));
    // The summary's counts are not said twice.
    for (const label of ['Users', 'Extensions', 'Phone numbers', 'Devices'])
      expect(within(card).queryByText(label, { selector: 'dt' }), label).toBeNull();
  });

  it('a failed insights call shows its own message with a way to try again, and the rest of the dashboard stays', async () => {
    pages.use(faults.serverError('/svc/appserver/rest/account/:accountId/adminConfig/insights', 403));
    await pages.renderPage(ADMIN, '/management/m/dashboard');
    const card = await screen.findByRole('region', { name: 'Account insights' });
    await within(card).findByText('The account’s insights could not be loaded.');
    expect(within(card).getByRole('button', { name: 'Try again' })).toBeTruthy();
    await summaryShown();
  });

  it('a role that does not read the account has no insights card', async () => {
    await pages.renderPage(END_USER, '/');
    await screen.findByRole('heading', { level: 1, name: 'My calls' });
    expect(screen.queryByRole('region', { name: 'Account insights' })).toBeNull();
  });
});

type TaskItem = { kind: string; status: string; total: number; succeeded: number; refused: number };
/** A task as its row reads: kind, outcome and counts (the dates are the formatter's). */
const taskLine = (t: TaskItem) =>
  [kindWords(t.kind), statusWords(t.status), t.total, t.succeeded, t.refused].join('|');
const shownTasks = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => {
      const c = within(r)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      return [c[0], c[1], c[4], c[5], c[6]].join('|');
    });

describe('the completed tasks card', () => {
  it('lists the account’s finished tasks as the call answers them, latest first, and by start, earliest first, when asked', async () => {
    const admin = await pages.as(ADMIN);
    const url = `/svc/appserver/rest/account/${admin.accountId}/adminConfig/completedTasks`;
    const byFinish = await admin.get(`${url}?sortField=finishedAt&sortDirection=DESC&_pageSize=10`);
    expect(byFinish.status).toBe(200);
    const items = byFinish.body.items as TaskItem[];
    expect(items.length).toBeGreaterThan(0);
    await pages.renderPage(ADMIN, '/management/m/dashboard');
    const card = await screen.findByRole('region', { name: 'Completed tasks' });
    const table = within(card).getByRole('table', { name: 'Completed tasks' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(items.length + 1));
    expect(shownTasks(table)).toEqual(items.map(taskLine));
    const started = within(within(table).getAllByRole('row')[1]).getAllByRole('cell')[2].textContent;
    expect(started).toMatch(/\d/);

    const byStart = await admin.get(`${url}?sortField=createdAt&sortDirection=ASC&_pageSize=10`);
    expect(byStart.body.items.map(taskLine)).not.toEqual(items.map(taskLine));
    fireEvent.change(within(card).getByRole('combobox', { name: 'Order of the completed tasks' }), {
      target: { value: 'createdAt:ASC' },
    });
    await waitFor(() => expect(shownTasks(table)).toEqual(byStart.body.items.map(taskLine)));
  });

  it('a failed completed tasks call shows its own message with a way to try again', async () => {
    pages.use(faults.serverError('/svc/appserver/rest/account/:accountId/adminConfig/completedTasks', 403));
    await pages.renderPage(ADMIN, '/management/m/dashboard');
    const card = await screen.findByRole('region', { name: 'Completed tasks' });
    await within(card).findByText('The completed tasks could not be loaded.');
    expect(within(card).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('my calls', () => {
  it('ROLE-02 an end user lands on their own calls, as many as the platform lists for them', async () => {
    const user = await pages.as(END_USER);
    const calls = await user.get(`/svc/ucaas/api/ucaas/user/${user.userId}/v2/calllogs?limit=100`);
    expect(calls.status).toBe(200);
    const { total, items } = calls.body;
    expect(items.length).toBeGreaterThan(0);
    await pages.renderPage(END_USER, '/');
    await screen.findByRole('heading', { level: 1, name: 'My calls' });
    const shown =
      items.length < total
        ? `Showing ${items.length.toLocaleString()} of ${total.toLocaleString()} calls.`
        : `${items.length.toLocaleString()} ${items.length === 1 ? 'call' : 'calls'}.`;
    await screen.findByText(shown);
    const table = screen.getByRole('table', { name: 'Calls' });
    expect(within(table).getAllByRole('row')).toHaveLength(items.length + 1);
  });
});
