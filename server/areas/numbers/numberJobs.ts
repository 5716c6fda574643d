// The numbers area's job kinds (decisions 0076, 0090): a bulk change of chosen numbers
// ('numberChange', every action but a move) and a move to another account ('numberMove', in
// batches of 50 by default, or the batch size the start asked for). The change is the task's
// (bulk_tasks.params.change); each row is one number, `{ phoneNumber, productNumber }`. A batch's
// writes, its audit events and its rows' outcomes commit together (decision 0042).
import { eq } from 'drizzle-orm';
import { MOVE_BATCH_DEFAULT } from '../../../src/domain/phoneNumbers';
import { users } from '../../db/schema';
import type { Deps } from '../../http/types';
import {
  defineJobKind,
  type JobContext,
  type JobKindDefinition,
  type JobOutcome,
  type JobRow,
  type JobTask,
} from '../../jobs/registry';
import { type ChangeActor, changeNumbers, NUMBER_CHANGE_BATCH, type StoredChange } from './numberChanges';

/** What a numbers task keeps in bulk_tasks.params. */
export interface NumberTaskParams {
  change: StoredChange;
  /** Rows per batch (one transaction each). */
  batchSize: number;
  /** The key of a retried start (REQ-08), when the start named one. */
  requestKey?: string;
}

/** One row of a numbers task. */
export interface NumberRowInput {
  phoneNumber: string;
  productNumber: string | null;
}

const paramsOf = (task: JobTask) => task.params as NumberTaskParams;

/** Once per run: who started the task, for the audit events. */
async function actorOf(deps: Deps, task: JobTask): Promise<ChangeActor> {
  const [user] =
    task.createdBy === null
      ? []
      : await deps.db.select({ accountId: users.accountId }).from(users).where(eq(users.id, task.createdBy));
  return { userId: task.createdBy, homeAccountId: user?.accountId ?? null, taskId: task.id };
}

const DONE: Record<string, string> = {
  changed: 'Changed.',
  unchanged: 'Already so: nothing to change.',
};

/** Changes the batch's numbers in the batch's transaction; a number the rules refuse is a refused row. */
async function runNumbers(ctx: JobContext<ChangeActor>, batch: JobRow[]) {
  const { change } = paramsOf(ctx.task);
  const digitsOf = new Map(batch.map((r) => [r.id, (r.input as NumberRowInput).phoneNumber]));
  const outcomes = await changeNumbers(
    ctx.db,
    ctx.deps.now(),
    ctx.task.accountId,
    change,
    [...new Set(digitsOf.values())],
    ctx.prepared,
  );
  const byDigits = new Map(outcomes.map((o) => [o.digits, o]));
  const result = new Map<number, JobOutcome>();
  for (const row of batch) {
    const o = byDigits.get(digitsOf.get(row.id) ?? '');
    if (!o) continue;
    result.set(
      row.id,
      o.status === 'refused'
        ? { status: 'refused', message: o.reason, subjectId: o.id ?? undefined }
        : { status: 'ok', message: DONE[o.status], subjectId: o.id ?? undefined },
    );
  }
  return result;
}

/** The numbers area's kinds, for the app to register (server/app.ts). */
export const numberJobKinds: JobKindDefinition[] = [
  defineJobKind({
    kind: 'numberChange',
    readPermission: 'read:phone-numbers',
    retryPermission: 'update:phone-numbers',
    prepare: actorOf,
    runBatch: runNumbers,
    batchSize: (task) => paramsOf(task)?.batchSize ?? NUMBER_CHANGE_BATCH,
  }),
  defineJobKind({
    kind: 'numberMove',
    readPermission: 'read:phone-numbers',
    retryPermission: 'update:phone-numbers',
    prepare: actorOf,
    runBatch: runNumbers,
    batchSize: (task) => paramsOf(task)?.batchSize ?? MOVE_BATCH_DEFAULT,
    // The carrier re-routes each batch before the next goes (simulated; decision 0090).
    pauseAfterBatchMs: (deps) => deps.config.numberMoveBatchMs,
  }),
];
