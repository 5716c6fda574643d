// The bulk move of service location (C-400, decision 0122): each row is one service (a provision)
// of the task's account, moved to the location the start named (bulk_tasks.params.locationId), the
// rule of the single move (C-315) for each: a cancelled service is refused, a service of another
// account is refused, one already there is left as it is. The location is checked again when a
// batch runs: one deleted since the start refuses the rows left.
import { and, eq, inArray } from 'drizzle-orm';
import { accountProvisions, emergencyLocations } from '../../db/schema';
import {
  defineJobKind,
  type JobContext,
  type JobKindDefinition,
  type JobOutcome,
  type JobRow,
} from '../../jobs/registry';

/** What a move task keeps in bulk_tasks.params. */
export interface ServiceLocationMoveParams {
  locationId: number;
}

/** One row: a service. */
export interface ServiceRowInput {
  provisionId: number;
}

export const MOVE_TEXTS = {
  moved: 'Moved.',
  already: 'Already at that location: nothing to change.',
  notFound: 'Choose a service of this account.',
  cancelled: 'A cancelled service cannot be moved.',
  locationGone: 'The location the services move to no longer exists.',
} as const;

async function runMove(ctx: JobContext, batch: JobRow[]): Promise<Map<number, JobOutcome>> {
  const { locationId } = ctx.task.params as ServiceLocationMoveParams;
  const accountId = ctx.task.accountId;
  const ids = batch.map((r) => (r.input as ServiceRowInput).provisionId);
  const outcomes = new Map<number, JobOutcome>();
  const [location] = await ctx.db
    .select({ id: emergencyLocations.id })
    .from(emergencyLocations)
    .where(and(eq(emergencyLocations.id, locationId), eq(emergencyLocations.accountId, accountId)));
  if (!location) {
    for (const [i, row] of batch.entries())
      outcomes.set(row.id, { status: 'refused', message: MOVE_TEXTS.locationGone, subjectId: ids[i] });
    return outcomes;
  }
  const found = new Map(
    (
      await ctx.db
        .select({
          id: accountProvisions.id,
          status: accountProvisions.status,
          at: accountProvisions.locationId,
        })
        .from(accountProvisions)
        .where(and(eq(accountProvisions.accountId, accountId), inArray(accountProvisions.id, ids)))
    ).map((p) => [p.id, p]),
  );
  const toMove: number[] = [];
  for (const [i, row] of batch.entries()) {
    const p = found.get(ids[i]);
    const outcome: JobOutcome = !p
      ? { status: 'refused', message: MOVE_TEXTS.notFound, subjectId: ids[i] }
      : p.status !== 'Active'
        ? { status: 'refused', message: MOVE_TEXTS.cancelled, subjectId: p.id }
        : p.at === locationId
          ? { status: 'ok', message: MOVE_TEXTS.already, subjectId: p.id }
          : { status: 'ok', message: MOVE_TEXTS.moved, subjectId: p.id };
    if (p && outcome.message === MOVE_TEXTS.moved) toMove.push(p.id);
    outcomes.set(row.id, outcome);
  }
  if (toMove.length > 0)
    await ctx.db
      .update(accountProvisions)
      .set({ locationId, changedAt: ctx.deps.now() })
      .where(and(eq(accountProvisions.accountId, accountId), inArray(accountProvisions.id, toMove)));
  return outcomes;
}

/** The kind, for the app to register (server/app.ts). */
export const serviceLocationJobKinds: JobKindDefinition[] = [
  defineJobKind({
    kind: 'serviceLocationMove',
    readPermission: 'read:billing',
    retryPermission: 'update:billing',
    runBatch: runMove,
  }),
];
