// Generated paths through the export machine, checked against its spec table; then the flow with
// fake actors and fake timers: polls at the interval with progress, the file's location when
// ready, cancels during the start and after the export finished, and Try again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventObject, fromPromise } from 'xstate';
import { type ExportStatus, exportMachine, exportMachineFor } from '../../machines/tasks/exportMachine';
import { EXPORT_REQUEST, exportModel } from '../../machines/tasks/exportMachine.model';
import { checkGeneratedPaths, type Outcome } from '../support/pathSpec';

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

const value = (v: unknown) => JSON.stringify(v);

/** RPT-02's export as a table: start, poll for the report's location, fail, cancel, try again. */
function next(before: AnyMachineSnapshot, event: EventObject): Outcome | 'ignored' {
  const c = before.context;
  const e = event as EventObject & {
    request?: unknown;
    output?: ExportStatus & { exportId?: string };
    error?: unknown;
  };
  const at = value(before.value);
  const running = at.startsWith('{"running"');
  const starting = (request: unknown): Outcome => ({
    value: 'starting',
    context: { ...CLEARED, request },
    invoked: { start: { request } },
  });
  if (running && e.type === 'export.cancel')
    return {
      value: 'cancelling',
      context: { exportId: c.exportId },
      invoked: { cancel: { exportId: c.exportId } },
    };
  switch (`${at} ${e.type}`) {
    case '"idle" export.start':
    case '"ready" export.start':
      return starting(e.request);
    case '"starting" export.cancel':
      // Remembered: there is no export to cancel yet.
      return { value: 'starting', context: { cancelWanted: true, exportId: undefined } };
    case '"starting" xstate.done.actor.start': {
      const exportId = e.output!.exportId;
      if (c.cancelWanted)
        return { value: 'cancelling', context: { exportId }, invoked: { cancel: { exportId } } };
      return { value: { running: 'waiting' }, context: { exportId } };
    }
    case '"starting" xstate.error.actor.start':
      return { value: 'failed', context: { error: e.error, exportId: undefined } };
    case '{"running":"waiting"} xstate.after.pollInterval.export.running.waiting':
      return { value: { running: 'checking' }, invoked: { poll: { exportId: c.exportId } } };
    case '{"running":"checking"} xstate.done.actor.poll': {
      const s = e.output!;
      if (s.state === 'ready') return { value: 'ready', context: { url: s.url, fileName: s.fileName } };
      if (s.state === 'failed') return { value: 'failed', context: { reason: s.reason, error: undefined } };
      if (s.state === 'cancelled') return { value: 'cancelled', context: { url: undefined } };
      // Still running: the progress when the platform gives it, else the last one known.
      const progress =
        s.done !== undefined && s.total !== undefined ? { done: s.done, total: s.total } : c.progress;
      return { value: { running: 'waiting' }, context: { pollFailures: 0, progress } };
    }
    case '{"running":"checking"} xstate.error.actor.poll':
      // A blip is retried; the third failure in a row fails the export.
      if (c.pollFailures + 1 < 3)
        return { value: { running: 'waiting' }, context: { pollFailures: c.pollFailures + 1 } };
      return { value: 'failed', context: { error: e.error, pollFailures: c.pollFailures } };
    case '"cancelling" xstate.done.actor.cancel':
      return { value: 'cancelled', context: { exportId: c.exportId } };
    case '"cancelling" xstate.error.actor.cancel':
      // Refused (finished meanwhile): back to polling, which will say so.
      return { value: { running: 'waiting' }, context: { exportId: c.exportId } };
    case '"failed" export.retry':
    case '"cancelled" export.retry':
      return starting(c.request);
    case '"ready" export.reset':
    case '"failed" export.reset':
    case '"cancelled" export.reset':
      return { value: 'idle', context: { ...CLEARED, request: c.request } };
    default:
      return 'ignored';
  }
}

checkGeneratedPaths({
  machine: exportMachine,
  model: exportModel,
  requirements: ['RPT-02'],
  initial: { value: 'idle', context: { ...CLEARED } },
  // The views read the phase from these tags, never from the state's name.
  tags: {
    idle: ['idle'],
    starting: ['busy', 'starting'],
    running: ['busy', 'running'],
    cancelling: ['busy', 'cancelling'],
    ready: ['ready'],
    failed: ['failed'],
    cancelled: ['cancelled'],
  },
  next,
});

describe('export machine with fake actors and timers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const run = (
    poll: (n: number) => ExportStatus,
    opts: { cancel?: () => Promise<unknown>; start?: () => Promise<{ exportId: string }> } = {},
  ) => {
    const calls = { starts: [] as unknown[], polls: [] as string[], cancels: [] as string[] };
    const machine = exportMachineFor<typeof EXPORT_REQUEST>();
    const actor = createActor(
      machine.provide({
        actors: {
          start: fromPromise(async ({ input }) => {
            calls.starts.push(input.request);
            return opts.start ? opts.start() : { exportId: 'e-42' };
          }),
          poll: fromPromise(async ({ input }) => {
            calls.polls.push(input.exportId);
            return poll(calls.polls.length);
          }),
          cancel: fromPromise(async ({ input }) => {
            calls.cancels.push(input.exportId);
            return opts.cancel ? opts.cancel() : {};
          }),
        },
      }),
    ).start();
    return { actor, calls };
  };

  it('RPT-02 an export is started, then polled by its id every second with its progress, until the report’s location is given', async () => {
    const { actor, calls } = run((n) =>
      n < 3
        ? { state: 'running', done: n * 30, total: 100 }
        : { state: 'ready', url: '/x/e-42', fileName: 'r.csv' },
    );
    actor.send({ type: 'export.start', request: EXPORT_REQUEST });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.starts).toEqual([EXPORT_REQUEST]);
    expect(actor.getSnapshot().hasTag('running')).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls.polls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.polls).toEqual(['e-42']);
    expect(actor.getSnapshot().context.progress).toEqual({ done: 30, total: 100 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.progress).toEqual({ done: 60, total: 100 });
    await vi.advanceTimersByTimeAsync(1000);
    const snap = actor.getSnapshot();
    expect(snap.hasTag('ready')).toBe(true);
    expect(snap.context.url).toBe('/x/e-42');
    expect(snap.context.fileName).toBe('r.csv');
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls.polls).toHaveLength(3);
    actor.stop();
  });

  it('RPT-02 a cancel asked for during the start is sent as soon as the export’s id is known, and nothing is polled', async () => {
    let answer!: (t: { exportId: string }) => void;
    const { actor, calls } = run(() => ({ state: 'running' }), {
      start: () => new Promise((resolve) => (answer = resolve)),
    });
    actor.send({ type: 'export.start', request: EXPORT_REQUEST });
    actor.send({ type: 'export.cancel' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.cancels).toEqual([]);
    answer({ exportId: 'e-9' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.cancels).toEqual(['e-9']);
    expect(actor.getSnapshot().hasTag('cancelled')).toBe(true);
    expect(calls.polls).toEqual([]);
    actor.stop();
  });

  it('RPT-02 a cancel the platform refuses (the export finished meanwhile) goes back to polling, which finds it ready', async () => {
    const { actor, calls } = run((n) => (n < 2 ? { state: 'running' } : { state: 'ready', url: '/x/e-42' }), {
      cancel: async () => {
        throw { status: 409 };
      },
    });
    actor.send({ type: 'export.start', request: EXPORT_REQUEST });
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: 'export.cancel' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.cancels).toEqual(['e-42']);
    expect(actor.getSnapshot().hasTag('running')).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    actor.stop();
  });

  it('RPT-02 a failed export says why, and Try again starts the same export anew', async () => {
    const { actor, calls } = run((n) =>
      n === 1 ? { state: 'failed', reason: 'Too many rows.' } : { state: 'ready', url: '/x/e-42' },
    );
    actor.send({ type: 'export.start', request: EXPORT_REQUEST });
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context.reason).toBe('Too many rows.');
    actor.send({ type: 'export.retry' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.starts).toEqual([EXPORT_REQUEST, EXPORT_REQUEST]);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context.reason).toBeUndefined();
    actor.stop();
  });
});
