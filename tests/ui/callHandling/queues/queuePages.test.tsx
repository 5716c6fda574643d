// The call queue pages as an account administrator against the platform in process (CALL-01,
// REQ-07): the list in serving order, reordered by keyboard-reachable buttons or by drag and saved; a queue's
// settings and agents saved, with the platform's field errors under their fields; the queue now,
// read every 5 s while the page is open and no longer once it closes, with the agent login toggle
// and a waiting call's priority.
import '../../../support/happyDomPlatform';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageTests } from '../../../support/renderPage';

const pages = pageTests();
const ADMIN = 'account administrator';
const U = '/svc/ucaas/api/ucaas/account';

afterEach(() => {
  vi.useRealTimers();
});

const queuesOf = async () => {
  const admin = await pages.as(ADMIN);
  const list = await admin.get(`${U}/${admin.accountId}/callQueues`);
  return { admin, items: list.body.items as { id: number; name: string }[] };
};

describe('call queues pages', () => {
  it('CALL-01 lists the queues first served first and saves a new order moved by the buttons', async () => {
    const { admin, items } = await queuesOf();
    await pages.renderPage(ADMIN, '/management/m/callQueues');
    const table = await screen.findByRole('table', { name: 'Call queues, first served first' });
    await within(table).findByRole('link', { name: 'Support Queue' });
    const names = () =>
      within(table)
        .getAllByRole('link')
        .map((l) => l.textContent);
    expect(names()).toEqual(items.map((q) => q.name));
    expect(within(table).getAllByRole('row')[1].textContent).toContain('2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Move Support Queue down' }));
    expect(names()).toEqual([items[1].name, items[0].name, items[2].name]);
    fireEvent.click(screen.getByRole('button', { name: 'Save order' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save order' })).toBeNull());
    const after = await admin.get(`${U}/${admin.accountId}/callQueues`);
    expect(after.body.items.map((q: { id: number }) => q.id)).toEqual([
      items[1].id,
      items[0].id,
      items[2].id,
    ]);
    await admin.put(`${U}/${admin.accountId}/callQueuePriority`, { queueIds: items.map((q) => q.id) });
  });

  it('CALL-01 a queue dragged onto another shows where it lands, takes that place, and Save order sends it', async () => {
    const { admin, items } = await queuesOf();
    await pages.renderPage(ADMIN, '/management/m/callQueues');
    const table = await screen.findByRole('table', { name: 'Call queues, first served first' });
    await within(table).findByRole('link', { name: items[0].name });
    const rowOf = (name: string) => within(table).getByRole('link', { name }).closest('tr') as HTMLElement;
    const names = () =>
      within(table)
        .getAllByRole('link')
        .map((l) => l.textContent);
    fireEvent.dragStart(rowOf(items[0].name));
    fireEvent.dragOver(rowOf(items[2].name));
    expect(rowOf(items[2].name).getAttribute('data-drop-target')).toBe('after');
    expect(rowOf(items[1].name).getAttribute('data-drop-target')).toBeNull();
    fireEvent.drop(rowOf(items[2].name));
    expect(names()).toEqual([items[1].name, items[2].name, items[0].name]);
    expect(rowOf(items[0].name).getAttribute('data-drop-target')).toBeNull();
    // Dragged up, it lands before the row it is dropped on.
    fireEvent.dragStart(rowOf(items[0].name));
    fireEvent.dragOver(rowOf(items[1].name));
    expect(rowOf(items[1].name).getAttribute('data-drop-target')).toBe('before');
    fireEvent.drop(rowOf(items[1].name));
    expect(names()).toEqual([items[0].name, items[1].name, items[2].name]);
    fireEvent.dragStart(rowOf(items[2].name));
    fireEvent.drop(rowOf(items[0].name));
    expect(names()).toEqual([items[2].name, items[0].name, items[1].name]);
    fireEvent.click(screen.getByRole('button', { name: 'Save order' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save order' })).toBeNull());
    const after = await admin.get(`${U}/${admin.accountId}/callQueues`);
    expect(after.body.items.map((q: { id: number }) => q.id)).toEqual([
      items[2].id,
      items[0].id,
      items[1].id,
    ]);
    await admin.put(`${U}/${admin.accountId}/callQueuePriority`, { queueIds: items.map((q) => q.id) });
  });

  it('CALL-01 saves a queue’s settings and agent order (buttons and drag), and shows the platform’s field error on its field', async () => {
    const { admin, items } = await queuesOf();
    const id = items[1].id;
    const before = (await admin.get(`${U}/${admin.accountId}/callQueueKit/${id}`)).body;
    await pages.renderPage(ADMIN, `/management/m/callQueues/${id}`);
    await screen.findByRole('heading', { level: 1, name: before.name });
    const wait = screen.getByRole('textbox', { name: 'Longest wait (seconds)' });
    fireEvent.change(wait, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The longest wait is at least 10 seconds.')).toBeTruthy();
    fireEvent.change(wait, { target: { value: '90' } });
    const first = before.agents[0];
    fireEvent.click(screen.getByRole('button', { name: `Move down: ${first.number} ${first.name}` }));
    // The same drag as the queue list's: the last agent dropped on the first takes its place.
    const agents = within(screen.getByRole('list', { name: 'Agents, in ring order' })).getAllByRole(
      'listitem',
    );
    fireEvent.dragStart(agents[2]);
    fireEvent.drop(agents[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => {
      const kit = (await admin.get(`${U}/${admin.accountId}/callQueueKit/${id}`)).body;
      expect(kit.maxWaitSeconds).toBe(90);
      expect(kit.agents.map((a: { id: number }) => a.id)).toEqual([
        before.agents[2].id,
        before.agents[1].id,
        first.id,
      ]);
    });
  });

  it('CALL-01 REQ-07 the queue now is read every 5 s while open and no more once the page closes; an agent is logged out from it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { admin, items } = await queuesOf();
    const id = items[0].id;
    let reads = 0;
    pages.use(
      http.get(`http://switchboard.test${U}/:accountId/callQueueKitRealTimeStatus/:queueId`, () => {
        reads++;
        return undefined;
      }),
    );
    await pages.renderPage(ADMIN, `/management/m/callQueues/${id}`);
    const waiting = await screen.findByRole('table', { name: 'Waiting calls' });
    expect(within(waiting).getAllByRole('row')).toHaveLength(4);
    const seen = reads;
    expect(seen).toBeGreaterThan(0);
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    await waitFor(() => expect(reads).toBe(seen + 1));
    const kit = (await admin.get(`${U}/${admin.accountId}/callQueueKit/${id}`)).body;
    const agent = kit.agents.find((a: { loggedIn: boolean }) => a.loggedIn);
    const box = screen.getByRole('checkbox', { name: new RegExp(`^${agent.number} ${agent.name}`) });
    fireEvent.click(box);
    await waitFor(async () => {
      const now = (await admin.get(`${U}/${admin.accountId}/callQueueKit/${id}`)).body;
      expect(now.agents.find((a: { id: number }) => a.id === agent.id).loggedIn).toBe(false);
    });
    await admin.put(`${U}/${admin.accountId}/callQueueLiveStatus/${id}/agents/${agent.id}`, {
      loggedIn: true,
    });
    await pages.go('/management/m/callQueues');
    await screen.findByRole('table', { name: 'Call queues, first served first' });
    const closed = reads;
    await act(async () => {
      vi.advanceTimersByTime(15_000);
    });
    expect(reads).toBe(closed);
  });

  it('CALL-01 deleting a queue an auto-attendant sends calls to asks first, then shows the platform’s in-use refusal', async () => {
    const { admin, items } = await queuesOf();
    const id = items[0].id;
    await pages.renderPage(ADMIN, `/management/m/callQueues/${id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete queue' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Delete ${items[0].name}?` });
    expect(dialog.textContent).toContain('agents');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete queue' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/Attendant .* \(key 1\)/);
    expect((await admin.get(`${U}/${admin.accountId}/callQueueKit/${id}`)).status).toBe(200);
  });

  it('CALL-01 a new queue is made from the list and opens on its page; a number in use is refused under its field and the dialog sent again', async () => {
    const { admin, items } = await queuesOf();
    const taken = (await admin.get(`${U}/${admin.accountId}/callQueueKit/${items[0].id}`)).body.number;
    await pages.renderPage(ADMIN, '/management/m/callQueues');
    fireEvent.click(await screen.findByRole('button', { name: 'New call queue' }));
    const dialog = await screen.findByRole('dialog', { name: 'New call queue' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Renewals Queue' },
    });
    const number = within(dialog).getByRole('textbox', { name: 'Extension number' });
    fireEvent.change(number, { target: { value: taken } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      (await within(dialog).findByText(new RegExp(`${taken}.*(in use|taken)`, 'i'))).textContent,
    ).toBeTruthy();
    fireEvent.change(number, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await screen.findByRole('heading', { level: 1, name: 'Renewals Queue' });
    const list = (await admin.get(`${U}/${admin.accountId}/callQueues`)).body.items as {
      id: number;
      name: string;
    }[];
    const made = list.find((q) => q.name === 'Renewals Queue');
    expect(made).toBeDefined();
    expect(window.location.hash).toBe(`#/management/m/callQueues/${made?.id}`);
  });
});
