// What a job kind is to the engine (decision 0076). An area describes each of its kinds once and
// registers it; the app composes the registry (server/app.ts). The engine knows no area.
import type { JobKind } from '../../src/domain/jobKinds';
import type { PermissionKey } from '../../src/domain/permissions';
import type { DbOrTx } from '../db/client';
import type { Deps } from '../http/types';

/** The task a batch belongs to, as the engine recorded it. */
export interface JobTask {
  id: number;
  accountId: number;
  kind: JobKind;
  /** Who started it; null once that user was deleted (the task then acts for no one). */
  createdBy: number | null;
  /** What every row of the task does, when the start call gave it once for all (bulk_tasks.params). */
  params: unknown;
}

/** One input row of a task, as the start call gave it. */
export interface JobRow {
  id: number;
  rowNumber: number;
  input: unknown;
}

/**
 * A row's result: `subjectId` is the row it is about (the user or device created or acted on).
 * 'refused': a rule of the kind said no, and the message says why (it may pass once that is mended);
 * 'error': the row could not be run.
 */
export interface JobOutcome {
  status: 'ok' | 'refused' | 'error';
  message?: string;
  subjectId?: number;
}

/** What a batch runs with: the batch's transaction, the task, and what `prepare` gave. */
export interface JobContext<Prepared = unknown> {
  deps: Deps;
  /** The batch's transaction: its effect and its rows' outcomes commit together (decision 0042). */
  db: DbOrTx;
  task: JobTask;
  prepared: Prepared;
}

export interface JobKindDefinition<Prepared = unknown> {
  kind: JobKind;
  /**
   * The key a caller holds, in the task's account, to read a task of this kind and its rows
   * (server/areas/tasks/taskRoutes.ts): the read key of what the rows are about. A caller
   * without it is answered as for a task that does not exist (decision 0086).
   */
  readPermission: PermissionKey;
  /** Once per run of a task, before its first batch (who started it, the account's facts). */
  prepare?(deps: Deps, task: JobTask): Promise<Prepared>;
  /** Does a batch of rows; answers each row's outcome by row id (a row left out is an error). */
  runBatch(ctx: JobContext<Prepared>, rows: JobRow[]): Promise<Map<number, JobOutcome>>;
  /** A row's reason in words a person reads, when it failed with an error alone. */
  describe?(error: unknown): string;
  /**
   * The key a caller holds, in the task's account, to run a finished task's failed rows again
   * (POST .../bulkTask/:taskId/retry); a kind without one is not retried.
   */
  retryPermission?: PermissionKey;
  /** Rows per batch (one transaction each) of a task of this kind; JOB_BATCH when absent. */
  batchSize?(task: JobTask): number;
  /** What to wait after each batch, in ms, before the next (an outside service's pace); none when absent. */
  pauseAfterBatchMs?(deps: Deps): number;
}

export type JobRegistry = ReadonlyMap<JobKind, JobKindDefinition>;

/** The registry of the given kinds; a kind registered twice is a mistake of composition. */
export function jobRegistry(...groups: readonly JobKindDefinition[][]): JobRegistry {
  const registry = new Map<JobKind, JobKindDefinition>();
  for (const definition of groups.flat()) {
    if (registry.has(definition.kind))
      throw new Error(`The job kind ${definition.kind} is registered twice.`);
    registry.set(definition.kind, definition);
  }
  return registry;
}

/** A kind with its prepared state typed where it is written, kept untyped in the registry. */
export const defineJobKind = <Prepared>(definition: JobKindDefinition<Prepared>) =>
  definition as unknown as JobKindDefinition;
