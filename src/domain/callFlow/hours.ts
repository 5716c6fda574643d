// Business hours as minutes of the local day (decision 0091). A weekly range whose end is at or
// before its start runs overnight: Friday 22:00–06:00 is Friday 22:00–24:00 and Saturday
// 00:00–06:00. Hours are wall-clock hours: on the night clocks change, 01:00–03:00 lasts one
// hour or three, as the clocks on the wall say.
import { WEEKDAYS, type Weekday } from './zonedTime';

export interface TimeRange {
  start: string;
  end: string;
}

export type WeeklyHours = Readonly<Record<Weekday, readonly TimeRange[]>>;

/** A stretch of one local day in minutes, end excluded, and the weekly range it came from. */
export interface DayInterval {
  from: number;
  to: number;
  /** The weekday whose range this is part of (the day before, for the morning of an overnight range). */
  day: Weekday;
  index: number;
}

export const DAY_MINUTES = 24 * 60;

/** 'HH:MM' (or '24:00') as minutes since midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

export const isOvernight = (r: TimeRange) => minutesOf(r.end) <= minutesOf(r.start);

export const nextDay = (d: Weekday): Weekday => WEEKDAYS[(WEEKDAYS.indexOf(d) + 1) % 7];
export const previousDay = (d: Weekday): Weekday => WEEKDAYS[(WEEKDAYS.indexOf(d) + 6) % 7];

/** The stretches of a weekday when the hours say open: its own ranges and the previous night's. */
export function dayIntervals(weekly: WeeklyHours, day: Weekday): DayInterval[] {
  const out: DayInterval[] = [];
  const yesterday = previousDay(day);
  (weekly[yesterday] ?? []).forEach((r, index) => {
    if (isOvernight(r) && minutesOf(r.end) > 0)
      out.push({ from: 0, to: minutesOf(r.end), day: yesterday, index });
  });
  (weekly[day] ?? []).forEach((r, index) => {
    out.push({ from: minutesOf(r.start), to: isOvernight(r) ? DAY_MINUTES : minutesOf(r.end), day, index });
  });
  return out;
}

/** Whether a minute of the day falls in a list of ranges that do not run overnight (holiday hours). */
export const withinRanges = (ranges: readonly TimeRange[], minutes: number) =>
  ranges.some((r) => minutes >= minutesOf(r.start) && minutes < minutesOf(r.end));

/** Whether the weekly hours are open at a minute of a weekday. */
export const openAt = (weekly: WeeklyHours, day: Weekday, minutes: number) =>
  dayIntervals(weekly, day).some((i) => minutes >= i.from && minutes < i.to);
