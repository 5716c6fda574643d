// Wall-clock time in a zone with Intl only: both hemispheres' clock changes, a half-hour zone,
// and the local times that do not happen or happen twice.
import { describe, expect, it } from 'vitest';
import {
  describeLocal,
  isValidTimeZone,
  localMoment,
  resolveLocalTime,
} from '../../../src/domain/callFlow/zonedTime';

const at = (iso: string) => new Date(iso);
const local = (date: string, time: string) => {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return { year, month, day, hour, minute, second: 0 };
};
const wall = (iso: string, zone: string) => describeLocal(at(iso), zone);

describe('local time of an instant', () => {
  it('reads New York either side of its spring-forward and fall-back', () => {
    expect(wall('2026-03-08T06:59:00Z', 'America/New_York')).toBe('Sun 2026-03-08 01:59 America/New_York');
    expect(wall('2026-03-08T07:00:00Z', 'America/New_York')).toBe('Sun 2026-03-08 03:00 America/New_York');
    expect(wall('2026-11-01T05:30:00Z', 'America/New_York')).toBe('Sun 2026-11-01 01:30 America/New_York');
    expect(wall('2026-11-01T06:30:00Z', 'America/New_York')).toBe('Sun 2026-11-01 01:30 America/New_York');
  });

  it('reads London either side of its clock changes', () => {
    expect(wall('2026-03-29T00:59:00Z', 'Europe/London')).toBe('Sun 2026-03-29 00:59 Europe/London');
    expect(wall('2026-03-29T01:00:00Z', 'Europe/London')).toBe('Sun 2026-03-29 02:00 Europe/London');
    expect(wall('2026-10-25T00:30:00Z', 'Europe/London')).toBe('Sun 2026-10-25 01:30 Europe/London');
    expect(wall('2026-10-25T01:30:00Z', 'Europe/London')).toBe('Sun 2026-10-25 01:30 Europe/London');
  });

  it('reads Sydney, whose summer time ends in April and starts in October', () => {
    expect(wall('2026-04-04T15:30:00Z', 'Australia/Sydney')).toBe('Sun 2026-04-05 02:30 Australia/Sydney');
    expect(wall('2026-04-04T16:30:00Z', 'Australia/Sydney')).toBe('Sun 2026-04-05 02:30 Australia/Sydney');
    expect(wall('2026-10-03T15:59:00Z', 'Australia/Sydney')).toBe('Sun 2026-10-04 01:59 Australia/Sydney');
    expect(wall('2026-10-03T16:00:00Z', 'Australia/Sydney')).toBe('Sun 2026-10-04 03:00 Australia/Sydney');
  });

  it('reads Kolkata at +05:30 all year, across midnight', () => {
    expect(wall('2026-01-15T18:29:00Z', 'Asia/Kolkata')).toBe('Thu 2026-01-15 23:59 Asia/Kolkata');
    expect(wall('2026-07-15T18:30:00Z', 'Asia/Kolkata')).toBe('Thu 2026-07-16 00:00 Asia/Kolkata');
  });

  it('gives the weekday and the minutes of the local day', () => {
    const m = localMoment(at('2026-12-24T23:30:00Z'), 'Australia/Sydney');
    expect(m).toMatchObject({ date: '2026-12-25', weekday: 'fri', hour: 10, minute: 30, minutes: 630 });
    expect(localMoment(at('2026-12-24T23:30:00Z'), 'America/Los_Angeles')).toMatchObject({
      date: '2026-12-24',
      weekday: 'thu',
    });
  });
});

describe('instant of a local time', () => {
  it('finds the one instant of an ordinary local time', () => {
    const r = resolveLocalTime(local('2026-06-01', '09:00'), 'Asia/Kolkata');
    expect(r).toEqual({
      instant: at('2026-06-01T03:30:00Z'),
      kind: 'exact',
      instants: [at('2026-06-01T03:30:00Z')],
    });
  });

  it('moves a skipped time past the change (New York 02:30 on 8 March 2026 is 03:30 daylight time)', () => {
    const r = resolveLocalTime(local('2026-03-08', '02:30'), 'America/New_York');
    expect(r.kind).toBe('skipped');
    expect(r.instants).toEqual([]);
    expect(r.instant).toEqual(at('2026-03-08T07:30:00Z'));
    expect(describeLocal(r.instant, 'America/New_York')).toBe('Sun 2026-03-08 03:30 America/New_York');
  });

  it('takes the first of a repeated time and lists both (New York 01:30 on 1 November 2026)', () => {
    const r = resolveLocalTime(local('2026-11-01', '01:30'), 'America/New_York');
    expect(r).toEqual({
      instant: at('2026-11-01T05:30:00Z'),
      kind: 'repeated',
      instants: [at('2026-11-01T05:30:00Z'), at('2026-11-01T06:30:00Z')],
    });
  });

  it('does the same in London and in the southern hemisphere', () => {
    expect(resolveLocalTime(local('2026-03-29', '01:15'), 'Europe/London')).toMatchObject({
      kind: 'skipped',
      instant: at('2026-03-29T01:15:00Z'),
    });
    expect(resolveLocalTime(local('2026-10-25', '01:15'), 'Europe/London').instants).toEqual([
      at('2026-10-25T00:15:00Z'),
      at('2026-10-25T01:15:00Z'),
    ]);
    expect(resolveLocalTime(local('2026-10-04', '02:30'), 'Australia/Sydney')).toMatchObject({
      kind: 'skipped',
      instant: at('2026-10-03T16:30:00Z'),
    });
    expect(resolveLocalTime(local('2026-04-05', '02:30'), 'Australia/Sydney').instants).toEqual([
      at('2026-04-04T15:30:00Z'),
      at('2026-04-04T16:30:00Z'),
    ]);
  });
});

describe('time zone names', () => {
  it('knows IANA zones and refuses the rest', () => {
    for (const zone of ['Europe/London', 'America/Argentina/Buenos_Aires', 'Asia/Kolkata', 'UTC'])
      expect(isValidTimeZone(zone)).toBe(true);
    for (const zone of ['', 'Mars/Olympus_Mons', 'Europe/Londn', '+05:30', 'London ', 42, null])
      expect(isValidTimeZone(zone)).toBe(false);
  });
});
