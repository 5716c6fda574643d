// Wall-clock time in a time zone, with Intl.DateTimeFormat only (decision 0091). An instant has
// exactly one local time in a zone; a local time may have none (the hour skipped when clocks go
// forward) or two (the hour repeated when they go back): `resolveLocalTime` says which.

/** Weekdays in the order of `Date.prototype.getUTCDay` (0 is Sunday). */
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const WEEKDAY_WORDS: Readonly<Record<Weekday, string>> = {
  sun: 'Sun',
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
};

/** A date and time on a zone's wall clock. */
export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export interface LocalMoment extends LocalDateTime {
  weekday: Weekday;
  /** 'YYYY-MM-DD', the local date. */
  date: string;
  /** Minutes since local midnight (0–1439). */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether the text names a time zone of the IANA database this runtime knows ('Europe/London', 'UTC'). */
export function isValidTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(timeZone))
    return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export const dateText = (year: number, month: number, day: number) =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The weekday of a calendar date (proleptic Gregorian). */
export function weekdayOf(year: number, month: number, day: number): Weekday {
  return WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
}

/** The wall-clock date and time of an instant in a zone. */
export function localMoment(at: Date, timeZone: string): LocalMoment {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(at))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const local = {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    // Some engines answer 24 for midnight even in the h23 cycle.
    hour: parts.hour % 24,
    minute: parts.minute,
    second: parts.second,
  };
  return {
    ...local,
    weekday: weekdayOf(local.year, local.month, local.day),
    date: dateText(local.year, local.month, local.day),
    minutes: local.hour * 60 + local.minute,
  };
}

/** The local time as read on a diagram: 'Sun 14:05 Europe/London'. */
export function describeLocal(at: Date, timeZone: string): string {
  const m = localMoment(at, timeZone);
  return `${WEEKDAY_WORDS[m.weekday]} ${m.date} ${pad(m.hour)}:${pad(m.minute)} ${timeZone}`;
}

const wallClockMs = (l: LocalDateTime) => Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second);

/** The zone's offset from UTC at an instant, in milliseconds (positive east of Greenwich). */
export function offsetMs(at: number, timeZone: string): number {
  const whole = Math.floor(at / 1000) * 1000;
  return wallClockMs(localMoment(new Date(whole), timeZone)) - whole;
}

export interface ResolvedLocalTime {
  /** The instant the portal and the walk use. */
  instant: Date;
  /**
   * 'exact': the local time happens once. 'skipped': it does not happen (clocks went forward over
   * it); the instant is as far past the change as the time was past its start (02:30 on the
   * spring-forward night of New York is 03:30 daylight time). 'repeated': it happens twice
   * (clocks went back); the instant is the first, `instants` holds both.
   */
  kind: 'exact' | 'skipped' | 'repeated';
  instants: Date[];
}

const DAY_MS = 86_400_000;

/** The instant(s) a wall-clock date and time of a zone stands for (see ResolvedLocalTime). */
export function resolveLocalTime(local: LocalDateTime, timeZone: string): ResolvedLocalTime {
  const wall = wallClockMs(local);
  // A zone changes its offset at most once in any two days: the offsets a day either side are
  // the only candidates.
  const before = offsetMs(wall - DAY_MS, timeZone);
  const after = offsetMs(wall + DAY_MS, timeZone);
  const found = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((ms) => wallClockMs(localMoment(new Date(ms), timeZone)) === wall)
    .sort((a, b) => a - b)
    .map((ms) => new Date(ms));
  if (found.length === 0) return { instant: new Date(wall - before), kind: 'skipped', instants: [] };
  return { instant: found[0], kind: found.length > 1 ? 'repeated' : 'exact', instants: found };
}
