// The progress and the rows of a task of any job kind (decisions 0076, 0086), polled by id. No
// area owns them: the users' imports and resets, the devices' import, and each kind an area adds
// later are read here. Who may read a task depends on its kind: each kind declares the key
// (`readPermission`, server/jobs/registry.ts; the users' kinds 'read:users', the device import
// 'read:devices'). So the routes are declared `session: true, account: 'path'`: the declaration
// checks the token and that the caller reaches the path's account (404 otherwise), and the
// handler, once it has read the task's kind, checks the kind's key in `c.get('permissions')`.
// A caller without it is answered 404 'Task not found', as for a task that does not exist in
// that account (the refusal is audited all the same), so a task's existence is not revealed.
import { and, asc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { isJobKind } from '../../../src/domain/jobKinds';
import { rowId } from '../../auth/authorize';
import { bulkTaskRows, bulkTasks } from '../../db/schema';
import { notFound } from '../../http/errors';
import { refusedAsMissing, secureRouter } from '../../http/secureRouter';
import type { Deps, Env } from '../../http/types';
import type { JobRegistry } from '../../jobs/registry';

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
        catalogue: [],
        session: true,
        account: 'path',
        summary: "A task's progress (needs the read permission of the task's kind, else 404)",
      },
      async (c) => {
        const t = await readableTask(c);
        return c.json({
          taskId: t.id,
          kind: t.kind,
          status: t.status,
          total: t.total,
          processed: t.processed,
          succeeded: t.succeeded,
          failed: t.failed,
          createdAt: t.createdAt,
          finishedAt: t.finishedAt,
        });
      },
    )
    .get(
      '/rest/account/:accountId/bulkTask/:taskId/rows',
      {
        catalogue: [],
        session: true,
        account: 'path',
        summary: "A task's rows and their outcomes (needs the read permission of the task's kind, else 404)",
      },
      async (c) => {
        const t = await readableTask(c);
        const rows = await db
          .select()
          .from(bulkTaskRows)
          .where(eq(bulkTaskRows.taskId, t.id))
          .orderBy(asc(bulkTaskRows.rowNumber));
        return c.json({
          taskId: t.id,
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
    );
}
