// The progress and the rows of a task of any job kind (decisions 0076, 0086), polled by id. No
// area owns them: the users' imports and resets, the devices' import, and each kind an area adds
// later are read here. Who may read a task depends on its kind: each kind declares the key
// (`readPermission`, server/jobs/registry.ts; the users' kinds 'read:users', the device import
// 'read:devices'). So the routes are declared `session: true, account: 'path'`: the declaration
// checks the token and that the caller reaches the path's account (404 otherwise), and the
// handler, once it has read the task's kind, checks the kind's key in `c.get('permissions')`.
// A caller without it is answered 404 'Task not found', as for a task that does not exist in
// that account (the refusal is audited all the same), so a task's existence is not revealed.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import { isJobKind } from '../../../src/domain/jobKinds';
import { noBodySchema } from '../../../src/domain/schemas/common';
import { z } from '../../../src/domain/schemas/zod';
import { rowId } from '../../auth/authorize';
import { bulkTaskRows, bulkTasks } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { refusedAsMissing, secureRouter } from '../../http/secureRouter';
import type { Deps, Env } from '../../http/types';
import type { JobRegistry } from '../../jobs/registry';
import { JOB_BATCH, retryFailedRows } from '../../jobs/runner';

/** Rows of one page when the call names no page size, and the most: every row of the largest import. */
const ROWS_PAGE = 10_000;

/** A task's rows a page at a time: a 100,000-row task is not one answer. */
const rowsQuerySchema = z.object({
  _offset: z.coerce.number().int().min(0).optional(),
  _pageSize: z.coerce.number().int().min(1).max(ROWS_PAGE).optional(),
  /** One outcome, or several joined by commas (`refused,error`: the rows not done). */
  status: z
    .string()
    .transform((v) => v.split(','))
    .pipe(
      z.array(
        z.enum(['pending', 'ok', 'refused', 'error'], {
          error: 'status is pending, ok, refused or error, or several of them joined by commas.',
        }),
      ),
    )
    .optional(),
});

/** A CSV field, quoted when it must be (RFC 4180), and never read as a formula by a spreadsheet. */
function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@]/.test(text) && !/^[+-]?\d/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const MISSING = 'Task not found';

/** `kinds`: the job kinds the app registered (server/app.ts), each with its read permission. */
export function taskRoutes(deps: Deps, kinds: JobRegistry) {
  const { db } = deps;

  /** The task of the path in the account of the path, if the caller may read its kind. */
  const readableTask = async (c: Context<Env>) => {
    const taskId = rowId(c.req.param('taskId'));
    if (taskId === undefined) throw notFound(MISSING);
    const [task] = await db
      .select()
      .from(bulkTasks)
      .where(and(eq(bulkTasks.id, taskId), eq(bulkTasks.accountId, c.get('actingAccountId'))));
    if (!task) throw notFound(MISSING);
    // A kind this server does not know is read by no one.
    const needed = isJobKind(task.kind) ? kinds.get(task.kind)?.readPermission : undefined;
    if (!needed || !c.get('permissions').has(needed)) throw refusedAsMissing(c, MISSING);
    return task;
  };

  return secureRouter(deps)
    .get(
      '/rest/account/:accountId/bulkTask/:taskId',
      {
        // The reset of extensions' data and the call monitoring bulk change are polled here (decision 0105).
        catalogue: ['C-554', 'C-556'],
        session: true,
        account: 'path',
        summary: "A task's progress (needs the read permission of the task's kind, else 404)",
      },
      async (c) => {
        const t = await readableTask(c);
        // Progress per batch: the rows are run in row order, a batch of the kind's size at a time.
        const kind = isJobKind(t.kind) ? kinds.get(t.kind) : undefined;
        const size =
          kind?.batchSize?.({
            id: t.id,
            accountId: t.accountId,
            kind: t.kind as never,
            createdBy: t.createdBy,
            params: t.params,
          }) ?? JOB_BATCH;
        const batches = Math.ceil(t.total / size);
        return c.json({
          taskId: t.id,
          kind: t.kind,
          status: t.status,
          total: t.total,
          processed: t.processed,
          succeeded: t.succeeded,
          refused: t.refused,
          failed: t.failed,
          createdAt: t.createdAt,
          finishedAt: t.finishedAt,
          batchSize: size,
          batches,
          batchesDone: t.processed >= t.total ? batches : Math.floor(t.processed / size),
        });
      },
    )
    .get(
      '/rest/account/:accountId/bulkTask/:taskId/rows',
      {
        catalogue: [],
        session: true,
        account: 'path',
        query: rowsQuerySchema,
        summary:
          "A task's rows and their outcomes, a page at a time (needs the read permission of the task's kind, else 404)",
      },
      async (c, { query }) => {
        const t = await readableTask(c);
        const where = and(
          eq(bulkTaskRows.taskId, t.id),
          query.status ? inArray(bulkTaskRows.status, query.status) : undefined,
        );
        const offset = query._offset ?? 0;
        const pageSize = query._pageSize ?? ROWS_PAGE;
        const [{ total }] = await db.select({ total: count() }).from(bulkTaskRows).where(where);
        const rows = await db
          .select()
          .from(bulkTaskRows)
          .where(where)
          .orderBy(asc(bulkTaskRows.rowNumber))
          .limit(pageSize)
          .offset(offset);
        return c.json({
          taskId: t.id,
          total,
          offset,
          pageSize,
          rows: rows.map((r) => ({
            rowNumber: r.rowNumber,
            status: r.status,
            message: r.message,
            // What the row is about (the user or the device made or acted on), by the kind.
            subjectId: r.subjectId,
            input: r.input,
          })),
        });
      },
    )
    .get(
      '/rest/account/:accountId/bulkTask/:taskId/rows.csv',
      {
        catalogue: [],
        session: true,
        account: 'path',
        summary:
          "A task's results as CSV: row, phone number (or subject), result, message (the kind's read permission)",
      },
      async (c) => {
        const t = await readableTask(c);
        const rows = await db
          .select()
          .from(bulkTaskRows)
          .where(eq(bulkTaskRows.taskId, t.id))
          .orderBy(asc(bulkTaskRows.rowNumber));
        const lines = ['row,phone number,result,message'];
        for (const r of rows) {
          const input = r.input as { phoneNumber?: unknown } | null;
          const what = typeof input?.phoneNumber === 'string' ? input.phoneNumber : r.subjectId;
          lines.push([r.rowNumber, what, r.status, r.message].map(csvField).join(','));
        }
        c.header('content-type', 'text/csv; charset=utf-8');
        c.header('content-disposition', `attachment; filename="task-${t.id}.csv"`);
        return c.body(`${lines.join('\r\n')}\r\n`);
      },
    )
    .post(
      '/rest/account/:accountId/bulkTask/:taskId/retry',
      {
        catalogue: [],
        session: true,
        account: 'path',
        body: noBodySchema,
        summary:
          "Runs a finished task's failed rows again (the kind's retry permission; 404 without its read permission)",
      },
      async (c) => {
        const t = await readableTask(c);
        const needed = isJobKind(t.kind) ? kinds.get(t.kind)?.retryPermission : undefined;
        if (!needed || !c.get('permissions').has(needed)) throw forbidden('You may not retry this task.');
        if (t.status === 'queued' || t.status === 'running')
          throw badRequest('The task is still running: retry its failed rows once it has finished.');
        const requeued = await retryFailedRows(deps, t.id);
        if (requeued === 0) throw badRequest('The task has no failed rows to retry.');
        return c.json({ taskId: t.id, status: 'queued', requeued }, 202);
      },
    );
}
