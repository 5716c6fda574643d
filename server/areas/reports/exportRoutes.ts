// Report exports (RPT-02; decision 0106): the start records a 'reportExport' task whose rows are
// the file's parts and answers its id (C-410); the status (C-411) answers running with the parts
// done, ready with the file's location, failed, or cancelled; the file is its parts in order.
// C-137 html2pdfreport makes the same report's PDF at once, for a summary (a few pages).
import { and, asc, eq, sql } from 'drizzle-orm';
import { type ReportExportInput, reportExportSchema } from '../../../src/domain/schemas/reports';
import { tableRows } from '../../auth/rows';
import { bulkTaskRows, bulkTasks, reportExportParts, reportExports } from '../../db/schema';
import { fileHeaders } from '../../http/download';
import { validationFailed } from '../../http/errors';
import { secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { startJob } from '../../jobs/runner';
import { periodOf, reportAccount } from './period';
import { CSV_PART_ROWS, type PartInput } from './reportJobs';
import { reportPdf } from './reportPdf';
import { callLogCount } from './reportStore';
import { callFiltersOf, REPORT_TITLES, summaryTable } from './reportTables';

const R = '/api/ucaas/account/:accountId/reports';
export const reportExportRows = tableRows('reportExport', reportExports);
type ExportRow = typeof reportExports.$inferSelect;

/** Where a finished export's file is read. */
export const exportFileUrl = (e: ExportRow) =>
  `/svc/ucaas/api/ucaas/account/${e.accountId}/reports/exports/${e.id}/file`;

export function exportRoutes(deps: Deps) {
  const { db } = deps;
  const exportAccess = {
    permission: 'read:reports',
    account: { row: reportExportRows, param: 'exportId' },
  } as const;
  return secureRouter(deps)
    .post(
      `${R}/exports`,
      {
        catalogue: ['C-410'],
        permission: 'create:reports',
        account: 'path',
        body: reportExportSchema,
        rateLimit: 'bulkStart',
        summary: 'Start an export of a report as CSV or PDF (poll its status for the file)',
      },
      async (c, { body }) => {
        const accountId = c.get('actingAccountId');
        const account = await reportAccount(db, accountId);
        const period = periodOf(account, body.filters, deps.now());
        // The period is fixed now: "last 7 days" means the 7 days before this start.
        const filters = { ...body.filters, from: period.from, to: period.to };
        const parts = await partsOf(body, accountId, period, filters);
        const createdBy = c.get('principal').userId;
        // The export first, then its task (whose params name it), so the task's first batch
        // always finds it.
        const [row] = await db
          .insert(reportExports)
          .values({
            accountId,
            createdBy,
            report: body.report,
            format: body.format,
            filters,
            fileName: `${REPORT_TITLES[body.report].replace(/ /g, '-').toLowerCase()}_${period.from}_${period.to}.${body.format}`,
            createdAt: deps.now(),
          })
          .returning({ id: reportExports.id });
        const taskId = await startJob(deps, {
          accountId,
          kind: 'reportExport',
          createdBy,
          rows: parts.map((input) => ({ rowNumber: input.part, input })),
          params: { exportId: row.id },
        });
        await db.update(reportExports).set({ taskId }).where(eq(reportExports.id, row.id));
        return c.json({ exportId: String(row.id), state: 'running', done: 0, total: parts.length }, 202);
      },
    )
    .get(
      `${R}/exports/:exportId`,
      { catalogue: ['C-411'], ...exportAccess, summary: 'An export’s status; when ready, where its file is' },
      async (c, { row }) => c.json(await statusOf(row)),
    )
    .delete(
      `${R}/exports/:exportId`,
      {
        catalogue: [],
        permission: 'create:reports',
        account: { row: reportExportRows, param: 'exportId' },
        summary: 'Cancel an export',
      },
      async (c, { row }) => {
        await db.transaction(async (tx) => {
          await tx.update(reportExports).set({ cancelledAt: deps.now() }).where(eq(reportExports.id, row.id));
          // The parts not yet written are closed, so the engine runs no more of them.
          await tx
            .update(bulkTaskRows)
            .set({ status: 'error', message: 'Cancelled.' })
            .where(and(eq(bulkTaskRows.taskId, row.taskId ?? 0), eq(bulkTaskRows.status, 'pending')));
        });
        return c.json({ exportId: String(row.id), state: 'cancelled' });
      },
    )
    .get(
      `${R}/exports/:exportId/file`,
      { catalogue: [], ...exportAccess, summary: 'A finished export’s file' },
      async (c, { row }) => {
        const status = await statusOf(row);
        if (status.state !== 'ready')
          throw validationFailed([{ field: 'exportId', message: 'The export is not ready.' }]);
        const parts = await db
          .select({ content: reportExportParts.content })
          .from(reportExportParts)
          .where(eq(reportExportParts.exportId, row.id))
          .orderBy(asc(reportExportParts.part));
        const headers = fileHeaders({
          contentType: row.format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8',
          fileName: row.fileName,
          createdAt: row.createdAt,
        });
        if (row.format === 'pdf')
          return c.body(new Uint8Array(Buffer.from(parts[0]?.content ?? '', 'base64')), 200, headers);
        return c.body(parts.map((p) => p.content).join(''), 200, headers);
      },
    )
    .post(
      '/api/ucaas/account/:accountId/html2pdfreport',
      {
        catalogue: ['C-137'],
        permission: 'read:reports',
        account: 'path',
        body: reportExportSchema,
        // Makes a file and changes nothing: not an audited write.
        audit: false,
        summary: 'A summary report’s PDF, at once (the call log’s goes through an export)',
      },
      async (c, { body }) => {
        if (body.report === 'callLogs')
          throw validationFailed([
            { field: 'report', message: 'A call log is exported (reports/exports), not made at once.' },
          ]);
        const account = await reportAccount(db, c.get('actingAccountId'));
        const period = periodOf(account, body.filters, deps.now());
        const table = await summaryTable(db, account, body.report, period, body.filters);
        const bytes = await reportPdf(account, period, table);
        return c.body(
          new Uint8Array(bytes),
          200,
          fileHeaders({
            contentType: 'application/pdf',
            fileName: `${body.report}_${period.from}_${period.to}.pdf`,
            createdAt: deps.now(),
          }),
        );
      },
    );

  /** The file's parts: a call log CSV a part per 10,000 calls; anything else one part. */
  async function partsOf(
    body: ReturnType<typeof reportExportSchema.parse>,
    accountId: number,
    period: ReturnType<typeof periodOf>,
    filters: ReportExportInput['filters'] & object,
  ): Promise<PartInput[]> {
    if (body.report !== 'callLogs' || body.format === 'pdf') return [{ part: 1 }];
    const calls = await callLogCount(db, accountId, period, callFiltersOf(filters));
    const count = Math.max(1, Math.ceil(calls / CSV_PART_ROWS));
    return Array.from({ length: count }, (_, i) => ({
      part: i + 1,
      offset: i * CSV_PART_ROWS,
      size: CSV_PART_ROWS,
    }));
  }

  async function statusOf(row: ExportRow) {
    const exportId = String(row.id);
    if (row.cancelledAt) return { exportId, state: 'cancelled' as const };
    if (row.taskId === null) return { exportId, state: 'running' as const, done: 0 };
    const [task] = await db
      .select({ status: bulkTasks.status, total: bulkTasks.total, processed: bulkTasks.processed })
      .from(bulkTasks)
      .where(eq(bulkTasks.id, row.taskId));
    if (task.status === 'done')
      return { exportId, state: 'ready' as const, url: exportFileUrl(row), fileName: row.fileName };
    if (task.status === 'failed' || task.status === 'partial') {
      const [why] = await db
        .select({ message: bulkTaskRows.message })
        .from(bulkTaskRows)
        .where(and(eq(bulkTaskRows.taskId, row.taskId), sql`${bulkTaskRows.status} <> 'ok'`))
        .limit(1);
      return {
        exportId,
        state: 'failed' as const,
        reason: why?.message ?? 'The export could not be written.',
      };
    }
    // A poll is a kick too: a task left by a stopped server goes on here (decision 0079).
    deps.jobs?.kick();
    return { exportId, state: 'running' as const, done: task.processed, total: task.total };
  }
}
