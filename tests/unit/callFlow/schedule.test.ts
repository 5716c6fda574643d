// Schedules read on their zone's wall clock (CALL-03): weekday hours, overnight ranges, holidays
// on the local date (with or without hours), clock changes in both hemispheres, a +05:30 zone.
import { describe, expect, it } from 'vitest';
import { scheduleStatus } from '../../../src/domain/callFlow/schedule';
import { type Schedule, scheduleSchema } from '../../../src/domain/schemas/callFlow';
import type { z } from '../../../src/domain/schemas/zod';
import { weekdays } from './fixtures';

const schedule = (fields: Partial<z.input<typeof scheduleSchema>>): Schedule =>
  scheduleSchema.parse({
    id: 1,
    name: 'Hours',
    timeZone: 'Europe/London',
    holidays: [],
    open: { kind: 'hangup' },
    closed: { kind: 'hangup' },
    ...fields,
  });

const stateAt = (s: Schedule, iso: string) => scheduleStatus(s, new Date(iso)).state;
const branchAt = (s: Schedule, iso: string) => scheduleStatus(s, new Date(iso)).branch;

describe('weekly hours', () => {
  const office = schedule({ hours: weekdays('09:00', '17:30') });

  it('CALL-03 is closed on Sunday at 10:00 and open on Monday at 10:00', () => {
    expect(stateAt(office, '2026-03-22T10:00:00Z')).toBe('closed');
    expect(stateAt(office, '2026-03-23T10:00:00Z')).toBe('open');
  });

  it('CALL-03 opens at the start minute and closes at the end minute', () => {
    expect(stateAt(office, '2026-03-23T08:59:59Z')).toBe('closed');
    expect(stateAt(office, '2026-03-23T09:00:00Z')).toBe('open');
    expect(stateAt(office, '2026-03-23T17:29:59Z')).toBe('open');
    expect(stateAt(office, '2026-03-23T17:30:00Z')).toBe('closed');
  });

  it('CALL-03 reads the hours in the schedule zone, summer time included', () => {
    // 08:30 UTC in July is 09:30 in London (BST), 04:30 in New York.
    expect(stateAt(office, '2026-07-06T08:30:00Z')).toBe('open');
    expect(stateAt({ ...office, timeZone: 'America/New_York' }, '2026-07-06T08:30:00Z')).toBe('closed');
    expect(stateAt({ ...office, timeZone: 'America/New_York' }, '2026-07-06T13:30:00Z')).toBe('open');
  });

  it('CALL-03 reads a +05:30 zone: 09:00 in Kolkata is 03:30 UTC', () => {
    const kolkata = { ...office, timeZone: 'Asia/Kolkata' };
    expect(stateAt(kolkata, '2026-03-23T03:29:00Z')).toBe('closed');
    expect(stateAt(kolkata, '2026-03-23T03:30:00Z')).toBe('open');
    // Friday 17:29 in Kolkata is open; 17:30 is closed; Saturday is closed.
    expect(stateAt(kolkata, '2026-03-27T11:59:00Z')).toBe('open');
    expect(stateAt(kolkata, '2026-03-27T12:00:00Z')).toBe('closed');
    expect(stateAt(kolkata, '2026-03-28T05:00:00Z')).toBe('closed');
  });

  it("CALL-03 runs an overnight range into the next morning, Saturday's into Sunday", () => {
    const nights = schedule({
      hours: { fri: [{ start: '22:00', end: '06:00' }], sat: [{ start: '22:00', end: '06:00' }] },
      timeZone: 'UTC',
    });
    expect(stateAt(nights, '2026-03-27T21:59:00Z')).toBe('closed'); // Fri
    expect(stateAt(nights, '2026-03-27T22:00:00Z')).toBe('open');
    expect(stateAt(nights, '2026-03-28T05:59:00Z')).toBe('open'); // Sat morning, Friday's night
    expect(stateAt(nights, '2026-03-28T06:00:00Z')).toBe('closed');
    expect(stateAt(nights, '2026-03-29T03:00:00Z')).toBe('open'); // Sun morning, Saturday's night
    expect(stateAt(nights, '2026-03-30T03:00:00Z')).toBe('closed'); // Mon morning: Sunday had no night
  });

  it('CALL-03 wraps Sunday night into Monday morning and takes 24:00 as midnight', () => {
    const s = schedule({
      hours: { sun: [{ start: '20:00', end: '02:00' }], mon: [{ start: '18:00', end: '24:00' }] },
      timeZone: 'UTC',
    });
    expect(stateAt(s, '2026-03-23T01:59:00Z')).toBe('open');
    expect(stateAt(s, '2026-03-23T02:00:00Z')).toBe('closed');
    expect(stateAt(s, '2026-03-23T23:59:00Z')).toBe('open');
    expect(stateAt(s, '2026-03-24T00:00:00Z')).toBe('closed');
  });
});

describe('clock changes', () => {
  it('CALL-03 keeps wall-clock hours on the nights New York changes its clocks', () => {
    const night = schedule({
      hours: { sun: [{ start: '01:00', end: '03:00' }] },
      timeZone: 'America/New_York',
    });
    // 8 March: 01:00–02:00 EST happens, 02:00–03:00 is skipped: open for one real hour.
    expect(stateAt(night, '2026-03-08T05:59:00Z')).toBe('closed');
    expect(stateAt(night, '2026-03-08T06:00:00Z')).toBe('open');
    expect(stateAt(night, '2026-03-08T06:59:00Z')).toBe('open');
    expect(stateAt(night, '2026-03-08T07:00:00Z')).toBe('closed'); // 03:00 EDT
    // 1 November: 01:00–02:00 happens twice: open for three real hours.
    expect(stateAt(night, '2026-11-01T05:00:00Z')).toBe('open'); // 01:00 EDT
    expect(stateAt(night, '2026-11-01T06:30:00Z')).toBe('open'); // 01:30 EST, the second time
    expect(stateAt(night, '2026-11-01T07:59:00Z')).toBe('open'); // 02:59 EST
    expect(stateAt(night, '2026-11-01T08:00:00Z')).toBe('closed');
  });

  it('CALL-03 opens at 09:00 local on both sides of the London and Sydney changes', () => {
    const london = schedule({ hours: { sun: [{ start: '09:00', end: '10:00' }] } });
    expect(stateAt(london, '2026-03-22T09:00:00Z')).toBe('open'); // GMT
    expect(stateAt(london, '2026-03-29T08:00:00Z')).toBe('open'); // BST: 09:00 local
    expect(stateAt(london, '2026-03-29T09:00:00Z')).toBe('closed'); // 10:00 local
    expect(stateAt(london, '2026-10-25T08:00:00Z')).toBe('closed'); // GMT again: 08:00 local
    expect(stateAt(london, '2026-10-25T09:00:00Z')).toBe('open');
    const sydney = { ...london, timeZone: 'Australia/Sydney' };
    expect(stateAt(sydney, '2026-03-28T22:00:00Z')).toBe('open'); // Sun 09:00 AEDT (+11)
    expect(stateAt(sydney, '2026-04-04T22:00:00Z')).toBe('closed'); // Sun 08:00 AEST (+10)
    expect(stateAt(sydney, '2026-04-04T23:00:00Z')).toBe('open');
    expect(stateAt(sydney, '2026-10-03T23:00:00Z')).toBe('closed'); // Sun 10:00 AEDT
    expect(stateAt(sydney, '2026-10-03T22:00:00Z')).toBe('open');
  });
});

describe('holidays', () => {
  const hours = { ...weekdays('09:00', '17:00'), sat: [{ start: '00:00', end: '24:00' }] };
  const withHolidays = (timeZone: string) =>
    schedule({
      timeZone,
      hours,
      holidays: [
        { name: 'Christmas Eve', date: '2026-12-24', hours: [{ start: '09:00', end: '12:00' }] },
        { name: 'Christmas Day', date: '2026-12-25', endDate: '2026-12-26' },
      ],
    });

  it('CALL-03 takes the holiday branch in what would be opening hours', () => {
    const s = withHolidays('Europe/London');
    expect(branchAt(s, '2026-12-25T10:00:00Z')).toBe('holiday: Christmas Day');
    // The range's last day (a Saturday, open all day by the weekly hours) is a holiday too.
    expect(branchAt(s, '2026-12-26T23:59:00Z')).toBe('holiday: Christmas Day');
    expect(branchAt(s, '2026-12-28T10:00:00Z')).toBe('open');
  });

  it('CALL-03 opens a holiday with hours in those hours only', () => {
    const s = withHolidays('Europe/London');
    expect(branchAt(s, '2026-12-24T11:59:00Z')).toBe('open: Christmas Eve hours');
    expect(branchAt(s, '2026-12-24T12:00:00Z')).toBe('holiday: Christmas Eve');
    expect(branchAt(s, '2026-12-24T08:00:00Z')).toBe('holiday: Christmas Eve');
  });

  it("CALL-03 lets the local date decide: a holiday's morning is a holiday, the morning after takes the weekly hours", () => {
    const nights = schedule({
      timeZone: 'UTC',
      hours: { thu: [{ start: '22:00', end: '06:00' }], fri: [{ start: '22:00', end: '06:00' }] },
      holidays: [{ name: 'Christmas Day', date: '2026-12-25' }],
    });
    expect(branchAt(nights, '2026-12-24T23:00:00Z')).toBe('open'); // Thursday night
    expect(branchAt(nights, '2026-12-25T02:00:00Z')).toBe('holiday: Christmas Day'); // its spill into the holiday
    expect(branchAt(nights, '2026-12-25T23:00:00Z')).toBe('holiday: Christmas Day'); // Friday night, still the 25th
    expect(branchAt(nights, '2026-12-26T02:00:00Z')).toBe('open'); // Saturday: Friday's night runs on
  });

  it('CALL-03 checks holidays on the local date: 23:30 UTC on 24 December is Christmas in Sydney', () => {
    expect(branchAt(withHolidays('Australia/Sydney'), '2026-12-24T23:30:00Z')).toBe('holiday: Christmas Day');
    expect(branchAt(withHolidays('America/New_York'), '2026-12-24T23:30:00Z')).toBe('holiday: Christmas Eve');
    expect(branchAt(withHolidays('Asia/Kolkata'), '2026-12-24T18:29:00Z')).toBe('holiday: Christmas Eve');
    expect(branchAt(withHolidays('Asia/Kolkata'), '2026-12-24T18:30:00Z')).toBe('holiday: Christmas Day');
  });
});
