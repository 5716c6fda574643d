// The call recordings page as people meet it, against the platform in process (REC-01, ERR-04;
// decision 0104): an administrator finds the sales queue's recordings, opens one and comments on
// it, moves two to the recycle bin after the confirmation and restores one; an end user sees only
// their own; a failure of the recording family says the page is unavailable.
import '../support/happyDomPlatform';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { faults } from '../../mocks/faults';
import { SERVICE_UNAVAILABLE } from '../../src/api/errorCatalogue';
import { pageTests } from '../support/renderPage';
import { withViewportSizes } from '../support/virtualizerShim';

const pages = pageTests();
const ADMIN = 'account administrator';

/** What axe finds unlabelled or misnamed on the page's main part. */
const unlabelled = async () =>
  (
    await axe.run(screen.getByRole('main'), {
      runOnly: {
        type: 'rule',
        values: ['label', 'select-name', 'button-name', 'aria-valid-attr-value', 'duplicate-id'],
      },
    })
  ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`);

const table = () => screen.getByRole('table', { name: 'Recordings' });
const dataRows = (name = 'Recordings') =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

describe('the call recordings page', () => {
  withViewportSizes();

  it('REC-01 finds the sales queue’s recordings, opens one and comments on it, moves two to the recycle bin and restores one', async () => {
    await pages.renderPage(ADMIN, '/management/m/recordings');
    await screen.findByRole('heading', { level: 1, name: 'Call recordings' });
    await screen.findByRole('table', { name: 'Recordings' });
    const queue = await screen.findByRole('combobox', { name: 'Queue' });
    await within(queue).findByRole('option', { name: 'Sales Queue' });
    const sales = within(queue).getByRole('option', { name: 'Sales Queue' }) as HTMLOptionElement;
    fireEvent.change(queue, { target: { value: sales.value } });
    await waitFor(() => {
      const queues = dataRows().map((r) => within(r).getAllByRole('cell')[3].textContent);
      expect(queues.length).toBeGreaterThan(1);
      expect(new Set(queues)).toEqual(new Set(['Sales Queue']));
    });
    expect(await unlabelled()).toEqual([]);

    // Open one: its transcription and comments beside the table; a comment is added.
    fireEvent.click(within(dataRows()[0]).getByRole('button', { name: /^Open the recording of/ }));
    const transcript = await screen.findByRole('region', { name: 'Transcription' });
    await waitFor(() => expect(within(transcript).queryByText('Loading…')).toBeNull());
    fireEvent.change(screen.getByRole('textbox', { name: 'Add a comment' }), {
      target: { value: 'Great call, use in training' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    const comments = screen.getByRole('region', { name: 'Comments' });
    expect(await within(comments).findByText('Great call, use in training')).toBeTruthy();

    // Two chosen, moved to the recycle bin once the confirmation says how many.
    const boxes = within(table()).getAllByRole('checkbox', { name: /^Choose the recording of/ });
    fireEvent.click(boxes[0]);
    fireEvent.click(boxes[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Move to recycle bin' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/2 recordings will move to the recycle bin/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move to recycle bin' }));
    expect(await screen.findByText('2 moved to the recycle bin.')).toBeTruthy();

    // The bin lists them; one is restored.
    fireEvent.click(screen.getByRole('button', { name: 'Recycle bin' }));
    await screen.findByRole('table', { name: 'Recordings in the recycle bin' });
    await waitFor(() => expect(dataRows('Recordings in the recycle bin').length).toBeGreaterThan(1));
    const binBoxes = within(
      screen.getByRole('table', { name: 'Recordings in the recycle bin' }),
    ).getAllByRole('checkbox');
    fireEvent.click(binBoxes[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('1 restored.')).toBeTruthy();
  });

  it('REC-01 an end user finds only their own recordings, with no recycle bin', async () => {
    const me = await pages.as('end user');
    const own = (await me.get(`/svc/recording/api/account/${me.accountId}/search/recordings?_pageSize=1`))
      .body;
    await pages.renderPage('end user', '/management/m/myRecordings');
    await screen.findByRole('heading', { level: 1, name: 'My recordings' });
    await screen.findByRole('table', { name: 'Recordings' });
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
    const users = new Set(dataRows().map((r) => within(r).getAllByRole('cell')[2].textContent));
    expect(users).toEqual(new Set([own.items[0].userName]));
    expect(screen.queryByRole('button', { name: 'Recycle bin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move to recycle bin' })).toBeNull();
  });

  it('REC-01 the usage card charts the bytes recorded per day, with a table of the same figures', async () => {
    const admin = await pages.as(ADMIN);
    const usage = (await admin.get(`/svc/recording/api/account/${admin.accountId}/getUsage`)).body;
    await pages.renderPage(ADMIN, '/management/m/recordings');
    const chart = await screen.findByRole('figure', { name: 'Recorded per day, last 30 days' });
    // No canvas in this DOM: the table alternative shows (a browser offers it by 'Show as table').
    const toggle = within(chart).queryByRole('button', { name: /^Show as table/ });
    if (toggle) fireEvent.click(toggle);
    const figures = await within(chart).findByRole('table', { name: 'Recorded per day, last 30 days' });
    const rows = within(figures).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    const megabytes = rows.map((r) => within(r).getAllByRole('cell')[1].textContent);
    expect(megabytes).toEqual(
      usage.daily.map((d: { bytes: number }) =>
        (d.bytes / (1024 * 1024)).toLocaleString('en-US', { maximumFractionDigits: 1 }),
      ),
    );
    expect(megabytes.some((mb) => mb !== '0')).toBe(true);
    expect(await unlabelled()).toEqual([]);
  });

  it('ERR-04 a failure of the recording family says the page is unavailable', async () => {
    // A 404 (a 5xx would be retried after a minute first, REQ-08): any failure of the family says the same.
    pages.use(faults.serverError('/svc/recording/api/account/:accountId/search/recordings', 404));
    await pages.renderPage(ADMIN, '/management/m/recordings');
    expect(await screen.findByText(SERVICE_UNAVAILABLE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
