// Generated paths through the recording machine, checked against its spec table; then the flow
// with fake actors and fake timers: polls at the interval, the time-out on the input's clock,
// cancels during the start and after the recording was saved.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventObject, fromPromise } from 'xstate';
import { type MachinePath, replayPath } from '../../machines/graph/paths';
import { MAX_POLL_FAILURES, recordingMachine } from '../../machines/tasks/recordingMachine';
import {
  RECORDING_GREETING,
  RECORDING_MODEL_NOW,
  recordingModel,
} from '../../machines/tasks/recordingMachine.model';
import type { RecordingStatus } from '../../src/domain/schemas/callHandling/greeting';
import { checkGeneratedPaths, type Outcome } from '../support/pathSpec';

const CLEARED = {
  ticketId: undefined,
  startedAt: undefined,
  greeting: undefined,
  reason: undefined,
  error: undefined,
  pollFailures: 0,
  cancelWanted: false,
};

const value = (v: unknown) => JSON.stringify(v);

/** CALL-03's recording by phone as a table: start, poll until ready, failed or cancelled, time out, cancel. */
function next(before: AnyMachineSnapshot, event: EventObject): Outcome | 'ignored' {
  const c = before.context;
  const e = event as EventObject & { phoneNumber?: string; output?: RecordingStatus; error?: unknown };
  const at = value(before.value);
  const polling = at.startsWith('{"polling"');
  const starting = (phoneNumber: string): Outcome => ({
    value: 'starting',
    context: { ...CLEARED, phoneNumber },
    invoked: { start: { phoneNumber } },
  });
  const cancelling: Outcome = {
    value: 'cancelling',
    context: { ticketId: c.ticketId },
    invoked: { cancel: { ticketId: c.ticketId } },
  };
  if (polling && e.type === 'record.cancel') return cancelling;
  if (polling && e.type === 'xstate.after.giveUp.recording.polling')
    return {
      value: 'timingOut',
      context: { ticketId: c.ticketId },
      invoked: { cancel: { ticketId: c.ticketId } },
    };
  switch (`${at} ${e.type}`) {
    case '"idle" record.start':
      return starting(e.phoneNumber!);
    case '"starting" record.cancel':
      // Remembered: there is no ticket to cancel yet.
      return { value: 'starting', context: { cancelWanted: true, ticketId: undefined } };
    case '"starting" xstate.done.actor.start': {
      const ticket = { ticketId: e.output!.ticketId, startedAt: RECORDING_MODEL_NOW };
      if (c.cancelWanted)
        return {
          value: 'cancelling',
          context: ticket,
          invoked: { cancel: { ticketId: e.output!.ticketId } },
        };
      return { value: { polling: 'waiting' }, context: ticket };
    }
    case '"starting" xstate.error.actor.start':
      return { value: 'failed', context: { error: e.error, ticketId: undefined } };
    case '{"polling":"waiting"} xstate.after.pollInterval.recording.polling.waiting':
      return { value: { polling: 'checking' }, invoked: { poll: { ticketId: c.ticketId } } };
    case '{"polling":"checking"} xstate.done.actor.poll':
      switch (e.output!.status) {
        case 'ready':
          return { value: 'ready', context: { greeting: e.output!.greeting, ticketId: c.ticketId } };
        case 'failed':
          return { value: 'failed', context: { reason: e.output!.reason, error: undefined } };
        case 'cancelled':
          return { value: 'cancelled', context: { greeting: undefined } };
        default:
          return { value: { polling: 'waiting' }, context: { pollFailures: 0 } };
      }
    case '{"polling":"checking"} xstate.error.actor.poll':
      // A blip is retried; the third failure in a row fails the recording.
      if (c.pollFailures + 1 < 3)
        return { value: { polling: 'waiting' }, context: { pollFailures: c.pollFailures + 1 } };
      return { value: 'failed', context: { error: e.error, pollFailures: c.pollFailures } };
    case '"cancelling" xstate.done.actor.cancel':
      return { value: 'cancelled', context: { ticketId: c.ticketId } };
    case '"cancelling" xstate.error.actor.cancel':
      // Refused (saved meanwhile): back to polling, which will say so.
      return { value: { polling: 'waiting' }, context: { ticketId: c.ticketId, startedAt: c.startedAt } };
    case '"timingOut" xstate.done.actor.cancel':
    case '"timingOut" xstate.error.actor.cancel':
      return { value: 'timedOut', context: { ticketId: c.ticketId } };
    case '"failed" record.retry':
    case '"timedOut" record.retry':
    case '"cancelled" record.retry':
      return starting(c.phoneNumber);
    case '"ready" record.reset':
    case '"failed" record.reset':
    case '"timedOut" record.reset':
    case '"cancelled" record.reset':
      return { value: 'idle', context: { ...CLEARED, phoneNumber: c.phoneNumber } };
    default:
      return 'ignored';
  }
}

checkGeneratedPaths({
  machine: recordingMachine,
  model: recordingModel,
  requirements: ['CALL-03'],
  initial: { value: 'idle', context: { ...CLEARED, phoneNumber: '', timeoutMs: 120_000 } },
  // The views read the phase from these tags, never from the state's name.
  tags: {
    idle: ['idle'],
    starting: ['busy', 'calling'],
    polling: ['busy', 'calling'],
    cancelling: ['busy', 'cancelling'],
    timingOut: ['busy', 'cancelling'],
    ready: ['ready'],
    failed: ['failed'],
    timedOut: ['timedOut'],
    cancelled: ['cancelled'],
  },
  next,
});

const path = (...events: EventObject[]): MachinePath => ({
  name: events.map((e) => e.type).join(' → '),
  steps: events.map((event) => ({ event, value: undefined })),
});
const ev = (type: string, extra: Record<string, unknown> = {}) => ({ type, ...extra }) as EventObject;
const status = (s: RecordingStatus['status'], extra: Partial<RecordingStatus> = {}): RecordingStatus => ({
  ticketId: 42,
  recordId: 42,
  accountId: 3,
  status: s,
  ownerKind: 'callQueue',
  ownerId: 12,
  greetingKey: 'main',
  phoneNumber: '+14155550142',
  startedAt: '2026-11-21T10:00:00.000Z',
  greeting: null,
  reason: null,
  ...extra,
});

describe('recording machine: the flow, step by step', () => {
  it(`CALL-03 ${MAX_POLL_FAILURES} failed polls in a row fail the recording; fewer are retried, and a poll that answers resets the count`, () => {
    const fail = ev('xstate.error.actor.poll', { error: { message: 'Failed to fetch' } });
    const tick = ev('xstate.after.pollInterval.recording.polling.waiting');
    const started = [
      ev('record.start', { phoneNumber: '+14155550142' }),
      ev('xstate.done.actor.start', { output: status('calling') }),
    ];
    const r = replayPath(recordingMachine, recordingModel, path(...started, tick, fail, tick, fail, tick));
    r.actor.send(ev('xstate.done.actor.poll', { output: status('calling') }));
    expect(r.actor.getSnapshot().context.pollFailures).toBe(0);
    for (let i = 0; i < MAX_POLL_FAILURES - 1; i++) {
      r.actor.send(tick);
      r.actor.send(fail);
    }
    expect(r.actor.getSnapshot().hasTag('calling')).toBe(true);
    r.actor.send(tick);
    r.actor.send(fail);
    expect(r.actor.getSnapshot().hasTag('failed')).toBe(true);
    r.actor.stop();
  });
});

describe('recording machine with fake actors and timers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-11-21T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const run = (
    poll: (n: number) => RecordingStatus,
    opts: {
      timeoutMs?: number;
      cancel?: () => Promise<unknown>;
      start?: () => Promise<{ ticketId: number }>;
    } = {},
  ) => {
    const calls = { polls: [] as number[], cancels: [] as number[] };
    const actor = createActor(
      recordingMachine.provide({
        actors: {
          start: fromPromise(opts.start ?? (async () => ({ ticketId: 42 }))),
          poll: fromPromise(async ({ input }) => {
            calls.polls.push(input.ticketId);
            return poll(calls.polls.length);
          }),
          cancel: fromPromise(async ({ input }) => {
            calls.cancels.push(input.ticketId);
            return opts.cancel ? opts.cancel() : status('cancelled');
          }),
        },
      }),
      // The machine's time is the input's clock: here the fake one.
      { input: { now: () => Date.now(), timeoutMs: opts.timeoutMs } },
    ).start();
    return { actor, calls };
  };

  it('CALL-03 polls by ticket id every 2 seconds until the recording is ready, and keeps the greeting it became', async () => {
    const { actor, calls } = run((n) =>
      n < 3 ? status('calling') : status('ready', { greeting: { ...RECORDING_GREETING, greetingId: 99 } }),
    );
    actor.send({ type: 'record.start', phoneNumber: '+14155550142' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('calling')).toBe(true);
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls.polls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.polls).toEqual([42]);
    await vi.advanceTimersByTimeAsync(4000);
    expect(calls.polls).toEqual([42, 42, 42]);
    const snap = actor.getSnapshot();
    expect(snap.hasTag('ready')).toBe(true);
    expect(snap.context.greeting?.greetingId).toBe(99);
    expect(calls.cancels).toEqual([]);
    actor.stop();
  });

  it('CALL-03 a recording still calling when the time is up is given up on the input’s clock, and its call ended', async () => {
    const { actor, calls } = run(() => status('calling'), { timeoutMs: 10_000 });
    actor.send({ type: 'record.start', phoneNumber: '+14155550142' });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(actor.getSnapshot().hasTag('calling')).toBe(true);
    expect(calls.cancels).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.cancels).toEqual([42]);
    expect(actor.getSnapshot().hasTag('timedOut')).toBe(true);
    // Retry calls the same number again.
    actor.send({ type: 'record.retry' });
    expect(actor.getSnapshot().context.phoneNumber).toBe('+14155550142');
    expect(actor.getSnapshot().hasTag('calling')).toBe(true);
    actor.stop();
  });

  it('CALL-03 the default time-out is 2 minutes from the start', async () => {
    const { actor, calls } = run(() => status('calling'));
    actor.send({ type: 'record.start', phoneNumber: '+14155550142' });
    await vi.advanceTimersByTimeAsync(119_999);
    expect(calls.cancels).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.cancels).toEqual([42]);
    actor.stop();
  });

  it('CALL-03 a cancel asked for during the start is sent as soon as the ticket is known', async () => {
    let answer!: (t: { ticketId: number }) => void;
    const { actor, calls } = run(() => status('calling'), {
      start: () => new Promise((resolve) => (answer = resolve)),
    });
    actor.send({ type: 'record.start', phoneNumber: '+14155550142' });
    actor.send({ type: 'record.cancel' });
    expect(calls.cancels).toEqual([]);
    answer({ ticketId: 42 });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.cancels).toEqual([42]);
    expect(actor.getSnapshot().hasTag('cancelled')).toBe(true);
    expect(calls.polls).toEqual([]);
    actor.stop();
  });

  it('CALL-03 a cancel the platform refuses (the recording was saved meanwhile) goes back to polling, which finds it ready', async () => {
    const { actor, calls } = run(
      (n) => (n < 2 ? status('calling') : status('ready', { greeting: { ...RECORDING_GREETING } })),
      {
        cancel: async () => {
          throw { status: 409, code: 'recording_ready' };
        },
      },
    );
    actor.send({ type: 'record.start', phoneNumber: '+14155550142' });
    await vi.advanceTimersByTimeAsync(2000);
    actor.send({ type: 'record.cancel' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.cancels).toEqual([42]);
    expect(actor.getSnapshot().hasTag('calling')).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    actor.stop();
  });
});
