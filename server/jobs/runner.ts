// The job engine (decision 0076): tasks recorded in bulk_tasks / bulk_task_rows, run in process in
// batches by the kind registered for them, polled by task id. Each batch's effect and its rows'
// outcomes commit in one transaction; a batch that fails as a whole is retried row by row, so a
// bad row never sinks the others; a task left running when the server stopped goes on at the
// next start (createApp kicks). The engine knows no area: what a row does is its kind's.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { JobKind } from '../../src/domain/jobKinds';
import type { DbOrTx } from '../db/client';
import { bulkTaskRows, bulkTasks } from '../db/schema';
import { refreshStatistics } from '../db/statistics';
import { ApiError } from '../http/errors';
import type { Deps, JobRunner } from '../http/types';
import { logOf } from '../log';
import type { JobKindDefinition, JobOutcome, JobRegistry, JobRow, JobTask } from './registry';

/** Rows per batch (one transaction each). */
export const JOB_BATCH = 100;

type TaskRow = typeof bulkTasks.$inferSelect;

/**
 * The next task to run. One server runs them today; running once across replicas (issue 15)
 * changes this pick (a lease, FOR UPDATE SKIP LOCKED) and nothing else.
 */
async function nextTask(db: DbOrTx): Promise<TaskRow | undefined> {
  const [task] = await db
    .select()
    .from(bulkTasks)
    .where(inArray(bulkTasks.status, ['queued', 'running']))
    .orderBy(asc(bulkTasks.id))
    .limit(1);
  return task;
}

export function createJobRunner(deps: Deps, registry: JobRegistry): JobRunner {
  let running: Promise<void> | undefined;
  const loop = async () => {
    for (let task = await nextTask(deps.db); task; task = await nextTask(deps.db))
      await runTask(deps, registry.get(task.kind as JobKind), task);
  };
  return {
    kick() {
      if (running) return;
      running = loop()
        .catch((err) => logOf(deps).error({ err }, 'the job runner stopped on an error'))
        .finally(() => {
          running = undefined;
        });
    },
    idle: async () => {
      while (running) await running;
    },
  };
}

/** A kind no area registered on this server: its rows fail with this reason. */
const unknownKind = (kind: string): JobKindDefinition => ({
  kind: kind as JobKind,
  runBatch: async () => {
    throw new Error(`No job kind ${kind} is registered.`);
  },
  describe: () => 'This kind of task is not known to this server.',
});

async function runTask(deps: Deps, definition: JobKindDefinition | undefined, row: TaskRow) {
  const { db } = deps;
  const kind = definition ?? unknownKind(row.kind);
  const task: JobTask = {
    id: row.id,
    accountId: row.accountId,
    kind: row.kind as JobKind,
    createdBy: row.createdBy,
  };
  await db.update(bulkTasks).set({ status: 'running' }).where(eq(bulkTasks.id, task.id));
  const prepared = kind.prepare ? await kind.prepare(deps, task) : undefined;
  const runBatch = (rows: JobRow[]) =>
    db.transaction(async (tx) => {
      const outcomes = await kind.runBatch({ deps, db: tx, task, prepared }, rows);
      await recordOutcomes(tx, task, rows, outcomes);
    });
  for (;;) {
    const batch = await db
      .select({ id: bulkTaskRows.id, rowNumber: bulkTaskRows.rowNumber, input: bulkTaskRows.input })
      .from(bulkTaskRows)
      .where(and(eq(bulkTaskRows.taskId, task.id), eq(bulkTaskRows.status, 'pending')))
      .orderBy(asc(bulkTaskRows.rowNumber))
      .limit(JOB_BATCH);
    if (batch.length === 0) break;
    try {
      await runBatch(batch);
    } catch {
      // A batch that fails as a whole is retried row by row, so one bad row never sinks the rest.
      for (const one of batch) {
        try {
          await runBatch([one]);
        } catch (e) {
          const message = kind.describe?.(e) ?? describe(e);
          await recordOutcomes(db, task, [one], new Map([[one.id, { status: 'error', message }]]));
        }
      }
    }
    // Let polls and other requests in between batches.
    await new Promise((r) => setImmediate(r));
  }
  const [done] = await db.select().from(bulkTasks).where(eq(bulkTasks.id, task.id));
  const status = done.failed === 0 ? 'done' : done.succeeded === 0 ? 'failed' : 'partial';
  await db.update(bulkTasks).set({ status, finishedAt: deps.now() }).where(eq(bulkTasks.id, task.id));
  // Thousands of new rows: the planner's estimates must know of them (PGlite has no autovacuum).
  await refreshStatistics(db);
}

/** A row's reason when its kind gives none: an API error's words, else a plain sentence. */
function describe(error: unknown): string {
  if (error instanceof ApiError) return error.body.message;
  return 'The row could not be processed.';
}

/** The rows' outcomes, and the task's progress counts moved by as many. */
async function recordOutcomes(db: DbOrTx, task: JobTask, batch: JobRow[], outcomes: Map<number, JobOutcome>) {
  for (const row of batch) {
    const o = outcomes.get(row.id) ?? { status: 'error', message: 'Not processed.' };
    await db
      .update(bulkTaskRows)
      .set({ status: o.status, message: o.message ?? null, subjectId: o.subjectId ?? null })
      .where(eq(bulkTaskRows.id, row.id));
  }
  const ok = batch.filter((row) => outcomes.get(row.id)?.status === 'ok').length;
  await db
    .update(bulkTasks)
    .set({
      processed: sql`${bulkTasks.processed} + ${batch.length}`,
      succeeded: sql`${bulkTasks.succeeded} + ${ok}`,
      failed: sql`${bulkTasks.failed} + ${batch.length - ok}`,
    })
    .where(eq(bulkTasks.id, task.id));
}

/** Records a task and its rows, then kicks the runner; answers the task id to poll. */
export async function startJob(
  deps: Deps,
  init: {
    accountId: number;
    kind: JobKind;
    createdBy: number;
    rows: { rowNumber: number; input: unknown }[];
  },
): Promise<number> {
  const taskId = await deps.db.transaction(async (tx) => {
    const [task] = await tx
      .insert(bulkTasks)
      .values({
        accountId: init.accountId,
        kind: init.kind,
        total: init.rows.length,
        createdBy: init.createdBy,
        createdAt: deps.now(),
      })
      .returning({ id: bulkTasks.id });
    for (let i = 0; i < init.rows.length; i += 1000) {
      await tx.insert(bulkTaskRows).values(
        init.rows.slice(i, i + 1000).map((r) => ({
          accountId: init.accountId,
          taskId: task.id,
          rowNumber: r.rowNumber,
          input: r.input,
        })),
      );
    }
    return task.id;
  });
  deps.jobs?.kick();
  return taskId;
}
