// The 'reportExport' job kind (RPT-02; decision 0106): an export is a task whose rows are the
// parts of its file. A summary is one part; a call log is a part per 10,000 calls, oldest first,
// so the progress moves as the parts are written; a PDF is one part (its bytes as base64). The
// file is the parts in order (exportRoutes.ts). A cancelled export's pending parts are closed
// by the cancel, so the engine runs no more of them.
import { eq } from 'drizzle-orm';
import { type ReportKind, reportFiltersSchema } from '../../../src/domain/schemas/reports';
import { reportExportParts, reportExports } from '../../db/schema';
import { defineJobKind, type JobOutcome } from '../../jobs/registry';
import type { Period, ReportAccount } from './period';
import { reportAccount } from './period';
import { reportPdf } from './reportPdf';
import { CALL_LOG_COLUMNS, callLogSlice, csvHeader, csvLine, summaryTable } from './reportTables';

/** Calls per part of a call log CSV (one batch, one transaction each). */
export const CSV_PART_ROWS = 10_000;
/** The most calls a call log PDF lists (a PDF is read, not searched: the CSV has them all). */
export const PDF_CALL_LOG_ROWS = 2_000;

/** What a part row of the task says to write. */
export interface PartInput {
  part: number;
  offset?: number;
  size?: number;
}

interface Prepared {
  exportId: number;
  report: ReportKind;
  format: 'csv' | 'pdf';
  account: ReportAccount;
  period: Period;
  filters: ReturnType<typeof reportFiltersSchema.parse>;
}

export const reportJobKinds = [
  defineJobKind<Prepared>({
    kind: 'reportExport',
    readPermission: 'read:reports',
    batchSize: () => 1,
    async prepare(deps, task) {
      const { exportId } = task.params as { exportId: number };
      const [exp] = await deps.db.select().from(reportExports).where(eq(reportExports.id, exportId));
      const account = await reportAccount(deps.db, task.accountId);
      const filters = reportFiltersSchema.parse(exp.filters);
      // The period was fixed when the export started (from and to are in its filters).
      const period = { from: filters.from!, to: filters.to!, timeZone: account.timeZone };
      return {
        exportId: exp.id,
        report: exp.report as ReportKind,
        format: exp.format as 'csv' | 'pdf',
        account,
        period,
        filters,
      };
    },
    async runBatch({ db, prepared }, rows) {
      const outcomes = new Map<number, JobOutcome>();
      for (const row of rows) {
        const input = row.input as PartInput;
        const content = await partContent(db, prepared, input);
        await db
          .insert(reportExportParts)
          .values({ exportId: prepared.exportId, part: input.part, content })
          .onConflictDoUpdate({
            target: [reportExportParts.exportId, reportExportParts.part],
            set: { content },
          });
        outcomes.set(row.id, { status: 'ok' });
      }
      return outcomes;
    },
    describe: () => 'This part of the report could not be written.',
  }),
];

async function partContent(
  db: Parameters<typeof callLogSlice>[0],
  p: Prepared,
  input: PartInput,
): Promise<string> {
  if (p.report === 'callLogs') {
    if (p.format === 'pdf') {
      const rows = await callLogSlice(db, p.account, p.period, p.filters, 0, PDF_CALL_LOG_ROWS);
      const bytes = await reportPdf(p.account, p.period, {
        title: 'Call logs',
        columns: CALL_LOG_COLUMNS,
        rows,
      });
      return Buffer.from(bytes).toString('base64');
    }
    const rows = await callLogSlice(
      db,
      p.account,
      p.period,
      p.filters,
      input.offset ?? 0,
      input.size ?? CSV_PART_ROWS,
    );
    const head = input.part === 1 ? csvHeader(CALL_LOG_COLUMNS) : '';
    return head + rows.map((r) => csvLine(CALL_LOG_COLUMNS, r)).join('');
  }
  const table = await summaryTable(db, p.account, p.report, p.period, p.filters);
  if (p.format === 'pdf') return Buffer.from(await reportPdf(p.account, p.period, table)).toString('base64');
  return csvHeader(table.columns) + table.rows.map((r) => csvLine(table.columns, r)).join('');
}
