// What a schedule may say (CALL-03), in the words the form shows on each field: times as HH:MM,
// ranges that end, no overlaps within a day (overnight ranges included), real dates, a zone.
import { describe, expect, it } from 'vitest';
import { scheduleSchema } from '../../../src/domain/schemas/callFlow';
import { messagesByField } from '../../../src/domain/schemas/fieldErrors';

const base = {
  id: 1,
  name: 'Office hours',
  timeZone: 'Europe/London',
  hours: {},
  holidays: [],
  open: { kind: 'hangup' },
  closed: { kind: 'hangup' },
};
const problems = (change: object) => {
  const r = scheduleSchema.safeParse({ ...base, ...change });
  return r.success ? {} : messagesByField(r.error.issues);
};

describe('schedule fields', () => {
  it('CALL-03 accepts a schedule with ordinary, whole-day, midnight-ending and overnight ranges', () => {
    expect(
      problems({
        hours: {
          mon: [
            { start: '09:00', end: '12:00' },
            { start: '13:00', end: '17:30' },
          ],
          tue: [{ start: '00:00', end: '24:00' }],
          wed: [{ start: '18:00', end: '24:00' }],
          fri: [{ start: '22:00', end: '06:00' }],
          sat: [{ start: '06:00', end: '12:00' }],
        },
      }),
    ).toEqual({});
  });

  it('CALL-03 refuses times not written HH:MM and a range that ends where it starts', () => {
    expect(
      problems({
        hours: {
          mon: [
            { start: '9:00', end: '17:00' },
            { start: '24:00', end: '10:00' },
            { start: '10:00', end: '10:60' },
            { start: '11:00', end: '11:00' },
          ],
        },
      }),
    ).toEqual({
      'hours.mon[0].start': 'Enter a time as HH:MM, like 09:00.',
      'hours.mon[1].start': 'Enter a time as HH:MM, like 09:00.',
      'hours.mon[2].end': 'Enter a time as HH:MM, like 09:00.',
      'hours.mon[3].end': 'The end must differ from the start (use 00:00 to 24:00 for the whole day).',
    });
  });

  it("CALL-03 refuses ranges of a day that overlap, the previous night's included", () => {
    expect(
      problems({
        hours: {
          mon: [
            { start: '09:00', end: '12:00' },
            { start: '11:30', end: '13:00' },
            { start: '12:00', end: '13:00' },
          ],
          fri: [{ start: '22:00', end: '06:00' }],
          sat: [{ start: '05:00', end: '07:00' }],
          sun: [{ start: '20:00', end: '09:30' }],
        },
      }),
    ).toEqual({
      'hours.mon[1]': 'This overlaps 09:00–12:00.',
      'hours.mon[2]': 'This overlaps 11:30–13:00.',
      'hours.sat[0]': "This overlaps Friday's 22:00–06:00, which runs into Saturday until 06:00.",
      'hours.mon[0]': "This overlaps Sunday's 20:00–09:30, which runs into Monday until 09:30.",
    });
  });

  it('CALL-03 refuses a time zone the IANA database does not have', () => {
    expect(problems({ timeZone: 'Europe/Londres' })).toEqual({
      timeZone: 'Choose a time zone, like Europe/London.',
    });
    expect(problems({ timeZone: 'Australia/Sydney' })).toEqual({});
  });

  it('CALL-03 refuses holidays with impossible dates, backwards ranges, no name or hours that end first', () => {
    expect(
      problems({
        holidays: [
          { name: 'Leap', date: '2026-02-29' },
          { name: 'Typo', date: '25/12/2026' },
          { name: 'Backwards', date: '2026-08-10', endDate: '2026-08-03' },
          { name: '', date: '2026-05-01' },
          { name: 'Short day', date: '2026-12-24', hours: [{ start: '12:00', end: '09:00' }] },
        ],
      }),
    ).toEqual({
      'holidays[0].date': 'There is no such date.',
      'holidays[1].date': 'Enter a date as YYYY-MM-DD, like 2026-12-25.',
      'holidays[2].endDate': 'The last day must be on or after the first.',
      'holidays[3].name': 'Enter a name.',
      'holidays[4].hours[0].end': 'The end must be after the start.',
    });
  });

  // The checks of a whole (a day's overlaps, the holidays') run once its fields are each right.
  it('CALL-03 refuses holiday hours that overlap, and holidays that share a day', () => {
    const shortDay = {
      name: 'Short day',
      date: '2026-12-24',
      hours: [
        { start: '08:00', end: '10:00' },
        { start: '09:30', end: '11:00' },
      ],
    };
    expect(problems({ holidays: [shortDay] })).toEqual({
      'holidays[0].hours[1]': 'This overlaps 08:00–10:00.',
    });
    expect(
      problems({
        holidays: [
          { name: 'Christmas', date: '2026-12-24', endDate: '2026-12-26' },
          { name: 'Boxing Day', date: '2026-12-26' },
          { name: 'New Year', date: '2026-12-31', endDate: '2027-01-01' },
          { name: 'Holidays', date: '2026-12-27', endDate: '2026-12-30' },
        ],
      }),
    ).toEqual({ 'holidays[1].date': 'This overlaps the holiday Christmas.' });
  });

  it('CALL-03 refuses a destination of no known kind', () => {
    expect(problems({ open: { kind: 'fax', id: 1 }, closed: { kind: 'queue' } })).toEqual({
      'open.kind': 'Choose where the call goes.',
      'closed.id': 'Choose a call queue.',
    });
  });
});
