// The one formatter of dates, times and numbers (decision 0087): each account locale of CFG-02
// with both clocks, in a fixed time zone, and what an account's settings turn into.
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_LOCALES,
  type AccountLocale,
  type FormatSettings,
  formatDate,
  formatDateTime,
  formatNumber,
  formatSettingsOf,
  formatTime,
  type HourCycle,
} from '../../../src/ui/format/formatters';

// 17:04 UTC is 17:04 in London in March (before summer time) and 22:34 in Kolkata.
const WHEN = '2026-03-05T17:04:00Z';
const london = (locale: AccountLocale, hourCycle: HourCycle): FormatSettings => ({
  locale,
  timeZone: 'Europe/London',
  hourCycle,
});
// ICU puts a narrow no-break space before am/pm: compared as a plain space.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatDateTime, formatDate, formatTime', () => {
  const expected: Record<AccountLocale, Record<HourCycle, string>> = {
    'en-gb': { h23: '5 Mar 2026, 17:04', h12: '5 Mar 2026, 05:04 pm' },
    'en-au': { h23: '5 Mar 2026, 17:04', h12: '5 Mar 2026, 5:04 pm' },
    'en-us': { h23: 'Mar 5, 2026, 17:04', h12: 'Mar 5, 2026, 5:04 PM' },
    'en-in': { h23: '5 Mar 2026, 17:04', h12: '5 Mar 2026, 5:04 pm' },
  };
  for (const locale of ACCOUNT_LOCALES)
    for (const hourCycle of ['h23', 'h12'] as const)
      it(`CFG-02 ${locale} on the ${hourCycle === 'h23' ? '24' : '12'} h clock`, () => {
        const s = london(locale, hourCycle);
        expect(plain(formatDateTime(WHEN, s))).toBe(expected[locale][hourCycle]);
        const [date, time] = expected[locale][hourCycle].split(/, (?=\d+:)/);
        expect(plain(formatDate(WHEN, s))).toBe(date);
        expect(plain(formatTime(WHEN, s))).toBe(time);
      });

  it('CFG-02 reads the time in the account’s zone, not the reader’s', () => {
    expect(plain(formatDateTime(WHEN, { locale: 'en-in', timeZone: 'Asia/Kolkata', hourCycle: 'h12' }))).toBe(
      '5 Mar 2026, 10:34 pm',
    );
    expect(plain(formatTime(WHEN, { locale: 'en-au', timeZone: 'Australia/Sydney', hourCycle: 'h23' }))).toBe(
      '04:04',
    );
  });

  it('shows text that is not a time as it came', () => {
    expect(formatDateTime('soon', london('en-gb', 'h23'))).toBe('soon');
  });
});

describe('formatNumber', () => {
  it('CFG-02 groups digits as each locale does (lakhs in en-in)', () => {
    expect(formatNumber(1234567.5, { locale: 'en-us' })).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, { locale: 'en-gb' })).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, { locale: 'en-au' })).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, { locale: 'en-in' })).toBe('12,34,567.5');
  });
});

describe('formatSettingsOf', () => {
  it('CFG-02 gives each locale its usual clock: 24 h in Britain, 12 h in the US, Australia and India', () => {
    expect(formatSettingsOf({ locale: 'en-gb', timeZone: 'Europe/London' })).toEqual(london('en-gb', 'h23'));
    for (const locale of ['en-us', 'en-au', 'en-in'] as const)
      expect(formatSettingsOf({ locale, timeZone: 'Europe/London' }).hourCycle).toBe('h12');
  });

  it('reads an unknown locale as en-us and an unknown zone as UTC', () => {
    expect(formatSettingsOf({ locale: 'fr-fr', timeZone: 'Mars/Olympus' })).toEqual({
      locale: 'en-us',
      timeZone: 'UTC',
      hourCycle: 'h12',
    });
    expect(formatSettingsOf({ locale: 'EN-GB', timeZone: null }).locale).toBe('en-gb');
  });
});
