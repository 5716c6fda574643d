// How to walk the number bulk machine: what the admin does (a valid and an invalid change, a
// destructive one), the poll timer, and what the platform answers to each call. Read by the path
// tests, the coverage report and the machine gallery.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type MachineModel, possibleIn } from '../graph/paths';
import { MAX_POLL_FAILURES } from './numberBulkMachine';

export const SELECTION = { phoneNumbers: ['18005550100', '18005550101', '18005550102'] };

const snapshot = (status: string, processed: number, refused = 0) => ({
  taskId: 41,
  status,
  total: 3,
  processed,
  succeeded: processed - refused,
  refused,
  failed: 0,
  batches: 3,
  batchesDone: processed,
});

export const DRY_RUN_SOME = {
  selected: 3,
  willChange: 2,
  unchanged: 1,
  refusedCount: 0,
  reasons: [],
  refused: [],
};
export const DRY_RUN_NONE = {
  selected: 3,
  willChange: 0,
  unchanged: 1,
  refusedCount: 2,
  reasons: [{ reason: 'Only BYOC numbers can be deleted.', count: 2 }],
  refused: [
    { phoneNumber: '18005550101', reason: 'Only BYOC numbers can be deleted.' },
    { phoneNumber: '18005550102', reason: 'Only BYOC numbers can be deleted.' },
  ],
};

export const NUMBER_BULK_EVENTS: EventObject[] = [
  { type: 'OPEN', selection: SELECTION, selected: 3 } as EventObject,
  { type: 'SUBMIT', change: { action: 'customTag', customTag: 'Sales' } } as EventObject,
  { type: 'SUBMIT', change: { action: 'removeFromUse' } } as EventObject,
  {
    type: 'SUBMIT',
    change: { action: 'callerIdName', callerIdName: 'A NAME FAR TOO LONG FOR CNAM' },
  } as EventObject,
  { type: 'CONFIRM' },
  { type: 'BACK' },
  { type: 'CANCEL' },
  { type: 'RETRY' },
  { type: 'RETRY_FAILED' },
  { type: 'CLOSE' },
  { type: 'xstate.done.actor.dryRun', output: DRY_RUN_SOME } as EventObject,
  { type: 'xstate.done.actor.dryRun', output: DRY_RUN_NONE } as EventObject,
  {
    type: 'xstate.error.actor.dryRun',
    error: { status: 400, message: 'Choose at least one number.' },
  } as EventObject,
  { type: 'xstate.done.actor.start', output: { taskId: 41, total: 3 } } as EventObject,
  { type: 'xstate.error.actor.start', error: { status: 503, message: 'Unavailable' } } as EventObject,
  { type: 'xstate.after.pollInterval.numberBulk.running.waiting' },
  { type: 'xstate.done.actor.poll', output: snapshot('running', 1) } as EventObject,
  { type: 'xstate.done.actor.poll', output: snapshot('done', 3) } as EventObject,
  { type: 'xstate.done.actor.poll', output: snapshot('partial', 3, 1) } as EventObject,
  { type: 'xstate.error.actor.poll', error: { message: 'Failed to fetch' } } as EventObject,
  {
    type: 'xstate.done.actor.collect',
    output: [
      { phoneNumber: '18005550100', status: 'ok', message: null },
      { phoneNumber: '18005550101', status: 'error', message: 'The number is porting out.' },
    ],
  } as EventObject,
  { type: 'xstate.error.actor.collect', error: { status: 500 } } as EventObject,
  { type: 'xstate.done.actor.retry', output: {} } as EventObject,
  { type: 'xstate.error.actor.retry', error: { status: 400, message: 'No failed rows.' } } as EventObject,
];

export const numberBulkModel: MachineModel = {
  events: (s) => NUMBER_BULK_EVENTS.filter((e) => possibleIn(s, e)),
  // Guards read, each only where it leads somewhere: the change's kind (until the review), whether
  // the dry run changes anything (review), the refused or failed rows (from the poll to the results), the
  // failed step and the task (failed), the poll failures in a row (running).
  serialize: (s: AnyMachineSnapshot) => {
    const c = s.context;
    const at = (state: string) => s.matches(state);
    return JSON.stringify([
      s.value,
      at('dryRunning') || at('review') || at('failed') ? c.change?.action === 'removeFromUse' : null,
      at('review') ? (c.dryRun?.willChange ?? 0) > 0 : null,
      at('running') || at('collecting') || at('results') ? c.progress.failed + c.progress.refused > 0 : null,
      at('failed') ? [c.failedStep, c.taskId !== undefined] : null,
      at('running') ? Math.min(c.pollFailures as number, MAX_POLL_FAILURES) : null,
    ]);
  },
};
