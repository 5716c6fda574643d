// The schedule editor as an account administrator meets it, against the platform in process
// (CALL-03): a schedule added from the call flows page with weekday hours, a holiday and its
// destinations; an overlapping range refused under its field with what was typed kept; the
// seeded "Business hours" given Saturday hours; a name the server refuses shown on its field.
import '../../../support/happyDomPlatform';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTests } from '../../../support/renderPage';

const pages = pageTests();
const ADMIN = 'account administrator';
const LOAD = { timeout: 20_000 };

interface Stored {
  id: number;
  name: string;
  timeZone: string | null;
  hours: Record<string, { start: string; end: string }[]>;
  holidays: { name: string; date: string; endDate?: string }[];
  open: { kind: string; id?: number };
  closed: { kind: string; id?: number };
  holiday: { kind: string } | null;
}

async function stored(name: string): Promise<Stored | undefined> {
  const admin = await pages.as(ADMIN);
  const list = await admin.get(`/svc/ucaas/api/ucaas/account/${admin.accountId}/schedules`);
  return (list.body.schedules as Stored[]).find((s) => s.name === name);
}

const type = (form: HTMLElement, name: string, value: string) =>
  fireEvent.change(within(form).getByRole('textbox', { name }), { target: { value } });
const pick = (form: HTMLElement, name: string, value: string) =>
  fireEvent.change(within(form).getByRole('combobox', { name }), { target: { value } });
const press = (form: HTMLElement, name: string) =>
  fireEvent.click(within(form).getByRole('button', { name }));

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

describe('the schedule editor', () => {
  it('CALL-03 adds a schedule from the call flows page: weekday hours, a holiday, open to a menu, closed to voicemail', {
    timeout: 90_000,
  }, async () => {
    await pages.renderPage(ADMIN, '/management/m/callFlows');
    const add = await screen.findByRole('link', { name: 'Add schedule' }, LOAD);
    expect(add.getAttribute('href')).toBe('#/management/m/callFlows/schedules/new');
    window.location.hash = '#/management/m/callFlows/schedules/new';
    const form = await screen.findByRole('form', { name: 'New schedule' }, LOAD);

    type(form, 'Name', 'Support hours');
    for (const day of WEEKDAYS) {
      press(form, `Add hours to ${day}`);
      type(form, `${day} hours 1 start`, '09:00');
      type(form, `${day} hours 1 end`, '17:00');
    }
    press(form, 'Add holiday');
    type(form, 'Holiday 1 name', 'Founders’ Day');
    type(form, 'Holiday 1 date', '2027-03-15');
    pick(form, 'When open: where', 'attendant');
    pick(form, 'When closed: where', 'voicemail');
    // Voicemail takes the first extension with a box; the choice is there to change it.
    within(form).getByRole('combobox', { name: 'When closed: which voicemail' });
    press(form, 'Save the schedule');

    // Saved, it goes back to the call flows page, which lists it.
    expect(await screen.findByRole('link', { name: 'Edit Support hours' }, LOAD)).toBeTruthy();
    const s = await stored('Support hours');
    expect(s).toBeDefined();
    expect(s?.timeZone).toBeNull();
    for (const day of ['mon', 'tue', 'wed', 'thu', 'fri'])
      expect(s?.hours[day]).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(s?.hours.sat).toEqual([]);
    expect(s?.hours.sun).toEqual([]);
    expect(s?.holidays).toEqual([{ name: 'Founders’ Day', date: '2027-03-15' }]);
    expect(s?.open.kind).toBe('attendant');
    expect(s?.closed.kind).toBe('voicemail');
    expect(s?.holiday).toBeNull();
  });

  it('CALL-03 refuses an overlapping range under its field and keeps what was typed', {
    timeout: 90_000,
  }, async () => {
    const before = await stored('Business hours');
    await pages.renderPage(ADMIN, `/management/m/callFlows/schedules/${before?.id}`);
    const form = await screen.findByRole('form', { name: 'Schedule Business hours' }, LOAD);
    expect(within(form).getByRole('textbox', { name: 'Monday hours 1 start' })).toHaveProperty(
      'value',
      '09:00',
    );
    press(form, 'Add hours to Monday');
    type(form, 'Monday hours 2 start', '12:00');
    type(form, 'Monday hours 2 end', '18:30');
    press(form, 'Save the schedule');

    const range = within(form).getByRole('group', { name: 'Monday hours 2' });
    const message = 'This overlaps 09:00–17:00.';
    const describedBy = range.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    expect(document.getElementById(describedBy ?? '')?.textContent).toBe(message);
    // Once, under its range: not again above the form.
    expect(within(form).getAllByText(message)).toHaveLength(1);
    expect(within(form).getByRole('textbox', { name: 'Monday hours 2 start' })).toHaveProperty(
      'value',
      '12:00',
    );
    expect(within(form).getByRole('textbox', { name: 'Monday hours 2 end' })).toHaveProperty(
      'value',
      '18:30',
    );
    expect(
      within(form).getByRole('textbox', { name: 'Monday hours 2 start' }).getAttribute('aria-invalid'),
    ).toBe('true');
    // Nothing was sent: the server still has the one range.
    expect((await stored('Business hours'))?.hours.mon).toEqual([{ start: '09:00', end: '17:00' }]);

    // An end before the start is not refused: the range runs overnight, and says so.
    type(form, 'Monday hours 2 start', '22:00');
    type(form, 'Monday hours 2 end', '06:00');
    await waitFor(() => expect(within(form).queryByText(message)).toBeNull());
    expect(within(range).getByText('(next day)')).toBeTruthy();
  });

  it('CALL-03 edits the seeded Business hours to open Saturday 10:00–14:00', {
    timeout: 90_000,
  }, async () => {
    const before = await stored('Business hours');
    await pages.renderPage(ADMIN, '/management/m/callFlows');
    const edit = await screen.findByRole('link', { name: 'Edit Business hours' }, LOAD);
    expect(edit.getAttribute('href')).toBe(`#/management/m/callFlows/schedules/${before?.id}`);
    window.location.hash = `#/management/m/callFlows/schedules/${before?.id}`;
    const form = await screen.findByRole('form', { name: 'Schedule Business hours' }, LOAD);
    const saturday = within(form).getByRole('group', { name: 'Saturday' });
    expect(within(saturday).getByText('Closed all day.')).toBeTruthy();
    press(form, 'Add hours to Saturday');
    // The keyboard goes on from the button to the range added.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(form).getByRole('textbox', { name: 'Saturday hours 1 start' }),
      ),
    );
    type(form, 'Saturday hours 1 start', '10:00');
    type(form, 'Saturday hours 1 end', '14:00');
    press(form, 'Save the schedule');

    expect(await screen.findByRole('link', { name: 'Edit Business hours' }, LOAD)).toBeTruthy();
    const after = await stored('Business hours');
    expect(after?.hours.sat).toEqual([{ start: '10:00', end: '14:00' }]);
    // The rest is as it was.
    expect({ ...after, hours: { ...after?.hours, sat: [] } }).toEqual(before);
  });

  it('CALL-03 shows the server’s refusal of a name on the name field', { timeout: 90_000 }, async () => {
    await pages.renderPage(ADMIN, '/management/m/callFlows/schedules/new');
    const form = await screen.findByRole('form', { name: 'New schedule' }, LOAD);
    type(form, 'Name', 'Business hours');
    pick(form, 'When open: where', 'hangup');
    pick(form, 'When closed: where', 'hangup');
    press(form, 'Save the schedule');
    expect(
      await within(form).findByText('Another schedule of the account has this name.', {}, LOAD),
    ).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Business hours');
  });
});
