// A report as a table (its title, columns and rows) and its chart series: what the CSV and the
// PDF of an export are made of (RPT-02). Every figure comes from the report queries, so a file
// says what the screen says.
import type { ReportFilters, ReportKind } from '../../../src/domain/schemas/reports';
import type { DbOrTx } from '../../db/client';
import type { Period, ReportAccount } from './period';
import {
  type CallFilters,
  callLogPage,
  callsPerDay,
  callsPerMemberSet,
  callsPerUser,
  callTotals,
} from './reportStore';

export interface Column {
  key: string;
  header: string;
}

export interface ReportTable {
  title: string;
  columns: Column[];
  rows: Record<string, unknown>[];
  /** Calls per day by direction, drawn as bars in the PDF. */
  perDay?: {
    day: string;
    inbound: number;
    outbound: number;
    internal: number;
    answered: number;
    missed: number;
  }[];
}

export const REPORT_TITLES: Record<ReportKind, string> = {
  companySummary: 'Company summary',
  userSummary: 'User summary',
  callQueueSummary: 'Call queue summary',
  callGroupSummary: 'Call group summary',
  callLogs: 'Call logs',
};

const TOTAL_COLUMNS: Column[] = [
  { key: 'calls', header: 'Calls' },
  { key: 'inbound', header: 'Inbound' },
  { key: 'outbound', header: 'Outbound' },
  { key: 'answered', header: 'Answered' },
  { key: 'missed', header: 'Missed' },
  { key: 'talkSeconds', header: 'Talk time (s)' },
];

export const CALL_LOG_COLUMNS: Column[] = [
  { key: 'startedAt', header: 'Started' },
  { key: 'direction', header: 'Direction' },
  { key: 'result', header: 'Result' },
  { key: 'fromNumber', header: 'From' },
  { key: 'toNumber', header: 'To' },
  { key: 'durationSeconds', header: 'Duration (s)' },
  { key: 'userName', header: 'User' },
  { key: 'extensionNumber', header: 'Extension' },
];

export const callFiltersOf = (f: ReportFilters): CallFilters => ({
  userId: f.userId,
  queueId: f.queueId,
  groupId: f.groupId,
  direction: f.direction,
  result: f.result,
  number: f.number,
});

/** A summary report whole (they are small: a row per day, user, queue or group). */
export async function summaryTable(
  db: DbOrTx,
  account: ReportAccount,
  kind: Exclude<ReportKind, 'callLogs'>,
  period: Period,
  filters: ReportFilters,
): Promise<ReportTable> {
  const f = callFiltersOf(filters);
  const title = REPORT_TITLES[kind];
  if (kind === 'companySummary') {
    const [totals, perDay] = [
      await callTotals(db, account.id, period, f),
      await callsPerDay(db, account.id, period, f),
    ];
    return {
      title,
      columns: [
        { key: 'day', header: 'Day' },
        ...TOTAL_COLUMNS.slice(1, 3),
        { key: 'internal', header: 'Internal' },
        TOTAL_COLUMNS[3],
        TOTAL_COLUMNS[4],
      ],
      rows: [...perDay, { day: 'Total', ...totals }],
      perDay,
    };
  }
  if (kind === 'userSummary') {
    const rows = await callsPerUser(db, account.id, period, f);
    return {
      title,
      columns: [
        { key: 'name', header: 'User' },
        { key: 'extensionNumber', header: 'Extension' },
        ...TOTAL_COLUMNS,
      ],
      rows,
      perDay: await callsPerDay(db, account.id, period, f),
    };
  }
  const rows = await callsPerMemberSet(
    db,
    account.id,
    period,
    kind === 'callQueueSummary' ? 'queue' : 'group',
  );
  return {
    title,
    columns: [
      { key: 'name', header: kind === 'callQueueSummary' ? 'Queue' : 'Group' },
      { key: 'extensionNumber', header: 'Extension' },
      { key: 'members', header: kind === 'callQueueSummary' ? 'Agents' : 'Members' },
      TOTAL_COLUMNS[0],
      TOTAL_COLUMNS[3],
      TOTAL_COLUMNS[4],
      TOTAL_COLUMNS[5],
    ],
    rows,
  };
}

/** A slice of the call log, in the export's order (oldest first, so parts append in time). */
export async function callLogSlice(
  db: DbOrTx,
  account: ReportAccount,
  period: Period,
  filters: ReportFilters,
  offset: number,
  size: number,
) {
  return callLogPage(db, account.id, period, callFiltersOf(filters), {
    offset,
    pageSize: size,
    sortField: 'startedAt',
    sortDirection: 'ASC',
  });
}

/** A CSV cell: quoted when it holds a comma, a quote or a line break; formulas defused. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // A cell starting with = + - @ is a formula to a spreadsheet: a quote mark keeps it text.
  if (/^[=+\-@]/.test(text) && !/^[+-]?\d/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (columns: Column[], row: Record<string, unknown>) =>
  `${columns.map((c) => csvCell(row[c.key])).join(',')}\r\n`;

export const csvHeader = (columns: Column[]) => `${columns.map((c) => csvCell(c.header)).join(',')}\r\n`;
