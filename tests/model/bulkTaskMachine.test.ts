// Generated paths through the bulk task machine (xstate/graph), replayed on a real actor; then
// the spec's flow step by step with fake actors and fake timers for the poll interval.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, fromPromise } from 'xstate';
import { coverageOf, generatePaths, type MachinePath, replayPath } from '../../machines/graph/paths';
import {
  bulkTaskMachine,
  MAX_POLL_FAILURES,
  type OutcomeRow,
  summaryOf,
  type TaskSnapshot,
} from '../../machines/tasks/bulkTaskMachine';
import { bulkTaskModel } from '../../machines/tasks/bulkTaskMachine.model';

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

describe('bulk task machine: generated paths', () => {
  const paths = generatePaths(bulkTaskMachine, bulkTaskModel);

  it('USER-08 the generated paths cover every state and transition', () => {
    const coverage = coverageOf(bulkTaskMachine, bulkTaskModel, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.total).toBe(9);
  });

  it.each(paths.map((p) => [p.name, p] as const))('USER-08 path %s keeps the task invariants', (_n, p) => {
    const r = replayPath(bulkTaskMachine, bulkTaskModel, p);
    p.steps.forEach((step, i) => {
      if (step.value !== undefined) expect(r.values[i]).toEqual(step.value);
    });
    const snap = r.actor.getSnapshot();
    // Progress never runs ahead of the total; a task id exists whenever a job runs.
    expect(snap.context.progress.processed).toBeLessThanOrEqual(Math.max(snap.context.progress.total, 3));
    if (snap.matches('running') || snap.matches('collecting')) expect(snap.context.taskId).toBe(7);
    if (snap.matches('idle')) expect(snap.context.items).toEqual([]);
    if (snap.matches('done')) {
      // Every row is accounted for: the server's rows plus the rows refused before sending.
      expect(snap.context.results.map((x: { rowNumber: number }) => x.rowNumber)).toEqual([1, 2, 3, 4]);
    }
    r.actor.stop();
  });
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
