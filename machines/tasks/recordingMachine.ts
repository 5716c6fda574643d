// Recording a greeting by phone (CALL-03, decision 0096): start the call with the number to ring,
// poll the recording by its ticket at a named interval until it is ready (the greeting it
// became), failed or cancelled, and give up after `timeoutMs` on the input's clock by cancelling
// the call. A person may cancel from every waiting state: while the start is under way the cancel
// is remembered and sent once the ticket is known. Every call is an actor the page provides;
// each state carries the phase the views show as a tag (RECORDING_PHASES).
import { assign, fromPromise, setup } from 'xstate';
import type { GreetingInfo, RecordingStatus } from '../../src/domain/schemas/callHandling/greeting';
import { type Clock, systemClock } from '../clock';
import { mayRetryPoll, oneMorePollFailure, RETRY_POLL, WAIT_THEN_POLL } from './polling';

export { MAX_POLL_FAILURES } from './polling';

/** How long a recording may stay calling before the portal ends the call: 2 minutes. */
export const RECORDING_TIMEOUT_MS = 2 * 60 * 1000;

export interface RecordingInput {
  now?: Clock;
  timeoutMs?: number;
}

export interface RecordingContext {
  now: Clock;
  timeoutMs: number;
  /** The number the platform calls. */
  phoneNumber: string;
  ticketId?: number;
  /** When the ticket was answered, on the input's clock. */
  startedAt?: number;
  /** Ready: the greeting the recording became. */
  greeting?: GreetingInfo;
  /** Failed: the platform's words, when it gave any. */
  reason?: string;
  /** Failed: the refusal or failure of a call (the start, the polls). */
  error?: unknown;
  pollFailures: number;
  /** A cancel asked for while the start was under way. */
  cancelWanted: boolean;
}

export type RecordingEvent =
  | { type: 'record.start'; phoneNumber: string }
  | { type: 'record.cancel' }
  | { type: 'record.retry' }
  | { type: 'record.reset' };

/** The phases as the views show them: each is a tag of the state it names. */
export const RECORDING_PHASES = [
  'idle',
  'calling',
  'cancelling',
  'ready',
  'failed',
  'timedOut',
  'cancelled',
] as const;
export type RecordingPhase = (typeof RECORDING_PHASES)[number];

const CLEARED = {
  ticketId: undefined,
  startedAt: undefined,
  greeting: undefined,
  reason: undefined,
  error: undefined,
  pollFailures: 0,
  cancelWanted: false,
};

export const recordingMachine = setup({
  types: {
    context: {} as RecordingContext,
    events: {} as RecordingEvent,
    input: {} as RecordingInput,
    /** busy: a call is under way; and the phase (RECORDING_PHASES). */
    tags: {} as RecordingPhase | 'busy',
  },
  actors: {
    start: fromPromise<{ ticketId: number }, { phoneNumber: string }>(async () => {
      throw new Error('start not provided');
    }),
    poll: fromPromise<RecordingStatus, { ticketId: number }>(async () => {
      throw new Error('poll not provided');
    }),
    cancel: fromPromise<unknown, { ticketId: number }>(async () => {
      throw new Error('cancel not provided');
    }),
  },
  delays: {
    pollInterval: 2000,
    /** What is left of the time a recording may take, from its start. */
    giveUp: ({ context }) => Math.max(0, (context.startedAt ?? 0) + context.timeoutMs - context.now()),
  },
  guards: {
    cancelWanted: ({ context }) => context.cancelWanted,
    isReady: (_, s: RecordingStatus) => s.status === 'ready',
    isFailed: (_, s: RecordingStatus) => s.status === 'failed',
    isCancelled: (_, s: RecordingStatus) => s.status === 'cancelled',
    mayRetryPoll,
  },
  actions: {
    countPollFailure: assign({ pollFailures: oneMorePollFailure }),
    clear: assign(CLEARED),
    keepTicket: assign({
      ticketId: (_, p: { ticketId: number }) => p.ticketId,
      startedAt: ({ context }) => context.now(),
    }),
  },
}).createMachine({
  id: 'recording',
  context: ({ input }) => ({
    now: input.now ?? systemClock,
    timeoutMs: input.timeoutMs ?? RECORDING_TIMEOUT_MS,
    phoneNumber: '',
    ...CLEARED,
  }),
  initial: 'idle',
  states: {
    idle: {
      tags: ['idle'],
      on: {
        'record.start': {
          target: 'starting',
          actions: ['clear', assign({ phoneNumber: ({ event }) => event.phoneNumber })],
        },
      },
    },
    starting: {
      tags: ['busy', 'calling'],
      on: { 'record.cancel': { actions: assign({ cancelWanted: true }) } },
      invoke: {
        id: 'start',
        src: 'start',
        input: ({ context }) => ({ phoneNumber: context.phoneNumber }),
        onDone: [
          {
            guard: 'cancelWanted',
            target: 'cancelling',
            actions: { type: 'keepTicket', params: ({ event }) => event.output },
          },
          { target: 'polling', actions: { type: 'keepTicket', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    polling: {
      tags: ['busy', 'calling'],
      initial: 'waiting',
      after: { giveUp: 'timingOut' },
      on: { 'record.cancel': 'cancelling' },
      states: {
        waiting: WAIT_THEN_POLL,
        checking: {
          invoke: {
            id: 'poll',
            src: 'poll',
            input: ({ context }) => ({ ticketId: context.ticketId! }),
            onDone: [
              {
                guard: { type: 'isReady', params: ({ event }) => event.output },
                target: '#recording.ready',
                actions: assign({ greeting: ({ event }) => event.output.greeting ?? undefined }),
              },
              {
                guard: { type: 'isFailed', params: ({ event }) => event.output },
                target: '#recording.failed',
                actions: assign({ reason: ({ event }) => event.output.reason ?? undefined }),
              },
              {
                guard: { type: 'isCancelled', params: ({ event }) => event.output },
                target: '#recording.cancelled',
              },
              { target: 'waiting', actions: assign({ pollFailures: 0 }) },
            ],
            onError: [
              RETRY_POLL,
              { target: '#recording.failed', actions: assign({ error: ({ event }) => event.error }) },
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
        input: ({ context }) => ({ ticketId: context.ticketId! }),
        onDone: 'cancelled',
        // Refused: it was saved (or failed) meanwhile; the next poll says which.
        onError: 'polling',
      },
    },
    timingOut: {
      tags: ['busy', 'cancelling'],
      invoke: {
        id: 'cancel',
        src: 'cancel',
        input: ({ context }) => ({ ticketId: context.ticketId! }),
        onDone: 'timedOut',
        onError: 'timedOut',
      },
    },
    ready: { tags: ['ready'], on: { 'record.reset': { target: 'idle', actions: 'clear' } } },
    failed: {
      tags: ['failed'],
      on: {
        'record.retry': { target: 'starting', actions: 'clear' },
        'record.reset': { target: 'idle', actions: 'clear' },
      },
    },
    timedOut: {
      tags: ['timedOut'],
      on: {
        'record.retry': { target: 'starting', actions: 'clear' },
        'record.reset': { target: 'idle', actions: 'clear' },
      },
    },
    cancelled: {
      tags: ['cancelled'],
      on: {
        'record.retry': { target: 'starting', actions: 'clear' },
        'record.reset': { target: 'idle', actions: 'clear' },
      },
    },
  },
});
