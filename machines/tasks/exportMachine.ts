// An export (RPT-02, REC-02; the design card's export polling): start it with what to export,
// poll its status at a named interval until the platform gives the file's location (ready), says
// it failed, or says someone cancelled it; a person may cancel from every waiting state (a cancel
// asked for while the start is under way is remembered and sent once the export's id is known).
// Every call is an actor the page provides, so one machine serves every export button: reports
// as CSV or PDF, recordings as a zip. Each state carries the phase the views show as a tag
// (EXPORT_PHASES). The request's type is the page's (`exportMachineFor<ReportRequest>()`).
import { assign, fromPromise, setup } from 'xstate';
import { mayRetryPoll, oneMorePollFailure, RETRY_POLL, WAIT_THEN_POLL } from './polling';

export { MAX_POLL_FAILURES } from './polling';

/** How far the work has gone, when the platform says. */
export interface ExportProgress {
  done: number;
  total: number;
}

/** What a poll answers, as the page's `poll` actor maps its family's status call to it. */
export type ExportStatus =
  | ({ state: 'running' } & Partial<ExportProgress>)
  | { state: 'ready'; url: string; fileName?: string }
  | { state: 'failed'; reason?: string }
  | { state: 'cancelled' };

export interface ExportContext<Request = unknown> {
  /** What to export, kept for Try again. */
  request?: Request;
  exportId?: string;
  progress?: ExportProgress;
  /** Ready: where the file is, and the name to save it under. */
  url?: string;
  fileName?: string;
  /** Failed: the platform's words, when it gave any. */
  reason?: string;
  /** Failed: the refusal or failure of a call (the start, the polls). */
  error?: unknown;
  pollFailures: number;
  /** A cancel asked for while the start was under way. */
  cancelWanted: boolean;
}

export type ExportEvent<Request = unknown> =
  | { type: 'export.start'; request: Request }
  | { type: 'export.cancel' }
  | { type: 'export.retry' }
  | { type: 'export.reset' };

/** The phases as the views show them: each is a tag of the states that mean it. */
export const EXPORT_PHASES = [
  'idle',
  'starting',
  'running',
  'cancelling',
  'ready',
  'failed',
  'cancelled',
] as const;
export type ExportPhase = (typeof EXPORT_PHASES)[number];

const CLEARED = {
  exportId: undefined,
  progress: undefined,
  url: undefined,
  fileName: undefined,
  reason: undefined,
  error: undefined,
  pollFailures: 0,
  cancelWanted: false,
};

export const exportMachineFor = <Request = unknown>() =>
  setup({
    types: {
      context: {} as ExportContext<Request>,
      events: {} as ExportEvent<Request>,
      /** busy: a call is under way or the export runs; and the phase (EXPORT_PHASES). */
      tags: {} as ExportPhase | 'busy',
    },
    actors: {
      start: fromPromise<{ exportId: string }, { request: Request | undefined }>(async () => {
        throw new Error('start not provided');
      }),
      poll: fromPromise<ExportStatus, { exportId: string }>(async () => {
        throw new Error('poll not provided');
      }),
      cancel: fromPromise<unknown, { exportId: string }>(async () => {
        throw new Error('cancel not provided');
      }),
    },
    delays: { pollInterval: 1000 },
    guards: {
      cancelWanted: ({ context }) => context.cancelWanted,
      isReady: (_, s: ExportStatus) => s.state === 'ready',
      isFailed: (_, s: ExportStatus) => s.state === 'failed',
      isCancelled: (_, s: ExportStatus) => s.state === 'cancelled',
      mayRetryPoll,
    },
    actions: {
      countPollFailure: assign({ pollFailures: oneMorePollFailure }),
      clear: assign(CLEARED),
      keepId: assign({ exportId: (_, p: { exportId: string }) => p.exportId }),
      keepProgress: assign({
        pollFailures: 0,
        progress: ({ context }, s: ExportStatus) =>
          s.state === 'running' && s.done !== undefined && s.total !== undefined
            ? { done: s.done, total: s.total }
            : context.progress,
      }),
    },
  }).createMachine({
    id: 'export',
    context: { ...CLEARED },
    initial: 'idle',
    states: {
      idle: {
        tags: ['idle'],
        on: {
          'export.start': {
            target: 'starting',
            actions: ['clear', assign({ request: ({ event }) => event.request })],
          },
        },
      },
      starting: {
        tags: ['busy', 'starting'],
        on: { 'export.cancel': { actions: assign({ cancelWanted: true }) } },
        invoke: {
          id: 'start',
          src: 'start',
          input: ({ context }) => ({ request: context.request }),
          onDone: [
            {
              guard: 'cancelWanted',
              target: 'cancelling',
              actions: { type: 'keepId', params: ({ event }) => event.output },
            },
            { target: 'running', actions: { type: 'keepId', params: ({ event }) => event.output } },
          ],
          onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        },
      },
      running: {
        tags: ['busy', 'running'],
        initial: 'waiting',
        on: { 'export.cancel': 'cancelling' },
        states: {
          waiting: WAIT_THEN_POLL,
          checking: {
            invoke: {
              id: 'poll',
              src: 'poll',
              input: ({ context }) => ({ exportId: context.exportId! }),
              onDone: [
                {
                  guard: { type: 'isReady', params: ({ event }) => event.output },
                  target: '#export.ready',
                  actions: assign(({ event }) =>
                    event.output.state === 'ready'
                      ? { url: event.output.url, fileName: event.output.fileName }
                      : {},
                  ),
                },
                {
                  guard: { type: 'isFailed', params: ({ event }) => event.output },
                  target: '#export.failed',
                  actions: assign({
                    reason: ({ event }) =>
                      event.output.state === 'failed' ? event.output.reason : undefined,
                  }),
                },
                {
                  guard: { type: 'isCancelled', params: ({ event }) => event.output },
                  target: '#export.cancelled',
                },
                { target: 'waiting', actions: { type: 'keepProgress', params: ({ event }) => event.output } },
              ],
              onError: [
                RETRY_POLL,
                { target: '#export.failed', actions: assign({ error: ({ event }) => event.error }) },
              ],
            },
          },
        },
      },
      cancelling: {
        tags: ['busy', 'cancelling'],
        invoke: {
          id: 'cancel',
          src: 'cancel',
          input: ({ context }) => ({ exportId: context.exportId! }),
          onDone: 'cancelled',
          // Refused: it finished (or failed) meanwhile; the next poll says which.
          onError: 'running',
        },
      },
      ready: {
        tags: ['ready'],
        on: {
          'export.reset': { target: 'idle', actions: 'clear' },
          'export.start': {
            target: 'starting',
            actions: ['clear', assign({ request: ({ event }) => event.request })],
          },
        },
      },
      failed: {
        tags: ['failed'],
        on: {
          'export.retry': { target: 'starting', actions: 'clear' },
          'export.reset': { target: 'idle', actions: 'clear' },
        },
      },
      cancelled: {
        tags: ['cancelled'],
        on: {
          'export.retry': { target: 'starting', actions: 'clear' },
          'export.reset': { target: 'idle', actions: 'clear' },
        },
      },
    },
  });

/** The machine the registry, the gallery and the path tests walk. */
export const exportMachine = exportMachineFor();
