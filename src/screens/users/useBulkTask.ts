// The bulk task machine wired to the application server's calls, and named callbacks for views.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  bulkTaskMachine,
  type OutcomeRow,
  type RowIssue,
  summaryOf,
  type TaskSnapshot,
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
import type { JobKind as BulkKind } from '../../domain/jobKinds';

export type BulkPhase = 'idle' | 'preview' | 'starting' | 'running' | 'collecting' | 'done' | 'failed';

export function useBulkTask(api: ApiClient, accountId: number, kind: BulkKind, pollMs = 1000) {
  const actor = useActorRef(
    bulkTaskMachine.provide({
      actors: {
        start: fromPromise(async ({ input }) => {
          if (kind === 'userImport') return startUserImport(api, accountId, input.items as ImportUser[]);
          const ids = input.items as number[];
          return kind === 'passwordReset'
            ? startPasswordReset(api, accountId, ids)
            : startWelcomeResend(api, accountId, ids);
        }),
        poll: fromPromise(
          async ({ input }) => (await getBulkTask(api, accountId, input.taskId)) as TaskSnapshot,
        ),
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
  const phase = useSelector(actor, (s) => {
    const v = s.value;
    return (typeof v === 'string' ? v : Object.keys(v)[0]) as BulkPhase;
  });
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
      prepare: (items: unknown[], issues: RowIssue[] = []) =>
        actor.send({ type: 'bulk.prepared', items, issues }),
      confirm: () => actor.send({ type: 'bulk.confirm' }),
      cancel: () => actor.send({ type: 'bulk.cancel' }),
      reset: () => actor.send({ type: 'bulk.reset' }),
    }),
    [phase, context, actor],
  );
}

export type BulkTask = ReturnType<typeof useBulkTask>;
