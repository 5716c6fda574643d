// A bulk task (the design card's bulk task polling): prepare the rows (a CSV's valid rows with
// its per-row problems, or the users chosen for a password reset or a welcome e-mail), preview,
// confirm, start a server job, poll it by task id with progress, then collect per-row outcomes.
// Rows that fail are reported, the rest are kept. Every side effect is an injected actor.
// The rows' type is the caller's (`bulkTaskMachineFor<ImportUser>()`); each state carries the
// phase the views show as a tag (BULK_PHASES), so no caller reads a state's name.
import { assign, fromPromise, setup } from 'xstate';
import { mayRetryPoll, oneMorePollFailure, RETRY_POLL, WAIT_THEN_POLL } from './polling';

export { MAX_POLL_FAILURES } from './polling';

/** A row the portal refused before sending (e.g. a CSV row with a bad e-mail). */
export interface RowIssue {
  rowNumber: number;
  message: string;
  /** What the row said, for the result download. */
  input?: Record<string, string>;
}

export interface BulkProgress {
  total: number;
  processed: number;
  succeeded: number;
  failed: number;
}

export interface TaskSnapshot extends BulkProgress {
  taskId: number;
  status: 'queued' | 'running' | 'done' | 'partial' | 'failed';
}

export interface OutcomeRow {
  rowNumber: number;
  status: 'ok' | 'error';
  message: string | null;
  /** What the row is about, by the task's kind: the user or the device made or acted on. */
  subjectId?: number | null;
}

export interface BulkTaskContext<Item = unknown> {
  items: Item[];
  issues: RowIssue[];
  taskId?: number;
  progress: BulkProgress;
  /** The platform's verdict on the job: done, partial or failed. */
  outcome?: TaskSnapshot['status'];
  /** Per-row outcomes: the server's rows and the rows refused before sending, by row number. */
  results: OutcomeRow[];
  error?: unknown;
  pollFailures: number;
}

export type BulkTaskEvent<Item = unknown> =
  | { type: 'bulk.prepared'; items: Item[]; issues: RowIssue[] }
  | { type: 'bulk.confirm' }
  | { type: 'bulk.cancel' }
  | { type: 'bulk.reset' };

const EMPTY: BulkProgress = { total: 0, processed: 0, succeeded: 0, failed: 0 };
const finished = (s: TaskSnapshot) => s.status === 'done' || s.status === 'partial' || s.status === 'failed';

/** The phases of a task as the views show them: each is a tag of the state it names. */
export const BULK_PHASES = [
  'idle',
  'preview',
  'starting',
  'running',
  'collecting',
  'done',
  'failed',
] as const;
export type BulkPhase = (typeof BULK_PHASES)[number];

export const bulkTaskMachineFor = <Item = unknown>() =>
  setup({
    types: {
      context: {} as BulkTaskContext<Item>,
      events: {} as BulkTaskEvent<Item>,
      /** busy: a call is under way; and the phase (BULK_PHASES). */
      tags: {} as BulkPhase | 'busy',
    },
    actors: {
      start: fromPromise<{ taskId: number }, { items: Item[] }>(async () => {
        throw new Error('start not provided');
      }),
      poll: fromPromise<TaskSnapshot, { taskId: number }>(async () => {
        throw new Error('poll not provided');
      }),
      collect: fromPromise<OutcomeRow[], { taskId: number }>(async () => {
        throw new Error('collect not provided');
      }),
    },
    delays: {
      pollInterval: 1000,
    },
    guards: {
      hasItems: ({ context }) => context.items.length > 0,
      isFinished: (_, output: TaskSnapshot) => finished(output),
      mayRetryPoll,
    },
    actions: {
      countPollFailure: assign({ pollFailures: oneMorePollFailure }),
      keepRows: assign({
        items: (_, p: { items: Item[]; issues: RowIssue[] }) => p.items,
        issues: (_, p: { items: Item[]; issues: RowIssue[] }) => p.issues,
      }),
      clear: assign({
        items: [],
        issues: [],
        taskId: undefined,
        progress: EMPTY,
        outcome: undefined,
        results: [],
        error: undefined,
        pollFailures: 0,
      }),
    },
  }).createMachine({
    id: 'bulkTask',
    context: { items: [], issues: [], progress: EMPTY, results: [], pollFailures: 0 },
    initial: 'idle',
    states: {
      idle: {
        tags: ['idle'],
        on: {
          'bulk.prepared': {
            target: 'preview',
            actions: { type: 'keepRows', params: ({ event }) => event },
          },
        },
      },
      preview: {
        tags: ['preview'],
        on: {
          'bulk.prepared': {
            target: 'preview',
            actions: { type: 'keepRows', params: ({ event }) => event },
          },
          'bulk.confirm': { guard: 'hasItems', target: 'starting' },
          'bulk.cancel': { target: 'idle', actions: 'clear' },
        },
      },
      starting: {
        tags: ['busy', 'starting'],
        invoke: {
          id: 'start',
          src: 'start',
          input: ({ context }) => ({ items: context.items }),
          onDone: {
            target: 'running',
            actions: assign({
              taskId: ({ event }) => event.output.taskId,
              progress: ({ context }) => ({ ...EMPTY, total: context.items.length }),
            }),
          },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
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
                  target: '#bulkTask.collecting',
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
                { target: '#bulkTask.failed', actions: assign({ error: ({ event }) => event.error }) },
              ],
            },
          },
        },
      },
      collecting: {
        tags: ['busy', 'collecting'],
        invoke: {
          id: 'collect',
          src: 'collect',
          input: ({ context }) => ({ taskId: context.taskId! }),
          onDone: {
            target: 'done',
            actions: assign({
              results: ({ context, event }) =>
                [
                  ...event.output,
                  ...context.issues.map((i) => ({
                    rowNumber: i.rowNumber,
                    status: 'error' as const,
                    message: i.message,
                  })),
                ].sort((a, b) => a.rowNumber - b.rowNumber),
            }),
          },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        },
      },
      done: { tags: ['done'], on: { 'bulk.reset': { target: 'idle', actions: 'clear' } } },
      failed: { tags: ['failed'], on: { 'bulk.reset': { target: 'idle', actions: 'clear' } } },
    },
  });

export const bulkTaskMachine = bulkTaskMachineFor();

function progressOf(s: TaskSnapshot): BulkProgress {
  return { total: s.total, processed: s.processed, succeeded: s.succeeded, failed: s.failed };
}

/** What the result says: rows created (or acted on) and rows reported, with the refused ones. */
export function summaryOf(context: BulkTaskContext<unknown>) {
  return {
    succeeded: context.progress.succeeded,
    reported: context.progress.failed + context.issues.length,
  };
}
