// Call flows (issue 18, CALL-03, decision 0091): schedules, auto-attendants, call queues, call
// groups, extensions and the numbers that lead into them, as the server stores them and the
// portal edits and draws them. A destination names a node by its kind and id. The whole flow's
// schema also checks its integrity (checkFlow: unknown destinations, loops with no way out).
import { dayIntervals, minutesOf } from '../callFlow/hours';
import { isValidTimeZone, WEEKDAYS, type Weekday } from '../callFlow/zonedTime';
import { z } from './zod';

const DAY_WORDS: Readonly<Record<Weekday, string>> = {
  sun: 'Sunday',
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
};

const ENTER_TIME = 'Enter a time as HH:MM, like 09:00.';
const ENTER_DATE = 'Enter a date as YYYY-MM-DD, like 2026-12-25.';

/** The most ranges of hours one day may have. */
export const RANGES_PER_DAY_MAX = 12;
export const HOLIDAYS_MAX = 200;
export const NAME_MAX = 100;

const nameSchema = z
  .string({ error: 'Enter a name.' })
  .trim()
  .min(1, { error: 'Enter a name.', abort: true })
  .max(NAME_MAX, { error: `A name has at most ${NAME_MAX} characters.` });

const idSchema = (what: string) =>
  z
    .number({ error: `Choose ${what}.` })
    .int({ error: `Choose ${what}.` })
    .positive({ error: `Choose ${what}.` });

const startSchema = z.string({ error: ENTER_TIME }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: ENTER_TIME });
const endSchema = z
  .string({ error: ENTER_TIME })
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, { error: ENTER_TIME });

/** A range of a weekday; an end at or before the start runs overnight into the next day. */
export const timeRangeSchema = z.object({ start: startSchema, end: endSchema }).check((ctx) => {
  const { start, end } = ctx.value;
  if (minutesOf(start) === minutesOf(end))
    ctx.issues.push({
      code: 'custom',
      message: 'The end must differ from the start (use 00:00 to 24:00 for the whole day).',
      path: ['end'],
      input: end,
    });
});

/** A range of one date (holiday hours): it does not run overnight. */
export const dayRangeSchema = z.object({ start: startSchema, end: endSchema }).check((ctx) => {
  if (minutesOf(ctx.value.end) <= minutesOf(ctx.value.start))
    ctx.issues.push({
      code: 'custom',
      message: 'The end must be after the start.',
      path: ['end'],
      input: ctx.value.end,
    });
});

const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const rangeText = (r: { start: string; end: string }) => `${r.start}–${r.end}`;

const dayRanges = (day: Weekday) =>
  z
    .array(timeRangeSchema, { error: `${DAY_WORDS[day]} is a list of ranges.` })
    .max(RANGES_PER_DAY_MAX, { error: `A day has at most ${RANGES_PER_DAY_MAX} ranges.` })
    .default([]);

/** Opening hours per weekday; a day without ranges is closed all day. Ranges of a day may not overlap. */
export const weeklyHoursSchema = z
  .object({
    sun: dayRanges('sun'),
    mon: dayRanges('mon'),
    tue: dayRanges('tue'),
    wed: dayRanges('wed'),
    thu: dayRanges('thu'),
    fri: dayRanges('fri'),
    sat: dayRanges('sat'),
  })
  .check((ctx) => {
    for (const day of WEEKDAYS) {
      const intervals = dayIntervals(ctx.value, day);
      // Each range is checked against those listed before it on the same day, and a range of
      // the day against the previous night's overnight range.
      intervals.forEach((a, i) => {
        if (a.day !== day) return;
        const clash = intervals
          .slice(0, i)
          .find((b) => a.from < b.to && b.from < a.to && (b.day !== day || b.index < a.index));
        if (!clash) return;
        const other = ctx.value[clash.day][clash.index];
        const message =
          clash.day === day
            ? `This overlaps ${rangeText(other)}.`
            : `This overlaps ${DAY_WORDS[clash.day]}'s ${rangeText(other)}, which runs into ${DAY_WORDS[day]} until ${hhmm(clash.to)}.`;
        ctx.issues.push({ code: 'custom', message, path: [day, a.index], input: ctx.value[day][a.index] });
      });
    }
  });

/** A calendar date 'YYYY-MM-DD' that exists. */
export const calendarDateSchema = z
  .string({ error: ENTER_DATE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: ENTER_DATE, abort: true })
  .refine(
    (v) => {
      const [y, m, d] = v.split('-').map(Number);
      const t = new Date(Date.UTC(y, m - 1, d));
      return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
    },
    { error: 'There is no such date.' },
  );

/**
 * A holiday: a date or a range of dates (both included), on the schedule's local calendar. Without
 * hours the schedule takes its holiday branch all day; with hours it is open then (a short day)
 * and takes its holiday branch the rest of the day.
 */
export const holidaySchema = z
  .object({
    name: nameSchema,
    date: calendarDateSchema,
    /** The last day of a holiday of several days. */
    endDate: calendarDateSchema.optional(),
    hours: z
      .array(dayRangeSchema, { error: 'Hours are a list of ranges.' })
      .max(RANGES_PER_DAY_MAX, { error: `A day has at most ${RANGES_PER_DAY_MAX} ranges.` })
      .optional(),
  })
  .check((ctx) => {
    const { date, endDate, hours = [] } = ctx.value;
    if (endDate && endDate < date)
      ctx.issues.push({
        code: 'custom',
        message: 'The last day must be on or after the first.',
        path: ['endDate'],
        input: endDate,
      });
    hours.forEach((r, i) => {
      const clash = hours
        .slice(0, i)
        .find((o) => minutesOf(r.start) < minutesOf(o.end) && minutesOf(o.start) < minutesOf(r.end));
      if (clash)
        ctx.issues.push({
          code: 'custom',
          message: `This overlaps ${rangeText(clash)}.`,
          path: ['hours', i],
          input: r,
        });
    });
  });
export type Holiday = z.output<typeof holidaySchema>;

export const DESTINATION_KINDS = [
  'schedule',
  'attendant',
  'queue',
  'group',
  'extension',
  'voicemail',
  'outside',
  'hangup',
] as const;
export type DestinationKind = (typeof DESTINATION_KINDS)[number];

const CHOOSE_DESTINATION = 'Choose where the call goes.';
const ENTER_NUMBER = 'Enter a phone number, like +14155550100.';
const phoneNumberSchema = z
  .string({ error: ENTER_NUMBER })
  .trim()
  .regex(/^\+?[0-9]{3,15}$/, { error: ENTER_NUMBER });

/** Where a call goes next: a node by kind and id, the voicemail of an extension, an outside number, or hang up. */
export const destinationSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('schedule'), id: idSchema('a schedule') }),
    z.object({ kind: z.literal('attendant'), id: idSchema('an auto-attendant') }),
    z.object({ kind: z.literal('queue'), id: idSchema('a call queue') }),
    z.object({ kind: z.literal('group'), id: idSchema('a call group') }),
    z.object({ kind: z.literal('extension'), id: idSchema('an extension') }),
    /** The voicemail of the extension `id`. */
    z.object({ kind: z.literal('voicemail'), id: idSchema('an extension') }),
    z.object({ kind: z.literal('outside'), number: phoneNumberSchema }),
    z.object({ kind: z.literal('hangup') }),
  ],
  { error: CHOOSE_DESTINATION },
);
export type Destination = z.output<typeof destinationSchema>;
export type NodeDestination = Extract<Destination, { id: number }>;

export const scheduleSchema = z
  .object({
    id: idSchema('a schedule'),
    name: nameSchema,
    /** The IANA zone the hours and holidays are in: the account's, unless the schedule says another. */
    timeZone: z
      .string({ error: 'Choose a time zone, like Europe/London.' })
      .refine(isValidTimeZone, { error: 'Choose a time zone, like Europe/London.' }),
    hours: weeklyHoursSchema,
    holidays: z
      .array(holidaySchema, { error: 'Holidays are a list.' })
      .max(HOLIDAYS_MAX, { error: `A schedule has at most ${HOLIDAYS_MAX} holidays.` })
      .default([]),
    open: destinationSchema,
    closed: destinationSchema,
    /** Where calls go on a holiday outside its hours; the closed branch when absent. */
    holiday: destinationSchema.optional(),
  })
  .check((ctx) => {
    const { holidays } = ctx.value;
    holidays.forEach((h, i) => {
      const last = h.endDate ?? h.date;
      const clash = holidays.slice(0, i).find((o) => h.date <= (o.endDate ?? o.date) && o.date <= last);
      if (clash)
        ctx.issues.push({
          code: 'custom',
          message: `This overlaps the holiday ${clash.name}.`,
          path: ['holidays', i, 'date'],
          input: h.date,
        });
    });
  })
  .meta({
    id: 'Schedule',
    description: 'Business hours per weekday and holidays in a time zone, and where calls go.',
  });
export type Schedule = z.output<typeof scheduleSchema>;

export const MENU_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '*', '#'] as const;
export type MenuKey = (typeof MENU_KEYS)[number];

const secondsSchema = (what: string, min: number, max: number) =>
  z
    .number({ error: `Enter ${what} in seconds.` })
    .int({ error: `Enter ${what} in whole seconds.` })
    .min(min, { error: `${what[0].toUpperCase()}${what.slice(1)} is at least ${min} seconds.` })
    .max(max, { error: `${what[0].toUpperCase()}${what.slice(1)} is at most ${max} seconds.` });

export const attendantSchema = z
  .object({
    id: idSchema('an auto-attendant'),
    name: nameSchema,
    /** What each key of the menu does; a key not listed takes the invalid branch. */
    keys: z
      .partialRecord(z.enum(MENU_KEYS, { error: 'A key is 0–9, * or #.' }), destinationSchema)
      .default({}),
    /** How long the menu waits for a key after its greeting. */
    timeoutSeconds: secondsSchema('the wait for a key', 1, 60).default(10),
    timeout: destinationSchema,
    invalid: destinationSchema,
  })
  .meta({ id: 'AutoAttendant', description: 'A menu: a greeting, then a destination per key.' });
export type Attendant = z.output<typeof attendantSchema>;

export const RING_STRATEGIES = ['ringAll', 'roundRobin', 'longestIdle', 'linear', 'fewestCalls'] as const;

export const queueSchema = z
  .object({
    id: idSchema('a call queue'),
    name: nameSchema,
    /** Extension ids of the agents. */
    agents: z.array(idSchema('an extension'), { error: 'Agents are a list of extensions.' }).default([]),
    strategy: z
      .enum(RING_STRATEGIES, { error: 'Choose ring all, round robin, longest idle, linear or fewest calls.' })
      .default('ringAll'),
    maxWaitSeconds: secondsSchema('the longest wait', 10, 7200).default(300),
    /** The most callers waiting; the next one overflows at once. None: no limit. */
    maxCallers: z
      .number({ error: 'Enter how many callers may wait.' })
      .int({ error: 'Enter how many callers may wait.' })
      .min(1, { error: 'At least one caller may wait.' })
      .optional(),
    overflow: destinationSchema,
    noAgents: destinationSchema,
  })
  .meta({
    id: 'CallQueueRouting',
    description: 'A call queue: its agents, and where calls go on overflow or with no agents.',
  });
export type Queue = z.output<typeof queueSchema>;

export const GROUP_STRATEGIES = ['ringAll', 'sequential'] as const;

export const groupSchema = z
  .object({
    id: idSchema('a call group'),
    name: nameSchema,
    members: z.array(idSchema('an extension'), { error: 'Members are a list of extensions.' }).default([]),
    strategy: z.enum(GROUP_STRATEGIES, { error: 'Choose ring all or sequential.' }).default('ringAll'),
    noAnswerSeconds: secondsSchema('the ring time', 5, 600).default(30),
    noAnswer: destinationSchema,
  })
  .meta({
    id: 'CallGroupRouting',
    description: 'A call group: its members, and where an unanswered call goes.',
  });
export type Group = z.output<typeof groupSchema>;

export const extensionNodeSchema = z
  .object({
    id: idSchema('an extension'),
    name: nameSchema,
    /** Its extension number, as people dial it. */
    number: z.string({ error: 'Enter an extension number.' }).trim().optional(),
    voicemail: z.boolean({ error: 'Say whether it has voicemail.' }).default(true),
    ringSeconds: secondsSchema('the ring time', 5, 600).default(20),
    /** Where an unanswered call goes; the extension's own voicemail when absent. */
    noAnswer: destinationSchema.optional(),
    /** Where a call goes when the line is busy; the no-answer destination when absent. */
    busy: destinationSchema.optional(),
  })
  .meta({ id: 'ExtensionRouting', description: 'An extension as a call flow reaches it.' });
export type ExtensionNode = z.output<typeof extensionNodeSchema>;

export const numberEntrySchema = z.object({
  number: phoneNumberSchema,
  destination: destinationSchema,
});
export type NumberEntry = z.output<typeof numberEntrySchema>;

const list = <T extends z.ZodType>(item: T, what: string) =>
  z.array(item, { error: `${what} are a list.` }).default([]);

/** The fields of a call flow, each checked, without the integrity checks of the whole. */
export const callFlowFieldsSchema = z.object({
  numbers: list(numberEntrySchema, 'Numbers'),
  schedules: list(scheduleSchema, 'Schedules'),
  attendants: list(attendantSchema, 'Auto-attendants'),
  queues: list(queueSchema, 'Call queues'),
  groups: list(groupSchema, 'Call groups'),
  extensions: list(extensionNodeSchema, 'Extensions'),
});

/** The call handling of an account: the route tester walks it (its checked schema, with the
 * integrity checks of the whole, is callFlowSchema in src/domain/callFlow/callFlowSchema.ts). */
export type CallFlow = z.output<typeof callFlowFieldsSchema>;
/** A call flow as code builds it: lists and defaults may be left out. */
export type CallFlowInput = z.input<typeof callFlowFieldsSchema>;

/** The weekday words of the schedule forms. */
export const WEEKDAY_NAMES = DAY_WORDS;
