// Generated paths through the bulk task machine (xstate/graph), replayed on a real actor; then
// the spec's flow step by step with fake actors and fake timers for the poll interval.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventObject, fromPromise } from 'xstate';
import { type MachinePath, replayPath } from '../../machines/graph/paths';
import {
  bulkTaskMachine,
  MAX_POLL_FAILURES,
  type OutcomeRow,
  type RowIssue,
  summaryOf,
  type TaskSnapshot,
} from '../../machines/tasks/bulkTaskMachine';
import { bulkTaskModel } from '../../machines/tasks/bulkTaskMachine.model';
import { checkGeneratedPaths, type Outcome } from '../support/pathSpec';

const path = (...events: EventObject[]): MachinePath => ({
  name: events.map((e) => e.type).join(' → '),
  steps: events.map((event) => ({ event, value: undefined })),
});
const ev = (type: string, extra: Record<string, unknown> = {}) => ({ type, ...extra }) as EventObject;
const tick = ev('xstate.after.pollInterval.bulkTask.running.waiting');
const prepared = ev('bulk.prepared', {
  items: [{ n: 1 }, { n: 2 }],
  issues: [{ rowNumber: 3, message: 'E-mail: Enter an e-mail address like name@example.com.' }],
});
const status = (s: TaskSnapshot['status'], processed: number): TaskSnapshot => ({
  taskId: 9,
  status: s,
  total: 2,
  processed,
  succeeded: processed,
  failed: 0,
});

const CLEARED = {
  items: [],
  issues: [],
  taskId: undefined,
  progress: { total: 0, processed: 0, succeeded: 0, failed: 0 },
  outcome: undefined,
  results: [],
  error: undefined,
  pollFailures: 0,
};
const FINISHED = ['done', 'partial', 'failed'];

/** USER-08's bulk flow as a table: preview, confirm, start, poll until finished, collect. */
function next(before: AnyMachineSnapshot, event: EventObject): Outcome | 'ignored' {
  const c = before.context;
  const e = event as EventObject & {
    items?: unknown[];
    issues?: RowIssue[];
    output?: TaskSnapshot & OutcomeRow[];
    error?: unknown;
  };
  const progressOf = (t: TaskSnapshot) => ({
    total: t.total,
    processed: t.processed,
    succeeded: t.succeeded,
    failed: t.failed,
  });
  switch (`${JSON.stringify(before.value)} ${e.type}`) {
    case '"idle" bulk.prepared':
    case '"preview" bulk.prepared':
      return { value: 'preview', context: { items: e.items, issues: e.issues } };
    case '"preview" bulk.confirm':
      // Nothing valid to send: the preview stays.
      if (c.items.length === 0) return 'ignored';
      return { value: 'starting', context: { items: c.items }, invoked: { start: { items: c.items } } };
    case '"preview" bulk.cancel':
    case '"done" bulk.reset':
    case '"failed" bulk.reset':
      return { value: 'idle', context: CLEARED };
    case '"starting" xstate.done.actor.start':
      return {
        value: { running: 'waiting' },
        context: {
          taskId: e.output!.taskId,
          progress: { total: c.items.length, processed: 0, succeeded: 0, failed: 0 },
        },
      };
    case '"starting" xstate.error.actor.start':
    case '"collecting" xstate.error.actor.collect':
      return { value: 'failed', context: { error: e.error } };
    case '{"running":"waiting"} xstate.after.pollInterval.bulkTask.running.waiting':
      return {
        value: { running: 'checking' },
        context: { taskId: c.taskId },
        invoked: { poll: { taskId: c.taskId } },
      };
    case '{"running":"checking"} xstate.done.actor.poll':
      if (FINISHED.includes(e.output!.status))
        return {
          value: 'collecting',
          context: { progress: progressOf(e.output!), outcome: e.output!.status, pollFailures: 0 },
          invoked: { collect: { taskId: c.taskId } },
        };
      return {
        value: { running: 'waiting' },
        context: { progress: progressOf(e.output!), outcome: undefined, pollFailures: 0 },
      };
    case '{"running":"checking"} xstate.error.actor.poll':
      // A blip is retried; the third failure in a row fails the task.
      if (c.pollFailures + 1 < 3)
        return { value: { running: 'waiting' }, context: { pollFailures: c.pollFailures + 1 } };
      return { value: 'failed', context: { error: e.error, pollFailures: c.pollFailures } };
    case '"collecting" xstate.done.actor.collect': {
      const refused = c.issues.map((i: RowIssue) => ({
        rowNumber: i.rowNumber,
        status: 'error',
        message: i.message,
      }));
      const results = [...e.output!, ...refused].sort((a, b) => a.rowNumber - b.rowNumber);
      return { value: 'done', context: { results } };
    }
    default:
      return 'ignored';
  }
}

checkGeneratedPaths({
  machine: bulkTaskMachine,
  model: bulkTaskModel,
  requirements: ['USER-08'],
  initial: { value: 'idle', context: CLEARED },
  // The views read the phase from these tags, never from the state's name.
  tags: {
    idle: ['idle'],
    preview: ['preview'],
    starting: ['busy', 'starting'],
    running: ['busy', 'running'],
    collecting: ['busy', 'collecting'],
    done: ['done'],
    failed: ['failed'],
  },
  next,
});

describe('bulk task machine: the flow, step by step', () => {
  it('USER-08 a preview with no valid rows cannot be confirmed', () => {
    const r = replayPath(
      bulkTaskMachine,
      bulkTaskModel,
      path(ev('bulk.prepared', { items: [], issues: [] }), ev('bulk.confirm')),
    );
    expect(r.actor.getSnapshot().value).toBe('preview');
    r.actor.stop();
  });

  it('USER-08 polls keep the progress; a finished task collects the rows and merges the refused ones', () => {
    const r = replayPath(
      bulkTaskMachine,
      bulkTaskModel,
      path(
        prepared,
        ev('bulk.confirm'),
        ev('xstate.done.actor.start', { output: { taskId: 9 } }),
        tick,
        ev('xstate.done.actor.poll', { output: status('running', 1) }),
      ),
    );
    let snap = r.actor.getSnapshot();
    expect(snap.value).toEqual({ running: 'waiting' });
    expect(snap.context.progress).toEqual({ total: 2, processed: 1, succeeded: 1, failed: 0 });
    expect(snap.hasTag('running')).toBe(true);
    r.actor.send(tick);
    r.actor.send(ev('xstate.done.actor.poll', { output: status('done', 2) }));
    expect(r.actor.getSnapshot().value).toBe('collecting');
    r.actor.send(
      ev('xstate.done.actor.collect', {
        output: [
          { rowNumber: 2, status: 'ok', message: null },
          { rowNumber: 1, status: 'ok', message: null },
        ],
      }),
    );
    snap = r.actor.getSnapshot();
    expect(snap.value).toBe('done');
    expect(snap.context.results.map((x: OutcomeRow) => [x.rowNumber, x.status])).toEqual([
      [1, 'ok'],
      [2, 'ok'],
      [3, 'error'],
    ]);
    expect(summaryOf(snap.context)).toEqual({ succeeded: 2, reported: 1 });
    r.actor.stop();
  });

  it('USER-08 a job the platform reports done, partial or failed is finished: its rows are collected', () => {
    for (const outcome of ['done', 'partial', 'failed'] as const) {
      const r = replayPath(
        bulkTaskMachine,
        bulkTaskModel,
        path(
          prepared,
          ev('bulk.confirm'),
          ev('xstate.done.actor.start', { output: { taskId: 9 } }),
          tick,
          ev('xstate.done.actor.poll', { output: status(outcome, 2) }),
        ),
      );
      expect(r.actor.getSnapshot().value, outcome).toBe('collecting');
      expect(r.actor.getSnapshot().context.outcome).toBe(outcome);
      r.actor.stop();
    }
  });

  it(`USER-08 a poll that fails ${MAX_POLL_FAILURES} times in a row fails the task; fewer are retried`, () => {
    const fail = ev('xstate.error.actor.poll', { error: { message: 'Failed to fetch' } });
    const start = [prepared, ev('bulk.confirm'), ev('xstate.done.actor.start', { output: { taskId: 9 } })];
    const r = replayPath(bulkTaskMachine, bulkTaskModel, path(...start, tick, fail, tick, fail));
    expect(r.actor.getSnapshot().value).toEqual({ running: 'waiting' });
    r.actor.send(tick);
    r.actor.send(fail);
    expect(r.actor.getSnapshot().value).toBe('failed');
    r.actor.send({ type: 'bulk.reset' });
    expect(r.actor.getSnapshot().context).toMatchObject({
      items: [],
      issues: [],
      results: [],
      pollFailures: 0,
    });
    r.actor.stop();
  });
});

describe('bulk task machine with fake actors and timers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('USER-08 polls by task id every interval until the job finishes', async () => {
    const polls: number[] = [];
    let n = 0;
    const actor = createActor(
      bulkTaskMachine.provide({
        actors: {
          start: fromPromise(async () => ({ taskId: 42 })),
          poll: fromPromise(async ({ input }) => {
            polls.push(input.taskId);
            n++;
            return status(n < 3 ? 'running' : 'partial', Math.min(n, 2));
          }),
          collect: fromPromise(
            async (): Promise<OutcomeRow[]> => [{ rowNumber: 1, status: 'ok', message: null }],
          ),
        },
        delays: { pollInterval: 500 },
      }),
    ).start();
    actor.send({ type: 'bulk.prepared', items: [{}, {}], issues: [] });
    actor.send({ type: 'bulk.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ running: 'waiting' });
    await vi.advanceTimersByTimeAsync(1500);
    expect(polls).toEqual([42, 42, 42]);
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.outcome).toBe('partial');
    actor.stop();
  });
});
