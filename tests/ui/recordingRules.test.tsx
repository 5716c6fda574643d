// The recording rules and call monitoring pages (issue 20) against the platform in process: an
// administrator adds a rule with a bad retention, mends it, switches a rule off and deletes one
// after a confirmation; and runs a monitoring bulk change as a task to its end.
import '../support/happyDomPlatform';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageTests } from '../support/renderPage';

const pages = pageTests();
const ADMIN = 'account administrator';
const rulesPath = (accountId: number) =>
  `/svc/recording/api/recording/account/${accountId}/getRecordingRulesList`;

/** What axe finds unlabelled or misnamed on the page as it is now. */
const unlabelled = async () =>
  (
    await axe.run(document.body, {
      runOnly: {
        type: 'rule',
        values: ['label', 'select-name', 'button-name', 'aria-valid-attr-value', 'duplicate-id', 'link-name'],
      },
    })
  ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`);

afterEach(() => {
  vi.useRealTimers();
});

describe('the recording rules page', () => {
  it('REC-01 an administrator adds a rule, mending a bad retention, switches a rule off and deletes one after confirming', async () => {
    const admin = await pages.as(ADMIN);
    const rules = async () =>
      (await admin.get(rulesPath(admin.accountId))).body.items as {
        name: string;
        enabled: boolean;
        retentionDays: number;
      }[];
    await pages.renderPage(ADMIN, '/management/m/recordingRules');
    const table = within(await screen.findByRole('table', { name: 'Recording rules' }));
    await table.findByText('Sales queue');
    expect(await unlabelled()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Add a rule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a recording rule' }));
    expect(await unlabelled()).toEqual([]);
    fireEvent.change(dialog.getByRole('textbox', { name: 'Name' }), { target: { value: 'Billing calls' } });
    fireEvent.change(dialog.getByRole('combobox', { name: 'Whose calls' }), { target: { value: 'queues' } });
    fireEvent.click(await dialog.findByRole('checkbox', { name: /^Billing Queue/ }));
    const retention = dialog.getByRole('textbox', { name: /Keep recordings for/ });
    fireEvent.change(retention, { target: { value: '7' } });
    await dialog.findByText('Keep recordings between 30 and 3650 days.');
    fireEvent.click(dialog.getByRole('button', { name: 'Add rule' }));
    // Refused before it is sent: nothing is written.
    expect((await rules()).map((r) => r.name)).not.toContain('Billing calls');
    fireEvent.change(retention, { target: { value: '90' } });
    await waitFor(() => expect(dialog.queryByText('Keep recordings between 30 and 3650 days.')).toBeNull());
    fireEvent.click(dialog.getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a recording rule' })).toBeNull());
    await table.findByText('Billing calls');
    expect((await rules()).find((r) => r.name === 'Billing calls')).toMatchObject({
      retentionDays: 90,
      enabled: true,
    });

    fireEvent.click(table.getByRole('checkbox', { name: 'Record with Sales queue' }));
    await screen.findByText('“Sales queue” is off.');
    expect((await rules()).find((r) => r.name === 'Sales queue')?.enabled).toBe(false);

    fireEvent.click(table.getByRole('button', { name: 'Delete Billing calls' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete this recording rule?' }));
    expect(confirm.getByText(/Recordings already made are kept/)).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Delete rule' }));
    await screen.findByText('“Billing calls” is deleted.');
    expect((await rules()).map((r) => r.name)).not.toContain('Billing calls');
  });
});

describe('the user page', () => {
  it('REC-01 lists the rules that record a user, read-only', async () => {
    const admin = await pages.as(ADMIN);
    const rules = (await admin.get(rulesPath(admin.accountId))).body.items as {
      scope: string;
      targetIds: number[];
    }[];
    const agent = rules.find((r) => r.scope === 'users')!.targetIds[0];
    await pages.renderPage(ADMIN, `/management/m/users/${agent}`);
    const recording = within(await screen.findByRole('region', { name: 'Recording' }));
    await recording.findByText(/^Follow-up calls: outgoing calls, kept 90 days/);
    expect(recording.getByText(/^Sales queue: incoming calls/)).toBeTruthy();
    expect(recording.queryByRole('button')).toBeNull();
  });
});

describe('the call monitoring page', () => {
  it('REC-03 an administrator changes a pair in place, stops one after confirming, and changes two extensions at once as a task polled to its end', async () => {
    const admin = await pages.as(ADMIN);
    await pages.renderPage(ADMIN, '/management/m/monitoring');
    const pairs = within(await screen.findByRole('table', { name: 'Monitoring pairs' }));
    const monitor = `/svc/ucaas/api/ucaas/account/${admin.accountId}/monitor`;
    const [first, second] = (await admin.get(monitor)).body.items;
    const nameOf = (p: { monitorName: string; extensionName: string; extension: string }) =>
      `${p.monitorName} monitoring ${p.extensionName} (${p.extension})`;
    // A pair's mode changes in place; a pair stops only after a confirmation.
    fireEvent.change(pairs.getByRole('combobox', { name: `How: ${nameOf(first)}` }), {
      target: { value: 'whisper' },
    });
    await screen.findByText('Monitoring is saved.');
    fireEvent.click(pairs.getByRole('button', { name: `Stop ${nameOf(second)}` }));
    const stop = within(await screen.findByRole('alertdialog', { name: 'Stop this monitoring?' }));
    fireEvent.click(stop.getByRole('button', { name: 'Stop monitoring' }));
    await waitFor(() => expect(pairs.queryByRole('button', { name: `Stop ${nameOf(second)}` })).toBeNull());
    const kept = (await admin.get(monitor)).body.items as { extensionId: number; mode: string }[];
    expect(kept.find((p) => p.extensionId === first.extensionId)?.mode).toBe('whisper');
    expect(kept.some((p) => p.extensionId === second.extensionId)).toBe(false);
    const bulk = within(screen.getByRole('region', { name: 'Change many at once' }));
    const supervisor = bulk.getByRole('combobox', { name: 'Supervisor' }) as HTMLSelectElement;
    const boxes = bulk.getAllByRole('checkbox');
    // Two extensions that are not the supervisor's own.
    const supervisorName = supervisor.selectedOptions[0].textContent ?? '';
    const others = boxes.filter((b) => !(b.closest('label')?.textContent ?? '').startsWith(supervisorName));
    fireEvent.click(others[0]);
    fireEvent.click(others[1]);
    fireEvent.change(bulk.getByRole('combobox', { name: 'Mode' }), { target: { value: 'barge' } });
    expect(await unlabelled()).toEqual([]);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    fireEvent.click(bulk.getByRole('button', { name: 'Change monitoring' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Change monitoring?' }));
    expect(confirm.getByText(/barge in on 2 extensions/)).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Change monitoring' }));
    await pages.p.jobs.idle();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await pages.p.jobs.idle();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await bulk.findByText('2 changed, 0 reported.');
    const saved = (await admin.get(`/svc/ucaas/api/ucaas/account/${admin.accountId}/monitor`)).body.items;
    expect(
      saved.filter(
        (p: { monitorUserId: number; mode: string }) =>
          p.monitorUserId === Number(supervisor.value) && p.mode === 'barge',
      ),
    ).toHaveLength(2);
  });
});
