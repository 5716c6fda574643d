// The bodies of the auto-attendant, schedule, call flow entry, route tester and receptionist
// console calls (CALL-03, decision 0095), built from the node schemas of callFlow.ts so that a
// field's rule is written once: the portal's forms check with these too. Then their answers,
// typed once for the server that makes them and the portal that reads them.
import { CALL_OUTCOMES } from '../../callFlow/routeCall';
import {
  type Attendant,
  attendantSchema,
  type CallFlow,
  calendarDateSchema,
  type Destination,
  destinationSchema,
  MENU_KEYS,
  numberEntrySchema,
  type Schedule,
  scheduleSchema,
} from '../callFlow';
import type { FieldError } from '../fieldErrors';
import { extensionNumberSchema } from '../user';
import { z } from '../zod';

/** An auto-attendant as written (C-153): its name (the extension's), keys, wait and branches. */
export const attendantBodySchema = attendantSchema.omit({ id: true }).meta({
  id: 'AutoAttendantChange',
  description:
    'An auto-attendant menu: its name, a destination per key, the wait, the timeout and invalid-key branches.',
});
export type AttendantBody = z.output<typeof attendantBodySchema>;

/**
 * A new auto-attendant (our own create, decision 0099): its name and, when wanted, its extension
 * number (else the next free one). Its menu starts empty and a caller who presses nothing or a
 * wrong key is hung up on, until the menu is set on its page.
 */
export const attendantCreateSchema = attendantSchema
  .pick({ name: true })
  .extend({
    extension: extensionNumberSchema
      .optional()
      .describe('The new auto-attendant’s extension number; the next free one when absent.'),
  })
  .meta({ id: 'AutoAttendantCreate', description: 'A new auto-attendant: its name and extension number.' });
export type AttendantCreate = z.output<typeof attendantCreateSchema>;
export type AttendantCreateInput = z.input<typeof attendantCreateSchema>;

const s = scheduleSchema.shape;

/**
 * A schedule as written: the node's fields but its id, and a time zone that may be null (the
 * account's zone, followed when the account's changes). The whole schedule's own checks (holidays
 * that share a day) run too, through the node's schema, so they are written once.
 */
export const scheduleBodySchema = z
  .object({
    name: s.name,
    timeZone: s.timeZone.nullable().default(null),
    hours: s.hours,
    holidays: s.holidays,
    open: s.open,
    closed: s.closed,
    holiday: s.holiday.nullable(),
  })
  .check((ctx) => {
    const { holiday, ...rest } = ctx.value;
    const whole = scheduleSchema.safeParse({
      ...rest,
      ...(holiday ? { holiday } : {}),
      id: 1,
      timeZone: 'UTC',
    });
    if (!whole.success)
      for (const issue of whole.error.issues)
        ctx.issues.push({
          code: 'custom',
          message: issue.message,
          path: issue.path as (string | number)[],
          input: undefined,
        });
  })
  .meta({
    id: 'ScheduleChange',
    description:
      'Business hours per weekday, holidays, a time zone (null: the account’s) and where calls go when open, closed and on a holiday.',
  });
export type ScheduleBody = z.output<typeof scheduleBodySchema>;

/** A call flow's entry (one of the account's numbers and where its calls go first). */
export const callFlowEntrySchema = z
  .object({
    name: z
      .string({ error: 'Enter a name.' })
      .trim()
      .max(100, { error: 'A name has at most 100 characters.' })
      .optional(),
    number: numberEntrySchema.shape.number,
    destination: numberEntrySchema.shape.destination,
  })
  .meta({ id: 'CallFlowEntry', description: 'One of the account’s numbers and where its calls go first.' });
export type CallFlowEntryBody = z.output<typeof callFlowEntrySchema>;

const ENTER_TIME = 'Enter a time as HH:MM, like 09:00.';

/** The route tester's question: a number, a local date and time, keys pressed, what happens where it rings. */
export const routeTestSchema = z
  .object({
    number: numberEntrySchema.shape.number,
    date: calendarDateSchema,
    time: z.string({ error: ENTER_TIME }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: ENTER_TIME }),
    /** Keys pressed, one per menu reached, in order ('1', '0', '*'). */
    keys: z
      .array(z.enum(MENU_KEYS, { error: 'A key is 0–9, * or #.' }), { error: 'Keys are a list.' })
      .max(20, { error: 'At most 20 keys.' })
      .optional(),
    outcome: z
      .enum(CALL_OUTCOMES, {
        error: 'Choose answered, no answer, busy, queue full or no agents.',
      })
      .optional(),
    /** The second of two instants of a repeated local time (the hour clocks go back). */
    second: z.boolean({ error: 'Say whether it is the second of a repeated time.' }).optional(),
  })
  .meta({
    id: 'RouteTest',
    description: 'Where a call to a number at a local date and time goes, given the keys pressed.',
  });
export type RouteTestBody = z.output<typeof routeTestSchema>;

/** A receptionist console as written (C-403). */
export const receptionistSchema = z
  .object({
    name: scheduleSchema.shape.name,
    /** The receptionist's own extension; null: none. */
    extensionId: z
      .number({ error: 'Choose an extension.' })
      .int({ error: 'Choose an extension.' })
      .positive({ error: 'Choose an extension.' })
      .nullable()
      .default(null),
    /** The extensions it watches, in display order. */
    monitored: z
      .array(
        z
          .number({ error: 'Choose an extension.' })
          .int({ error: 'Choose an extension.' })
          .positive({ error: 'Choose an extension.' }),
        { error: 'Watched extensions are a list.' },
      )
      .max(200, { error: 'A console watches at most 200 extensions.' })
      .default([]),
    noAnswer: destinationSchema.nullable().default(null),
  })
  .meta({
    id: 'ReceptionistConsole',
    description:
      'A receptionist console: the receptionist’s extension, the extensions watched, and where unanswered calls go.',
  });
export type ReceptionistBody = z.output<typeof receptionistSchema>;

// ---- Answers ----

/** The account's call flow, whole (C-422), with what its check finds. */
export interface CallFlowAnswer {
  accountId: number;
  flow: CallFlow;
  errors: FieldError[];
  warnings: FieldError[];
}

/** An auto-attendant as read and written (C-152, C-153, C-421): its menu, extension and account. */
export interface AttendantRecord extends Attendant {
  accountId: number;
  extensionNumber: string;
}

/** A schedule as read and written (C-420 and our own). */
export interface ScheduleRecord {
  id: number;
  accountId: number;
  name: string;
  /** Its own zone, or null: the account's. */
  timeZone: string | null;
  /** The zone its hours are read in (its own or the account's). */
  effectiveTimeZone: string;
  hours: Schedule['hours'];
  holidays: Schedule['holidays'];
  open: Destination;
  closed: Destination;
  holiday: Destination | null;
}

/** A call flow's entry: one of the account's numbers and where its calls go first. */
export interface CallFlowEntry {
  id: number;
  accountId: number;
  name: string;
  number: string;
  destination: Destination;
}

/** The route tester's local date and time, resolved to the instant tested in its zone. */
export interface ResolvedTime {
  date: string;
  time: string;
  timeZone: string;
  kind: 'exact' | 'skipped' | 'repeated';
  /** The instant tested (ISO). */
  instant: string;
  /** Both instants of a repeated time. */
  instants: string[];
  /** In words, for a skipped or repeated time. */
  note?: string;
}

/** One of the account's numbers and the service that answers it (C-425). */
export type ServiceRoute =
  | { number: string; service: 'callFlow'; callFlowId: number; name: string; destination: Destination }
  | {
      number: string;
      service: 'extension';
      extensionId: number;
      name: string;
      extensionNumber: string;
      extensionType: string;
    }
  | { number: string; service: 'none' };

/** C-425: each number's service, and the host the account's call-queue calls go to (CFG-04). */
export interface ServiceRoutes {
  accountId: number;
  callQueueHost: 'callQueueMicroService' | 'appserver';
  serviceRoutes: ServiceRoute[];
}

/** A receptionist console (C-401..C-404, C-511). */
export interface ReceptionistConsole {
  id: number;
  accountId: number;
  name: string;
  extensionId: number | null;
  monitored: number[];
  noAnswer: Destination | null;
}

/** C-404: a greeting of an extension a receptionist console watches (metadata, no audio). */
export interface WatchedGreeting {
  id: number;
  extensionId: number;
  greetingKey: string;
  fileName: string;
  contentType: string;
  byteSize: number;
  durationMs: number | null;
  source: string;
  createdAt: Date | string;
}
