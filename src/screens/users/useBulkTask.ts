// The bulk task machine wired to the application server's calls, and named callbacks for views.
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
import {
  getBulkTask,
  getBulkTaskRows,
  type ImportUser,
  startPasswordReset,
  startUserImport,
  startWelcomeResend,
} from '../../api/bulk';
import type { ApiClient } from '../../api/client';
import { type ImportDevice, startDeviceImport } from '../../api/devices';
import type { JobKind as BulkKind } from '../../domain/jobKinds';

export type { BulkPhase };

/** The rows each kind of task is started with: the import's users, or the chosen users' ids. */
export interface BulkItems {
  userImport: ImportUser;
  passwordReset: number;
  welcomeResend: number;
  deviceImport: ImportDevice;
}

const STARTERS: {
  [K in BulkKind]: (api: ApiClient, accountId: number, items: BulkItems[K][]) => Promise<{ taskId: number }>;
} = {
  userImport: startUserImport,
  passwordReset: startPasswordReset,
  welcomeResend: startWelcomeResend,
  deviceImport: startDeviceImport,
};

export function useBulkTask<K extends BulkKind>(api: ApiClient, accountId: number, kind: K, pollMs = 1000) {
  const start = STARTERS[kind];
  // The machine with this kind's rows as its context's items.
  const [machine] = useState(() => bulkTaskMachineFor<BulkItems[K]>());
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
              userId: r.userId,
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
      prepare: (items: BulkItems[K][], issues: RowIssue[] = []) =>
        actor.send({ type: 'bulk.prepared', items, issues }),
      confirm: () => actor.send({ type: 'bulk.confirm' }),
      cancel: () => actor.send({ type: 'bulk.cancel' }),
      reset: () => actor.send({ type: 'bulk.reset' }),
    }),
    [phase, context, actor],
  );
}

export type BulkTask = ReturnType<typeof useBulkTask>;
