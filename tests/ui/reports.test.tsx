// The report pages as a reports admin meets them, against the platform in process (issue 21,
// decision 0106): the company summary's figures and its charts with their table alternative,
// saving it as a report, and the audit log filtered by kind with a parent's person shown acting
// inside the account.
import '../support/happyDomPlatform';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { pageTests } from '../support/renderPage';
import { withViewportSizes } from '../support/virtualizerShim';

withViewportSizes();
const pages = pageTests();
const REPORTS = 'reports admin';
const U = '/svc/ucaas/api/ucaas/account';

/** What axe finds unlabelled or misnamed on the page's main part. */
const unlabelled = async () =>
  (
    await axe.run(screen.getByRole('main'), {
      runOnly: {
        type: 'rule',
        values: [
          'label',
          'select-name',
          'button-name',
          'aria-valid-attr-value',
          'duplicate-id',
          'role-img-alt',
        ],
      },
    })
  ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`);

/** The value of a stat card by its label. */
const stat = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent;
};

describe('the company summary', () => {
  it('RPT-01 shows the period’s figures as the platform counts them, and each chart has a table alternative', async () => {
    const reports = await pages.as(REPORTS);
    await pages.renderPage(REPORTS, '/management/m/companySummaryReport');
    await screen.findByRole('heading', { level: 1, name: 'Company summary report' });
    const chart = await screen.findByRole('figure', { name: 'Calls per day by direction' });
    // The same period the page asked for (its text says the days), counted by the platform.
    const asked = (await reports.get(`${U}/${reports.accountId}/companySummaryMetrics`)).body;
    expect(stat('Calls')).toBe(asked.totals.calls.toLocaleString('en-US'));
    expect(stat('Inbound')).toBe(asked.totals.inbound.toLocaleString('en-US'));
    expect(stat('Answered')).toBe(asked.totals.answered.toLocaleString('en-US'));

    // The chart's figures as a table: one row per day of the period, the inbound calls per day.
    const toggle = within(chart).queryByRole('button', { name: /^Show as table/ });
    if (toggle) fireEvent.click(toggle);
    const table = await within(chart).findByRole('table', { name: 'Calls per day by direction' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(asked.perDay.length);
    const inbound = rows.map((r) => within(r).getAllByRole('cell')[1].textContent);
    expect(inbound).toEqual(asked.perDay.map((d: { inbound: number }) => String(d.inbound)));
    expect(screen.getByRole('figure', { name: 'Answered and missed calls per day' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Top users' })).toBeTruthy();
    expect(await unlabelled()).toEqual([]);
  });

  it('RPT-02 the summary is saved under a name and found in Saved reports', async () => {
    await pages.renderPage(REPORTS, '/management/m/companySummaryReport');
    await screen.findByRole('figure', { name: 'Calls per day by direction' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: 'lastMonth' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as report' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Report name' }), {
      target: { value: 'Last month for the board' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Last month for the board” is in Saved reports.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    await pages.go('/management/m/savedReports');
    const link = await screen.findByRole('link', { name: 'Last month for the board: run it' });
    expect(link.getAttribute('href')).toBe('#/management/m/companySummaryReport/preset=lastMonth');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: 'Last month' })).toBeTruthy();
    expect(await unlabelled()).toEqual([]);
  });
});

describe('the audit log', () => {
  it('RPT-03 filters by kind, and shows the parent account’s person acting inside with what they changed', async () => {
    await pages.renderPage(REPORTS, '/management/m/auditLog');
    await screen.findByRole('heading', { level: 1, name: 'Audit log' });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Kind' }), { target: { value: '1' } });
    const grid = screen.getByRole('table', { name: 'Audit events' });
    const kinds = () =>
      within(grid)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[2].textContent);
    await waitFor(() => expect(kinds()).toEqual(['User', 'User']));
    expect(screen.getByText('2 events')).toBeTruthy();
    // The newer event: a person of the parent account, acting in this one after a swap.
    const acting = await within(grid).findByText(/acting in this account/);
    const row = acting.closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /open the details/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Acting for')).toBeTruthy();
    const changed = within(dialog).getByRole('table', { name: 'What changed' });
    const roleRow = within(changed).getByRole('rowheader', { name: 'roleId' }).closest('tr') as HTMLElement;
    expect(
      within(roleRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['6', '4']);
    expect(within(dialog).getByText('198.51.100.7')).toBeTruthy();
    expect(await unlabelled()).toEqual([]);
  });
});
