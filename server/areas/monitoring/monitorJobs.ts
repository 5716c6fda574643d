// Call monitoring's and the extensions' reset job kinds (decision 0105), run by the engine
// (server/jobs) in batches: 'monitorUpdate' sets one supervisor's mode on each chosen extension
// (a row each, C-555), 'extensionReset' clears each chosen extension's own data (C-553). Both are
// polled at the task routes (.../bulkTask/:taskId, C-554 and C-556 share it).
import { and, eq, inArray } from 'drizzle-orm';
import type { MonitorMode } from '../../../src/domain/schemas/monitoring';
import { callBlockRules, callBlockUserOptions, callMonitors, extensions, greetings } from '../../db/schema';
import {
  defineJobKind,
  type JobContext,
  type JobKindDefinition,
  type JobOutcome,
  type JobRow,
} from '../../jobs/registry';
import { pairRefusals, setPair } from './monitorStore';

/** What a monitoring task keeps in bulk_tasks.params: the supervisor and the mode. */
export interface MonitorTaskParams {
  monitorUserId: number;
  mode: MonitorMode | 'none';
}

/** One row of either kind: an extension. */
export interface ExtensionRowInput {
  extensionId: number;
}

async function runMonitorUpdate(ctx: JobContext, batch: JobRow[]): Promise<Map<number, JobOutcome>> {
  const { monitorUserId, mode } = ctx.task.params as MonitorTaskParams;
  const pairs = batch.map((r) => ({
    monitorUserId,
    extensionId: (r.input as ExtensionRowInput).extensionId,
  }));
  // Checked when the batch runs: an extension deleted since the start is refused, not an error.
  const refusals = await pairRefusals(ctx.db, ctx.task.accountId, pairs);
  const outcomes = new Map<number, JobOutcome>();
  for (const [i, row] of batch.entries()) {
    const { extensionId } = pairs[i];
    const refusal = refusals[i];
    if (refusal) {
      outcomes.set(row.id, { status: 'refused', message: refusal, subjectId: extensionId });
      continue;
    }
    await setPair(ctx.db, ctx.task.accountId, monitorUserId, extensionId, mode);
    outcomes.set(row.id, {
      status: 'ok',
      message: mode === 'none' ? 'No longer monitored.' : 'Monitored.',
      subjectId: extensionId,
    });
  }
  return outcomes;
}

async function runExtensionReset(ctx: JobContext, batch: JobRow[]): Promise<Map<number, JobOutcome>> {
  const accountId = ctx.task.accountId;
  const ids = batch.map((r) => (r.input as ExtensionRowInput).extensionId);
  const found = new Set(
    (
      await ctx.db
        .select({ id: extensions.id })
        .from(extensions)
        .where(and(eq(extensions.accountId, accountId), inArray(extensions.id, ids)))
    ).map((e) => e.id),
  );
  const mine = ids.filter((id) => found.has(id));
  if (mine.length > 0) {
    await ctx.db
      .delete(greetings)
      .where(
        and(
          eq(greetings.accountId, accountId),
          eq(greetings.ownerKind, 'extension'),
          inArray(greetings.ownerId, mine),
        ),
      );
    await ctx.db
      .delete(callBlockRules)
      .where(and(eq(callBlockRules.accountId, accountId), inArray(callBlockRules.extensionId, mine)));
    await ctx.db.delete(callBlockUserOptions).where(inArray(callBlockUserOptions.extensionId, mine));
    await ctx.db.delete(callMonitors).where(inArray(callMonitors.extensionId, mine));
  }
  return new Map(
    batch.map((row, i): [number, JobOutcome] => [
      row.id,
      found.has(ids[i])
        ? { status: 'ok', message: 'Reset.', subjectId: ids[i] }
        : { status: 'refused', message: 'Choose an extension of this account.', subjectId: ids[i] },
    ]),
  );
}

/** The kinds, for the app to register (server/app.ts). */
export const monitoringJobKinds: JobKindDefinition[] = [
  defineJobKind({
    kind: 'monitorUpdate',
    readPermission: 'read:call-recording',
    retryPermission: 'update:call-recording',
    runBatch: runMonitorUpdate,
  }),
  defineJobKind({
    kind: 'extensionReset',
    readPermission: 'read:extensions',
    retryPermission: 'update:extensions',
    runBatch: runExtensionReset,
  }),
];
