// The reports' inputs (RPT-01, RPT-02, RPT-03; decision 0106): a period of the account's own
// calendar days with optional narrowing, the call log's and the audit log's list queries, a saved
// report and an export request. The server reads them and the report pages build them.
import { listQuerySchema, wholeNumber } from './listQuery';
import { z } from './zod';

/** The reports a person can save or export. */
export const REPORT_KINDS = [
  'companySummary',
  'userSummary',
  'callQueueSummary',
  'callGroupSummary',
  'callLogs',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const CALL_DIRECTIONS = ['inbound', 'outbound', 'internal'] as const;
export const CALL_RESULTS = ['answered', 'missed', 'voicemail', 'busy'] as const;

/** The audit event kinds (RPT-03), 1..9 in order. */
export const AUDIT_KINDS = [
  'user',
  'room',
  'extension',
  'admin',
  'host',
  'analytics',
  'access control',
  'error',
  'all',
] as const;

/** The longest period a report reads: 13 months and a little (the call history kept). */
export const MAX_PERIOD_DAYS = 400;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (name: string) =>
  z
    .string()
    .regex(DAY, { error: `${name} is a date as YYYY-MM-DD.` })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), {
      error: `${name} is a date as YYYY-MM-DD.`,
    });

const optionalId = (name: string) => wholeNumber(name, 1, 2_147_483_647).optional();

/**
 * A period: from and to are days of the account's time zone, both included. Without them the
 * server reads the last 7 days up to today.
 */
export const periodShape = {
  from: day('from').optional().describe('The first day (YYYY-MM-DD, the account’s time zone).'),
  to: day('to').optional().describe('The last day, included (YYYY-MM-DD).'),
  userId: optionalId('userId').describe('Only this user’s calls.'),
  queueId: optionalId('queueId').describe('Only this call queue (its extension id).'),
  groupId: optionalId('groupId').describe('Only this call group (its extension id).'),
};

export const reportPeriodQuerySchema = z.object(periodShape).meta({ id: 'ReportPeriod' });
export type ReportPeriodQuery = z.output<typeof reportPeriodQuerySchema>;

/** Trends: a period in buckets of a day, a week or a month. */
export const trendsQuerySchema = z
  .object({
    ...periodShape,
    interval: z.enum(['day', 'week', 'month'], { error: 'interval is day, week or month.' }).optional(),
  })
  .meta({ id: 'ReportTrends' });

/** Top values: the busiest users, numbers or extensions of a period. */
export const topValuesQuerySchema = z
  .object({
    ...periodShape,
    by: z.enum(['user', 'number', 'extension'], { error: 'by is user, number or extension.' }).optional(),
    limit: wholeNumber('limit', 1, 100).optional(),
  })
  .meta({ id: 'ReportTopValues' });

/** The filters a call log takes beside its period. */
export const callLogFilterShape = {
  ...periodShape,
  direction: z.enum(CALL_DIRECTIONS, { error: 'direction is inbound, outbound or internal.' }).optional(),
  result: z.enum(CALL_RESULTS, { error: 'result is answered, missed, voicemail or busy.' }).optional(),
  number: z
    .string()
    .trim()
    .max(32, { error: 'number is at most 32 characters.' })
    .optional()
    .describe('Digits the calling or called number contains.'),
};

/** The account's call log (C-407, C-253, C-418): newest first, 50 a page. */
export const reportCallLogQuerySchema = listQuerySchema({
  sortFields: ['startedAt', 'durationSeconds'],
  defaultSort: 'startedAt',
  defaultDirection: 'DESC',
  pageSize: 50,
  filters: callLogFilterShape,
});

/** The audit log (C-419): newest first, filtered by kind, user and days. */
export const auditLogQuerySchema = listQuerySchema({
  sortFields: ['createdAt'],
  defaultSort: 'createdAt',
  defaultDirection: 'DESC',
  pageSize: 50,
  filters: {
    kind: wholeNumber('kind', 1, 9)
      .optional()
      .describe(
        '1..9: user, room, extension, admin, host, analytics, access control, error, all (9: every kind).',
      ),
    userId: optionalId('userId').describe('Only what this user did.'),
    from: day('from').optional(),
    to: day('to').optional(),
  },
});

/** A report's filters as saved and exported: the period and the call log's narrowing, as text. */
export const reportFiltersSchema = z
  .object({
    from: day('from').optional(),
    to: day('to').optional(),
    userId: z.number().int().positive().optional(),
    queueId: z.number().int().positive().optional(),
    groupId: z.number().int().positive().optional(),
    direction: z.enum(CALL_DIRECTIONS).optional(),
    result: z.enum(CALL_RESULTS).optional(),
    number: z.string().trim().max(32).optional(),
    /** The period picker's choice, so a saved "last 7 days" stays relative. */
    preset: z.enum(['last7', 'lastMonth', 'custom']).optional(),
  })
  .meta({ id: 'ReportFilters' });
export type ReportFilters = z.output<typeof reportFiltersSchema>;

const reportKind = z.enum(REPORT_KINDS, { error: `report is one of ${REPORT_KINDS.join(', ')}.` });

/** A saved report (C-413, C-414). */
export const savedReportSchema = z
  .object({
    name: z
      .string({ error: 'Enter a name.' })
      .trim()
      .min(1, { error: 'Enter a name.' })
      .max(80, { error: 'A name is at most 80 characters.' }),
    report: reportKind,
    filters: reportFiltersSchema.default({}),
  })
  .meta({ id: 'SavedReport' });
export type SavedReportInput = z.input<typeof savedReportSchema>;

/** An export to start (C-410) or a PDF to make at once (C-137). */
export const reportExportSchema = z
  .object({
    report: reportKind,
    format: z.enum(['csv', 'pdf'], { error: 'format is csv or pdf.' }),
    filters: reportFiltersSchema.default({}),
  })
  .meta({ id: 'ReportExport' });
export type ReportExportInput = z.input<typeof reportExportSchema>;

/** A period's calls counted: by direction, by result, and their talk time (RPT-01). */
// A type, not an interface: the report tables read rows of it as records.
export type CallTotals = {
  calls: number;
  inbound: number;
  outbound: number;
  internal: number;
  answered: number;
  missed: number;
  voicemail: number;
  busy: number;
  talkSeconds: number;
  averageSeconds: number;
};
