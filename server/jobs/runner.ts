// The job engine (decision 0076): tasks recorded in bulk_tasks / bulk_task_rows, run in process in
// batches by the kind registered for them, polled by task id. Each batch's effect and its rows'
// outcomes commit in one transaction; a batch that fails as a whole is retried row by row, so a
// bad row never sinks the others. A task runs only under a lease (lease.ts, decision 0079), so it
// runs once across servers on one database; one left by a stopped server goes on from its pending
// rows on whichever server claims it next (at start, on the poll, when a task is started). The
// engine knows no area: what a row does is its kind's.
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { JobKind } from '../../src/domain/jobKinds';
import type { DbOrTx } from '../db/client';
import { bulkTaskRows, bulkTasks } from '../db/schema';
import { refreshStatistics } from '../db/statistics';
import { ApiError } from '../http/errors';
import type { Deps, JobBatchDone, JobRunner } from '../http/types';
import { logOf } from '../log';
import { claimTask, LeaseLost, newLeaseOwner, releaseTasks, renewTask, type TaskRow } from './lease';
import type { JobKindDefinition, JobOutcome, JobRegistry, JobRow, JobTask } from './registry';

/** Rows per batch (one transaction each). */
export const JOB_BATCH = 100;

/**
 * The runner of one server. A task is run only under a lease this runner holds (lease.ts), so two
 * servers on one database never run the same task; `stop` ends the work between batches.
 */
export function createJobRunner(deps: Deps, registry: JobRegistry): JobRunner {
  const owner = newLeaseOwner();
  const listeners: RunState['listeners'] = new Set();
  const state: RunState = { owner, stopping: false, listeners };
  let running: Promise<void> | undefined;
  // A kick while running (a task started here just as the last claim found nothing) claims again.
  let kickedWhileRunning = false;
  const loop = async () => {
    do {
      kickedWhileRunning = false;
      for (let task = await claimTask(deps.db, owner, deps.now()); task; ) {
        await runTask(deps, registry.get(task.kind as JobKind), task, state);
        if (state.stopping) return;
        task = await claimTask(deps.db, owner, deps.now());
      }
    } while (kickedWhileRunning && !state.stopping);
  };
  const idle = async () => {
    while (running) await running;
  };
  const kick = (): void => {
    if (state.stopping) return;
    if (running) {
      kickedWhileRunning = true;
      return;
    }
    running = loop()
      .catch(async (error) => {
        logOf(deps).error({ err: error }, 'the job runner stopped on an error');
        // Not a crash: let another server (or this one's next kick) take the task at once.
        await releaseTasks(deps.db, owner).catch(() => {});
      })
      .finally(() => {
        running = undefined;
        // A kick that came while the loop failed is not lost (a task started just then would wait
        // for the poll): it claims again, once per kick, so an error that persists does not spin.
        if (kickedWhileRunning) kick();
      });
  };
  return {
    owner,
    kick,
    idle,
    async stop({ release }) {
      state.stopping = true;
      await idle();
      if (release) await releaseTasks(deps.db, owner);
    },
    onBatch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

interface RunState {
  owner: string;
  stopping: boolean;
  listeners: Set<(batch: JobBatchDone) => void | Promise<void>>;
}

/** What running a task needs of its kind (who may read it is the task routes' business). */
type RunnableKind = Omit<JobKindDefinition, 'readPermission'>;

/** A kind no area registered on this server: its rows fail with this reason. */
const unknownKind = (kind: string): RunnableKind => ({
  kind: kind as JobKind,
  runBatch: async () => {
    throw new Error(`No job kind ${kind} is registered.`);
  },
  describe: () => 'This kind of task is not known to this server.',
});

/**
 * Runs a claimed task batch by batch until no row is pending, this runner is stopping, or its
 * lease was lost (another server took the task after this one's lease ran out).
 */
async function runTask(deps: Deps, definition: JobKindDefinition | undefined, row: TaskRow, run: RunState) {
  const { db } = deps;
  const kind: RunnableKind = definition ?? unknownKind(row.kind);
  const task: JobTask = {
    id: row.id,
    accountId: row.accountId,
    kind: row.kind as JobKind,
    createdBy: row.createdBy,
    params: row.params,
  };
  const size = kind.batchSize?.(task) ?? JOB_BATCH;
  const prepared = kind.prepare ? await kind.prepare(deps, task) : undefined;
  // Each batch renews the lease first, in its own transaction: it commits only while held.
  const underLease = (work: (tx: DbOrTx) => Promise<number>) =>
    db.transaction(async (tx) => {
      await renewTask(tx, task.id, run.owner, deps.now());
      return work(tx);
    });
  const runBatch = (rows: JobRow[]) =>
    underLease(async (tx) => {
      const outcomes = await kind.runBatch({ deps, db: tx, task, prepared }, rows);
      return recordOutcomes(tx, task, rows, outcomes);
    });
  let after = 0;
  try {
    for (;;) {
      // A stopping server leaves the task between batches, its pending rows for the next holder.
      if (run.stopping) return;
      // Every row up to the last batch's has its outcome now: start the scan after it.
      const batch = await db
        .select({ id: bulkTaskRows.id, rowNumber: bulkTaskRows.rowNumber, input: bulkTaskRows.input })
        .from(bulkTaskRows)
        .where(
          and(
            eq(bulkTaskRows.taskId, task.id),
            gt(bulkTaskRows.rowNumber, after),
            eq(bulkTaskRows.status, 'pending'),
          ),
        )
        .orderBy(asc(bulkTaskRows.rowNumber))
        .limit(size);
      if (batch.length === 0) break;
      after = batch[batch.length - 1].rowNumber;
      let processed = 0;
      try {
        processed = await runBatch(batch);
      } catch (error) {
        if (error instanceof LeaseLost) throw error;
        // A batch that fails as a whole is retried row by row, so one bad row never sinks the rest.
        for (const one of batch) {
          try {
            processed = await runBatch([one]);
          } catch (e) {
            if (e instanceof LeaseLost) throw e;
            const message = kind.describe?.(e) ?? describe(e);
            processed = await underLease((tx) =>
              recordOutcomes(tx, task, [one], new Map([[one.id, { status: 'error', message }]])),
            );
          }
        }
      }
      for (const listener of run.listeners)
        await listener({ taskId: task.id, rows: batch.length, processed });
      // Let polls and other requests in between batches, after the kind's pause if it has one.
      const pause = kind.pauseAfterBatchMs?.(deps) ?? 0;
      await new Promise((r) => (pause > 0 ? setTimeout(r, pause) : setImmediate(r)));
    }
  } catch (error) {
    // Another server holds the task now and goes on from its pending rows.
    if (error instanceof LeaseLost) return;
    throw error;
  }
  const [done] = await db.select().from(bulkTasks).where(eq(bulkTasks.id, task.id));
  const status = done.failed + done.refused === 0 ? 'done' : done.succeeded === 0 ? 'failed' : 'partial';
  await db
    .update(bulkTasks)
    .set({ status, finishedAt: deps.now(), leaseOwner: null, leaseUntil: null })
    .where(and(eq(bulkTasks.id, task.id), eq(bulkTasks.leaseOwner, run.owner)));
  // Thousands of new rows: the planner's estimates must know of them (PGlite has no autovacuum).
  // Only an optimisation: a refresh that fails (a concurrent ANALYZE) leaves the task done.
  await refreshStatistics(db).catch((error) =>
    logOf(deps).warn({ err: error }, 'the statistics were not refreshed after a task'),
  );
}

/** A row's reason when its kind gives none: an API error's words, else a plain sentence. */
function describe(error: unknown): string {
  if (error instanceof ApiError) return error.body.message;
  return 'The row could not be processed.';
}

/** The rows' outcomes, and the task's progress counts moved by as many. */
async function recordOutcomes(
  db: DbOrTx,
  task: JobTask,
  batch: JobRow[],
  outcomes: Map<number, JobOutcome>,
): Promise<number> {
  // One statement for the batch's rows (a batch of 500 is not 500 round trips).
  const recorded = batch.map((row) => {
    const o: JobOutcome = outcomes.get(row.id) ?? { status: 'error', message: 'Not processed.' };
    return { id: row.id, status: o.status, message: o.message ?? null, subject_id: o.subjectId ?? null };
  });
  await db.execute(sql`
    update ${bulkTaskRows} set status = v.status, message = v.message, subject_id = v.subject_id
    from jsonb_to_recordset(${JSON.stringify(recorded)}::jsonb)
      as v(id integer, status text, message text, subject_id integer)
    where ${bulkTaskRows}.id = v.id`);
  const counted = { ok: 0, refused: 0, error: 0 };
  for (const row of recorded) counted[row.status] += 1;
  const [task_] = await db
    .update(bulkTasks)
    .set({
      processed: sql`${bulkTasks.processed} + ${batch.length}`,
      succeeded: sql`${bulkTasks.succeeded} + ${counted.ok}`,
      refused: sql`${bulkTasks.refused} + ${counted.refused}`,
      failed: sql`${bulkTasks.failed} + ${counted.error}`,
    })
    .where(eq(bulkTasks.id, task.id))
    .returning({ processed: bulkTasks.processed });
  return task_.processed;
}

/**
 * Records a task and its rows, then kicks the runner; answers the task id to poll. `params` is
 * what every row does (bulk_tasks.params). With `requestKey` (a retried start's key, REQ-08) a
 * task of the same account, kind and key answers instead, and nothing is recorded twice: the key
 * is kept in params as `requestKey`, so params is then an object.
 */
export async function startJob(
  deps: Deps,
  init: {
    accountId: number;
    kind: JobKind;
    createdBy: number;
    rows: { rowNumber: number; input: unknown }[];
    params?: unknown;
    requestKey?: string;
  },
): Promise<number> {
  const taskId = await deps.db.transaction(async (tx) => {
    if (init.requestKey !== undefined) {
      const key = `${init.accountId}:${init.kind}:${init.requestKey}`;
      // Two copies of one start arriving together: the second waits, then finds the first's task.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
      const [same] = await tx
        .select({ id: bulkTasks.id })
        .from(bulkTasks)
        .where(
          and(
            eq(bulkTasks.accountId, init.accountId),
            eq(bulkTasks.kind, init.kind),
            sql`${bulkTasks.params}->>'requestKey' = ${init.requestKey}`,
          ),
        )
        .limit(1);
      if (same) return same.id;
    }
    const params =
      init.requestKey !== undefined
        ? { ...(init.params as object | undefined), requestKey: init.requestKey }
        : (init.params ?? null);
    const [task] = await tx
      .insert(bulkTasks)
      .values({
        accountId: init.accountId,
        kind: init.kind,
        total: init.rows.length,
        createdBy: init.createdBy,
        createdAt: deps.now(),
        params,
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

/**
 * Puts a finished task's failed and refused rows back to pending (a refusal may pass once its
 * cause is mended) and the task back in the queue, then kicks the runner; answers how many rows
 * were re-queued (0: nothing to retry, the task unchanged).
 */
export async function retryFailedRows(deps: Deps, taskId: number): Promise<number> {
  const requeued = await deps.db.transaction(async (tx) => {
    const notDone = and(eq(bulkTaskRows.taskId, taskId), inArray(bulkTaskRows.status, ['error', 'refused']));
    const counts = await tx
      .select({ status: bulkTaskRows.status, n: count() })
      .from(bulkTaskRows)
      .where(notDone)
      .groupBy(bulkTaskRows.status);
    const errors = counts.find((c) => c.status === 'error')?.n ?? 0;
    const refusals = counts.find((c) => c.status === 'refused')?.n ?? 0;
    if (errors + refusals === 0) return 0;
    await tx.update(bulkTaskRows).set({ status: 'pending', message: null }).where(notDone);
    await tx
      .update(bulkTasks)
      .set({
        status: 'queued',
        processed: sql`${bulkTasks.processed} - ${errors + refusals}`,
        failed: sql`${bulkTasks.failed} - ${errors}`,
        refused: sql`${bulkTasks.refused} - ${refusals}`,
        finishedAt: null,
        leaseOwner: null,
        leaseUntil: null,
      })
      .where(eq(bulkTasks.id, taskId));
    return errors + refusals;
  });
  if (requeued) deps.jobs?.kick();
  return requeued;
}
