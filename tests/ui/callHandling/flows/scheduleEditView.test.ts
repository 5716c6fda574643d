// The schedule form's pure parts (CALL-03): the body it sends, its check with the server's schema,
// and which field errors show beside a field rather than above the form.
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  checkSchedule,
  draftOf,
  fieldKey,
  isShown,
  type ScheduleDraft,
} from '../../../../src/screens/callHandling/flows/ScheduleEditView';

const draft = (change: Partial<ScheduleDraft> = {}): ScheduleDraft => ({
  ...draftOf(),
  name: 'Support',
  open: { kind: 'hangup' },
  closed: { kind: 'hangup' },
  ...change,
});

describe('the schedule form', () => {
  it('CALL-03 sends the account’s zone as null, and leaves out a blank last day and empty holiday hours', () => {
    const d = draft({ holidays: [{ name: 'Day off', date: ' 2027-01-02 ', endDate: ' ', hours: [] }] });
    const body = bodyOf(d);
    expect(body.timeZone).toBeNull();
    expect(body.holiday).toBeNull();
    expect(body.holidays).toEqual([{ name: 'Day off', date: '2027-01-02' }]);
    expect(checkSchedule(d)).toMatchObject({ errors: [], body: { name: 'Support', timeZone: null } });
  });

  it('CALL-03 refuses an overlapping range on the range, and takes an overnight one', () => {
    const hours = {
      ...draftOf().hours,
      mon: [
        { start: '09:00', end: '17:00' },
        { start: '12:00', end: '13:00' },
      ],
    };
    expect(checkSchedule(draft({ hours })).errors).toEqual([
      { field: 'hours.mon[1]', message: 'This overlaps 09:00–17:00.' },
    ]);
    const night = { ...draftOf().hours, fri: [{ start: '22:00', end: '06:00' }] };
    expect(checkSchedule(draft({ hours: night })).errors).toEqual([]);
  });

  it('CALL-03 shows a field’s error beside it, and what no field shows above the form', () => {
    const d = draft({
      hours: { ...draftOf().hours, mon: [{ start: '09:00', end: '17:00' }] },
      holidays: [{ name: 'X', date: '2027-01-02', endDate: '', hours: [{ start: '09:00', end: '12:00' }] }],
    });
    for (const field of [
      'name',
      'hours.mon[0].end',
      'hours.mon[0]',
      'hours.sun',
      'holidays[0].date',
      'holidays[0].hours[0]',
      'open',
      'holiday',
    ])
      expect(isShown(fieldKey(field), d), field).toBe(true);
    for (const field of ['', 'body', 'hours.mon[1]', 'holidays[1].date', 'holidays[0].hours[1].start', 'id'])
      expect(isShown(fieldKey(field), d), field).toBe(false);
  });
});
