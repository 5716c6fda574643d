// Dates, times and numbers as the account reads them (CFG-02, decision 0087): in the account's
// locale (en-gb, en-au, en-us, en-in), its time zone and its clock (12 or 24 hours). Pure
// functions of the settings, so a view, a test and a CSV export say the same thing.

/** The locales an account may have (CFG-02); anything else reads as en-us. */
export const ACCOUNT_LOCALES = ['en-gb', 'en-au', 'en-us', 'en-in'] as const;
export type AccountLocale = (typeof ACCOUNT_LOCALES)[number];
/** h23: 17:04; h12: 5:04 pm. */
export type HourCycle = 'h12' | 'h23';

export interface FormatSettings {
  locale: AccountLocale;
  /** An IANA zone, e.g. Europe/London. */
  timeZone: string;
  hourCycle: HourCycle;
}

/** What a screen shows before it knows the account (and what view tests get by default). */
export const DEFAULT_FORMAT: FormatSettings = { locale: 'en-us', timeZone: 'UTC', hourCycle: 'h12' };

/**
 * The clock a locale's readers expect: 24 hours in Britain, 12 in the US, Australia and India;
 * an account or a user that chose a clock reads theirs instead (decision 0116).
 */
export const usualHourCycle = (locale: AccountLocale): HourCycle => (locale === 'en-gb' ? 'h23' : 'h12');

/** '12' or '24' (CFG-02's time format) as an hour cycle; anything else: none chosen. */
const chosenCycle = (timeFormat: string | null | undefined): HourCycle | undefined =>
  timeFormat === '24' ? 'h23' : timeFormat === '12' ? 'h12' : undefined;

/**
 * The settings of an account as the platform answers it (AccountInfo's locale, timeZone and
 * timeFormat), read by a user whose own time format, when they chose one, wins (decision 0116).
 */
export function formatSettingsOf(
  account: { locale?: string | null; timeZone?: string | null; timeFormat?: string | null },
  userTimeFormat?: string | null,
): FormatSettings {
  const asked = account.locale?.toLowerCase();
  const locale = ACCOUNT_LOCALES.find((l) => l === asked) ?? DEFAULT_FORMAT.locale;
  return {
    locale,
    timeZone: validZone(account.timeZone) ?? DEFAULT_FORMAT.timeZone,
    hourCycle: chosenCycle(userTimeFormat) ?? chosenCycle(account.timeFormat) ?? usualHourCycle(locale),
  };
}

function validZone(zone: string | null | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en-us', { timeZone: zone });
    return zone;
  } catch {
    return undefined; // a zone this browser does not know: UTC rather than a crash
  }
}

// A table formats one column for every row: the formatters are kept per settings and style.
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let found = cache.get(key) as T | undefined;
  if (!found) {
    found = make();
    cache.set(key, found);
  }
  return found;
}

type When = string | number | Date;
const dateOf = (when: When) => (when instanceof Date ? when : new Date(when));

function formatWith(when: When, s: FormatSettings, style: 'dateTime' | 'date' | 'time'): string {
  const date = dateOf(when);
  if (Number.isNaN(date.getTime())) return String(when); // shown as the platform said it
  const options: Intl.DateTimeFormatOptions = {
    timeZone: s.timeZone,
    ...(style === 'time' ? {} : { dateStyle: 'medium' }),
    ...(style === 'date' ? {} : { timeStyle: 'short', hourCycle: s.hourCycle }),
  };
  const key = `${style}|${s.locale}|${s.timeZone}|${s.hourCycle}`;
  return cached(key, () => new Intl.DateTimeFormat(s.locale, options)).format(date);
}

/** 5 Mar 2026, 17:04 (en-gb) · Mar 5, 2026, 5:04 PM (en-us). */
export const formatDateTime = (when: When, s: FormatSettings) => formatWith(when, s, 'dateTime');
/** 5 Mar 2026 (en-gb) · Mar 5, 2026 (en-us). */
export const formatDate = (when: When, s: FormatSettings) => formatWith(when, s, 'date');
/** 17:04 (24 h) · 5:04 pm (12 h). */
export const formatTime = (when: When, s: FormatSettings) => formatWith(when, s, 'time');

/** CFG-02's date formats by name: mediumDate (5 Mar 2026) and timeString (17:04 · 5:04 pm). */
export const DATE_FORMATS = { mediumDate: formatDate, timeString: formatTime } as const;

/** 1,234,567 (en-us, en-gb, en-au) · 12,34,567 (en-in). */
export const formatNumber = (
  n: number,
  s: Pick<FormatSettings, 'locale'>,
  options?: Intl.NumberFormatOptions,
) =>
  cached(
    `n|${s.locale}|${JSON.stringify(options ?? {})}`,
    () => new Intl.NumberFormat(s.locale, options),
  ).format(n);
