// The call flows page as an account administrator meets it, against the platform in process
// (CALL-03): the diagram draws Acme's main number through its schedule to the menu, the queue and
// voicemail with labelled edges; the route tester lights the steps a Monday 10:00 call takes and
// lists them in words, sends a Sunday call another way, explains a local time the clocks skip,
// and shows the server's field error under the field.
import '../../../support/happyDomPlatform';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTests } from '../../../support/renderPage';

const pages = pageTests();
const ADMIN = 'account administrator';

async function openPage() {
  await pages.renderPage(ADMIN, '/management/m/callFlows');
  const diagram = await screen.findByRole('region', { name: 'Call flow diagram' }, { timeout: 20_000 });
  await waitFor(() => expect(diagram.querySelector('[data-node-id^="schedule:"]')).not.toBeNull(), {
    timeout: 20_000,
  });
  return diagram;
}

async function test(fields: { date: string; time: string; keys?: string }) {
  const form = screen.getByRole('form', { name: 'Route tester' });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Date' }), { target: { value: fields.date } });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Time' }), { target: { value: fields.time } });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Keys pressed' }), {
    target: { value: fields.keys ?? '' },
  });
  fireEvent.click(within(form).getByRole('button', { name: 'Test the route' }));
}

const activeIds = (diagram: HTMLElement) =>
  [...diagram.querySelectorAll('[data-node-id][data-active]')].map((n) => n.getAttribute('data-node-id'));

describe('the call flow diagram and the route tester', () => {
  it('CALL-03 draws the main number through its schedule to the menu, with labelled branches', {
    timeout: 60_000,
  }, async () => {
    const diagram = await openPage();
    const labels = [...diagram.querySelectorAll('.cf-label')].map((l) => l.textContent);
    expect(labels).toEqual(
      expect.arrayContaining(['first', 'open', 'closed', 'key 1', 'timeout', 'overflow']),
    );
    const kinds = [...diagram.querySelectorAll('[data-node-id]')].map(
      (n) => n.getAttribute('data-node-id')?.split(':')[0],
    );
    expect(kinds).toEqual(expect.arrayContaining(['number', 'schedule', 'attendant', 'queue', 'voicemail']));
  });

  it('CALL-03 lights a Monday 10:00 call’s steps and lists them; a Sunday call goes to voicemail instead', {
    timeout: 60_000,
  }, async () => {
    const diagram = await openPage();
    await test({ date: '2026-11-23', time: '10:00', keys: '1' });
    const steps = await screen.findByRole('list', { name: 'Steps of the call' });
    await waitFor(() => expect(within(steps).getAllByRole('listitem')).toHaveLength(4));
    expect(steps.textContent).toContain('Schedule Business hours — open');
    expect(steps.textContent).toContain('key 1');
    expect(steps.textContent).toContain('Nov 23, 2026, 10:00 AM');
    const monday = activeIds(diagram);
    expect(monday.map((id) => id?.split(':')[0])).toEqual(['number', 'schedule', 'attendant', 'queue']);
    expect(diagram.querySelectorAll('[data-edge-id][data-active]').length).toBeGreaterThanOrEqual(3);

    await test({ date: '2026-11-22', time: '10:00' });
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Steps of the call' }).textContent).toContain('closed'),
    );
    await waitFor(() =>
      expect(activeIds(diagram).map((id) => id?.split(':')[0])).toEqual(['number', 'schedule', 'voicemail']),
    );
    expect(screen.getByText(/^Voicemail of/, { selector: 'p' })).toBeTruthy();
  });

  it('CALL-03 explains a local time the clocks skip, and shows a refused date under its field', {
    timeout: 60_000,
  }, async () => {
    await openPage();
    await test({ date: '2026-03-08', time: '02:30' });
    expect(
      await screen.findByText(
        '02:30 does not happen on 2026-03-08 in America/Los_Angeles: the clocks go forward past it, so the call is tested at 03:30.',
      ),
    ).toBeTruthy();
    await test({ date: '2026-02-30', time: '10:00' });
    const date = screen.getByRole('textbox', { name: 'Date' });
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('There is no such date.')).toBeTruthy();
  });
});

describe('schedules on the call flows page', () => {
  it('CALL-03 asks before deleting a schedule and shows the 409 naming the number that still uses it', {
    timeout: 60_000,
  }, async () => {
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Business hours' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Its hours, holidays and destinations go with it.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(/^Number \S+ \(first destination\) sends calls here; change it first\.$/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Business hours' })).toBeTruthy();
  });
});
