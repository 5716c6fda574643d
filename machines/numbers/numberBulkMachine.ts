// A bulk change of phone numbers (NUM-04): choose the change → dry run → review what it would do
// ("N will change, M already so, K refused", with the reasons and a sample) → confirm when the
// change takes something away (the confirmation says what goes with it) → run it as a task,
// polled with progress per batch for a move → results per number, with "Retry failed".
// - OPEN names the selection (the numbers ticked, or every number a search matches less those
//   unticked) and how many it holds; SUBMIT a change, checked by numberChangeSchema before any
//   call: a change it refuses stays in `choosing` with the problem by field.
// - A review where nothing would change offers no run (CONFIRM is refused).
// - Polls that fail MAX_POLL_FAILURES times in a row fail the task; every failure names its
//   step, and from `failed` RETRY repeats that step, BACK returns to the form, CLOSE ends.
// Callers read tags (choosing, busy, review, confirming, running, done, failed), never states.
// The calls are the page's (`.provide({ actors })`).
import { and, assign, fromPromise, setup } from 'xstate';
import {
  type NumberAction,
  type NumberChange,
  type NumberDryRun,
  type NumberSelection,
  numberChangeSchema,
} from '../../src/domain/schemas/phoneNumber';
import { mayRetryPoll, oneMorePollFailure, RETRY_POLL, WAIT_THEN_POLL } from '../tasks/polling';

/** Actions that take something away: confirmed after the review, saying what goes with them. */
export const DESTRUCTIVE_ACTIONS: Partial<Record<NumberAction, string>> = {
  removeFromUse:
    'The numbers leave their extensions and services: calls to them stop ringing anyone. They stay in the account.',
  removeFromAccount:
    'The numbers leave this account, with their caller-id settings, tags and backup numbers.',
  deleteByoc:
    'The BYOC numbers are deleted, with their settings and their place on any extension. This cannot be undone.',
  move: 'The numbers leave this account for the one chosen, and their extensions lose them; their tags do not go with them.',
};

export { MAX_POLL_FAILURES } from '../tasks/polling';

export interface NumberTaskProgress {
  total: number;
  processed: number;
  succeeded: number;
  /** Numbers a rule refused (they may pass once the cause is mended). */
  refused: number;
  /** Numbers that could not be run. */
  failed: number;
  batches?: number;
  batchesDone?: number;
}

export interface NumberTaskSnapshot extends NumberTaskProgress {
  taskId: number;
  status: 'queued' | 'running' | 'done' | 'partial' | 'failed';
}

/** One number's outcome. */
export interface NumberOutcome {
  phoneNumber: string;
  status: 'ok' | 'refused' | 'error' | 'pending';
  message: string | null;
}

export type NumberBulkStep = 'dryRun' | 'start' | 'poll' | 'collect' | 'retry';

export interface NumberBulkContext {
  selection?: NumberSelection;
  /** How many numbers the selection holds. */
  selected: number;
  change?: NumberChange;
  /** The form's problems by field, after a refused SUBMIT. */
  problems: Record<string, string>;
  dryRun?: NumberDryRun;
  taskId?: number;
  progress: NumberTaskProgress;
  outcome?: NumberTaskSnapshot['status'];
  results: NumberOutcome[];
  failedStep?: NumberBulkStep;
  error?: unknown;
  pollFailures: number;
}

export type NumberBulkEvent =
  | { type: 'OPEN'; selection: NumberSelection; selected: number }
  | { type: 'SUBMIT'; change: unknown }
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  | { type: 'RETRY_FAILED' }
  | { type: 'CLOSE' };

export type NumberBulkTag = 'choosing' | 'busy' | 'review' | 'confirming' | 'running' | 'done' | 'failed';

const NO_PROGRESS: NumberTaskProgress = { total: 0, processed: 0, succeeded: 0, refused: 0, failed: 0 };
const finished = (s: NumberTaskSnapshot) =>
  s.status === 'done' || s.status === 'partial' || s.status === 'failed';

/** The form's problems by field (the change's own field names), or none. */
export function changeProblems(change: unknown): Record<string, string> {
  const parsed = numberChangeSchema.safeParse(change);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'action');
    out[field] ??= issue.message;
  }
  return out;
}

const progressOf = (s: NumberTaskSnapshot): NumberTaskProgress => ({
  total: s.total,
  processed: s.processed,
  succeeded: s.succeeded,
  refused: s.refused,
  failed: s.failed,
  batches: s.batches,
  batchesDone: s.batchesDone,
});

const CLEARED = {
  selection: undefined,
  selected: 0,
  change: undefined,
  problems: {},
  dryRun: undefined,
  taskId: undefined,
  progress: NO_PROGRESS,
  outcome: undefined,
  results: [],
  failedStep: undefined,
  error: undefined,
  pollFailures: 0,
} satisfies NumberBulkContext;

export const numberBulkMachine = setup({
  types: {
    context: {} as NumberBulkContext,
    events: {} as NumberBulkEvent,
    tags: {} as NumberBulkTag,
  },
  actors: {
    dryRun: fromPromise<NumberDryRun, { selection: NumberSelection; change: NumberChange }>(async () => {
      throw new Error('dryRun not provided');
    }),
    start: fromPromise<
      { taskId: number; total: number },
      { selection: NumberSelection; change: NumberChange }
    >(async () => {
      throw new Error('start not provided');
    }),
    poll: fromPromise<NumberTaskSnapshot, { taskId: number }>(async () => {
      throw new Error('poll not provided');
    }),
    collect: fromPromise<NumberOutcome[], { taskId: number }>(async () => {
      throw new Error('collect not provided');
    }),
    retry: fromPromise<unknown, { taskId: number }>(async () => {
      throw new Error('retry not provided');
    }),
  },
  delays: { pollInterval: 1000 },
  guards: {
    validChange: (_, p: { change: unknown }) => numberChangeSchema.safeParse(p.change).success,
    destructive: ({ context }) =>
      context.change !== undefined && context.change.action in DESTRUCTIVE_ACTIONS,
    somethingChanges: ({ context }) => (context.dryRun?.willChange ?? 0) > 0,
    isFinished: (_, s: NumberTaskSnapshot) => finished(s),
    mayRetryPoll,
    hasFailedRows: ({ context }) => context.progress.failed + context.progress.refused > 0,
    failedAt: ({ context }, step: NumberBulkStep) => context.failedStep === step,
    beforeTask: ({ context }) => context.taskId === undefined,
  },
  actions: {
    countPollFailure: assign({ pollFailures: oneMorePollFailure }),
    fail: assign((_, p: { step: NumberBulkStep; error: unknown }) => ({
      failedStep: p.step,
      error: p.error,
    })),
  },
}).createMachine({
  id: 'numberBulk',
  context: { ...CLEARED },
  initial: 'idle',
  states: {
    idle: {
      on: {
        OPEN: {
          target: 'choosing',
          actions: assign({
            ...CLEARED,
            selection: ({ event }) => event.selection,
            selected: ({ event }) => event.selected,
          }),
        },
      },
    },
    choosing: {
      tags: ['choosing'],
      on: {
        SUBMIT: [
          {
            guard: { type: 'validChange', params: ({ event }) => ({ change: event.change }) },
            target: 'dryRunning',
            actions: assign({
              change: ({ event }) => numberChangeSchema.parse(event.change),
              problems: {},
              dryRun: undefined,
            }),
          },
          { actions: assign({ problems: ({ event }) => changeProblems(event.change) }) },
        ],
        CANCEL: { target: 'idle', actions: assign({ ...CLEARED }) },
      },
    },
    dryRunning: {
      tags: ['busy'],
      invoke: {
        id: 'dryRun',
        src: 'dryRun',
        input: ({ context }) => ({ selection: context.selection!, change: context.change! }),
        onDone: { target: 'review', actions: assign({ dryRun: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => ({ step: 'dryRun', error: event.error }) },
        },
      },
    },
    review: {
      tags: ['review'],
      on: {
        CONFIRM: [
          { guard: and(['somethingChanges', 'destructive']), target: 'confirming' },
          { guard: 'somethingChanges', target: 'starting' },
        ],
        BACK: { target: 'choosing' },
        CANCEL: { target: 'idle', actions: assign({ ...CLEARED }) },
      },
    },
    // A change that takes something away waits for a second CONFIRM, saying what goes with it.
    confirming: {
      tags: ['confirming'],
      on: {
        CONFIRM: { target: 'starting' },
        BACK: { target: 'review' },
      },
    },
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'start',
        src: 'start',
        input: ({ context }) => ({ selection: context.selection!, change: context.change! }),
        onDone: {
          target: 'running',
          actions: assign({
            taskId: ({ event }) => event.output.taskId,
            progress: ({ event }) => ({ ...NO_PROGRESS, total: event.output.total }),
            pollFailures: 0,
          }),
        },
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => ({ step: 'start', error: event.error }) },
        },
      },
    },
    running: {
      tags: ['busy', 'running'],
      initial: 'waiting',
      states: {
        waiting: WAIT_THEN_POLL,
        checking: {
          invoke: {
            id: 'poll',
            src: 'poll',
            input: ({ context }) => ({ taskId: context.taskId! }),
            onDone: [
              {
                guard: { type: 'isFinished', params: ({ event }) => event.output },
                target: '#numberBulk.collecting',
                actions: assign({
                  progress: ({ event }) => progressOf(event.output),
                  outcome: ({ event }) => event.output.status,
                  pollFailures: 0,
                }),
              },
              {
                target: 'waiting',
                actions: assign({ progress: ({ event }) => progressOf(event.output), pollFailures: 0 }),
              },
            ],
            onError: [
              RETRY_POLL,
              {
                target: '#numberBulk.failed',
                actions: { type: 'fail', params: ({ event }) => ({ step: 'poll', error: event.error }) },
              },
            ],
          },
        },
      },
    },
    collecting: {
      tags: ['busy'],
      invoke: {
        id: 'collect',
        src: 'collect',
        input: ({ context }) => ({ taskId: context.taskId! }),
        onDone: { target: 'results', actions: assign({ results: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => ({ step: 'collect', error: event.error }) },
        },
      },
    },
    results: {
      tags: ['done'],
      on: {
        RETRY_FAILED: { guard: 'hasFailedRows', target: 'retrying' },
        CLOSE: { target: 'idle', actions: assign({ ...CLEARED }) },
      },
    },
    retrying: {
      tags: ['busy'],
      invoke: {
        id: 'retry',
        src: 'retry',
        input: ({ context }) => ({ taskId: context.taskId! }),
        onDone: { target: 'running', actions: assign({ results: [], outcome: undefined, pollFailures: 0 }) },
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => ({ step: 'retry', error: event.error }) },
        },
      },
    },
    failed: {
      tags: ['failed'],
      on: {
        RETRY: [
          { guard: { type: 'failedAt', params: 'dryRun' }, target: 'dryRunning' },
          { guard: { type: 'failedAt', params: 'start' }, target: 'starting' },
          { guard: { type: 'failedAt', params: 'retry' }, target: 'retrying' },
          // A poll or the results: ask the task again.
          { target: 'running', actions: assign({ pollFailures: 0 }) },
        ],
        // Before a task exists the change can still be changed; after, only closed or retried.
        BACK: {
          guard: 'beforeTask',
          target: 'choosing',
          actions: assign({ failedStep: undefined, error: undefined }),
        },
        CLOSE: { target: 'idle', actions: assign({ ...CLEARED }) },
      },
    },
  },
});
