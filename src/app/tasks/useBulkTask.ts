// The bulk task machine (machines/tasks/bulkTaskMachine) wired to the task routes every job kind
// shares, and named callbacks for views. It knows no area: each area's page passes the call that
// starts its kind of task (startUserImport, startDeviceImport, ...), so a new area's long work
// adds nothing here (decisions 0076, 0086).
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  BULK_PHASES,
  type BulkPhase,
  bulkTaskMachineFor,
  type OutcomeRow,
  type RowIssue,
  summaryOf,
} from '../../../machines/tasks/bulkTaskMachine';
import { getBulkTask, getBulkTaskRows } from '../../api/bulk';
import type { ApiClient } from '../../api/client';

export type { BulkPhase };

/** The call that starts a task of the area's kind with its rows, answering the task's id. */
export type BulkStarter<Item> = (
  api: ApiClient,
  accountId: number,
  items: Item[],
) => Promise<{ taskId: number }>;

export function useBulkTask<Item>(
  api: ApiClient,
  accountId: number,
  start: BulkStarter<Item>,
  pollMs = 1000,
) {
  // The machine with this kind's rows as its context's items.
  const [machine] = useState(() => bulkTaskMachineFor<Item>());
  const actor = useActorRef(
    machine.provide({
      actors: {
        start: fromPromise(({ input }) => start(api, accountId, input.items)),
        poll: fromPromise(({ input }) => getBulkTask(api, accountId, input.taskId)),
        collect: fromPromise(async ({ input }) => {
          const { rows } = await getBulkTaskRows(api, accountId, input.taskId);
          return rows.map(
            (r): OutcomeRow => ({
              rowNumber: r.rowNumber,
              status: r.status === 'ok' ? 'ok' : 'error',
              message: r.message,
              subjectId: r.subjectId,
            }),
          );
        }),
      },
      delays: { pollInterval: pollMs },
    }),
  );
  const phase = useSelector(actor, (s) => BULK_PHASES.find((p) => s.hasTag(p)) ?? 'idle');
  const context = useSelector(actor, (s) => s.context);
  return useMemo(
    () => ({
      phase,
      items: context.items,
      issues: context.issues,
      progress: context.progress,
      outcome: context.outcome,
      results: context.results,
      error: context.error,
      summary: summaryOf(context),
      prepare: (items: Item[], issues: RowIssue[] = []) =>
        actor.send({ type: 'bulk.prepared', items, issues }),
      confirm: () => actor.send({ type: 'bulk.confirm' }),
      cancel: () => actor.send({ type: 'bulk.cancel' }),
      reset: () => actor.send({ type: 'bulk.reset' }),
    }),
    [phase, context, actor],
  );
}

export type BulkTask = ReturnType<typeof useBulkTask>;
