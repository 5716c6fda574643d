// Generated paths through the number bulk machine (NUM-04), checked against the spec below, then
// the flow with fake calls and fake timers: dry run, review, confirm, batches, results, retry.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventObject, fromPromise } from 'xstate';
import {
  type NumberOutcome,
  type NumberTaskSnapshot,
  numberBulkMachine,
} from '../../machines/numbers/numberBulkMachine';
import { numberBulkModel, SELECTION } from '../../machines/numbers/numberBulkMachine.model';
import type { NumberDryRun } from '../../src/domain/schemas/phoneNumber';
import { checkGeneratedPaths, type Outcome } from '../support/pathSpec';

const NO_PROGRESS = { total: 0, processed: 0, succeeded: 0, refused: 0, failed: 0 };
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
};
// Written out here, not imported: a change that takes something away is confirmed twice.
const DESTRUCTIVE = ['removeFromUse', 'removeFromAccount', 'deleteByoc', 'move'];
const FINISHED = ['done', 'partial', 'failed'];
const TICK = 'xstate.after.pollInterval.numberBulk.running.waiting';

const progressOf = (t: NumberTaskSnapshot) => ({
  total: t.total,
  processed: t.processed,
  succeeded: t.succeeded,
  refused: t.refused,
  failed: t.failed,
  batches: t.batches,
  batchesDone: t.batchesDone,
});

function next(before: AnyMachineSnapshot, event: EventObject): Outcome | 'ignored' {
  const c = before.context;
  const e = event as EventObject & {
    selection?: unknown;
    selected?: number;
    change?: { action: string; callerIdName?: string };
    output?: unknown;
    error?: unknown;
  };
  const failed = (step: string) => ({ value: 'failed', context: { failedStep: step, error: e.error } });
  const call = { selection: c.selection, change: c.change };
  switch (`${JSON.stringify(before.value)} ${e.type}`) {
    case '"idle" OPEN':
      return { value: 'choosing', context: { ...CLEARED, selection: e.selection, selected: e.selected } };
    case '"choosing" SUBMIT':
      // A caller-id name over 15 characters is refused before any call, named under its field.
      if (e.change!.callerIdName && e.change!.callerIdName.length > 15)
        return {
          value: 'choosing',
          context: {
            problems: { callerIdName: 'A caller-id name has at most 15 characters.' },
            change: c.change,
          },
        };
      return {
        value: 'dryRunning',
        context: { change: e.change, problems: {}, dryRun: undefined },
        invoked: { dryRun: { selection: c.selection, change: e.change } },
      };
    case '"choosing" CANCEL':
    case '"review" CANCEL':
    case '"results" CLOSE':
    case '"failed" CLOSE':
      return { value: 'idle', context: CLEARED };
    case '"dryRunning" xstate.done.actor.dryRun':
      return { value: 'review', context: { dryRun: e.output } };
    case '"dryRunning" xstate.error.actor.dryRun':
      return failed('dryRun');
    case '"review" CONFIRM':
      // Nothing would change: no run is offered.
      if ((c.dryRun as NumberDryRun).willChange === 0) return 'ignored';
      if (DESTRUCTIVE.includes(c.change.action)) return { value: 'confirming' };
      return { value: 'starting', invoked: { start: call } };
    case '"review" BACK':
      return { value: 'choosing', context: { change: c.change, dryRun: c.dryRun } };
    case '"confirming" CONFIRM':
      return { value: 'starting', invoked: { start: call } };
    case '"confirming" BACK':
      return { value: 'review' };
    case '"starting" xstate.done.actor.start': {
      const out = e.output as { taskId: number; total: number };
      return {
        value: { running: 'waiting' },
        context: { taskId: out.taskId, progress: { ...NO_PROGRESS, total: out.total }, pollFailures: 0 },
      };
    }
    case '"starting" xstate.error.actor.start':
      return failed('start');
    case `{"running":"waiting"} ${TICK}`:
      return { value: { running: 'checking' }, invoked: { poll: { taskId: c.taskId } } };
    case '{"running":"checking"} xstate.done.actor.poll': {
      const s = e.output as NumberTaskSnapshot;
      if (FINISHED.includes(s.status))
        return {
          value: 'collecting',
          context: { progress: progressOf(s), outcome: s.status, pollFailures: 0 },
          invoked: { collect: { taskId: c.taskId } },
        };
      return { value: { running: 'waiting' }, context: { progress: progressOf(s), pollFailures: 0 } };
    }
    case '{"running":"checking"} xstate.error.actor.poll':
      if (c.pollFailures + 1 < 3)
        return { value: { running: 'waiting' }, context: { pollFailures: c.pollFailures + 1 } };
      return failed('poll');
    case '"collecting" xstate.done.actor.collect':
      return { value: 'results', context: { results: e.output } };
    case '"collecting" xstate.error.actor.collect':
      return failed('collect');
    case '"results" RETRY_FAILED':
      if (c.progress.failed + c.progress.refused === 0) return 'ignored';
      return { value: 'retrying', invoked: { retry: { taskId: c.taskId } } };
    case '"retrying" xstate.done.actor.retry':
      return { value: { running: 'waiting' }, context: { results: [], outcome: undefined, pollFailures: 0 } };
    case '"retrying" xstate.error.actor.retry':
      return failed('retry');
    case '"failed" RETRY': {
      const step = c.failedStep;
      if (step === 'dryRun') return { value: 'dryRunning', invoked: { dryRun: call } };
      if (step === 'start') return { value: 'starting', invoked: { start: call } };
      if (step === 'retry') return { value: 'retrying', invoked: { retry: { taskId: c.taskId } } };
      return { value: { running: 'waiting' }, context: { pollFailures: 0 } };
    }
    case '"failed" BACK':
      // Once a task exists, its change cannot be changed: only retried or closed.
      if (c.taskId !== undefined) return 'ignored';
      return { value: 'choosing', context: { failedStep: undefined, error: undefined, change: c.change } };
    default:
      return 'ignored';
  }
}

checkGeneratedPaths({
  machine: numberBulkMachine,
  model: numberBulkModel,
  requirements: ['NUM-04'],
  initial: { value: 'idle', context: CLEARED },
  tags: {
    choosing: ['choosing'],
    dryRunning: ['busy'],
    review: ['review'],
    confirming: ['confirming'],
    starting: ['busy'],
    running: ['busy', 'running'],
    collecting: ['busy'],
    results: ['done'],
    retrying: ['busy'],
    failed: ['failed'],
  },
  next,
});

describe('number bulk changes with fake calls', () => {
  afterEach(() => vi.useRealTimers());

  it('NUM-04 a move is tried, reviewed, confirmed twice, polled per batch and its outcomes collected', async () => {
    vi.useFakeTimers();
    const made: string[] = [];
    const polls: NumberTaskSnapshot[] = [
      {
        taskId: 9,
        status: 'running',
        total: 60,
        processed: 50,
        succeeded: 50,
        refused: 0,
        failed: 0,
        batches: 2,
        batchesDone: 1,
      },
      {
        taskId: 9,
        status: 'partial',
        total: 60,
        processed: 60,
        succeeded: 59,
        refused: 1,
        failed: 0,
        batches: 2,
        batchesDone: 2,
      },
    ];
    const outcomes: NumberOutcome[] = [
      { phoneNumber: '18005550101', status: 'error', message: 'Porting out.' },
    ];
    const actor = createActor(
      numberBulkMachine.provide({
        actors: {
          dryRun: fromPromise(async ({ input }): Promise<NumberDryRun> => {
            made.push(`dryRun ${input.change.action}`);
            return {
              selected: 60,
              willChange: 60,
              unchanged: 0,
              refusedCount: 0,
              reasons: [],
              refused: [],
              batches: 2,
            };
          }),
          start: fromPromise(async () => {
            made.push('start');
            return { taskId: 9, total: 60 };
          }),
          poll: fromPromise(async () => {
            made.push('poll');
            return polls.shift()!;
          }),
          collect: fromPromise(async () => outcomes),
          retry: fromPromise<unknown, { taskId: number }>(async () => ({})),
        },
      }),
    ).start();
    actor.send({
      type: 'OPEN',
      selection: { filter: { keyword: '555' }, except: ['18005550199'] },
      selected: 60,
    });
    actor.send({ type: 'SUBMIT', change: { action: 'move', accountId: 0 } });
    expect(actor.getSnapshot().hasTag('choosing')).toBe(true);
    expect(actor.getSnapshot().context.problems.accountId).toBeTruthy();
    actor.send({ type: 'SUBMIT', change: { action: 'move', accountId: 12 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('review')).toBe(true);
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    expect(made).toEqual(['dryRun move']);
    actor.send({ type: 'CONFIRM' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.progress).toMatchObject({ batches: 2, batchesDone: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    const s = actor.getSnapshot();
    expect(s.hasTag('done')).toBe(true);
    expect(s.context.outcome).toBe('partial');
    expect(s.context.results).toEqual(outcomes);
    expect(made).toEqual(['dryRun move', 'start', 'poll', 'poll']);
  });

  it('NUM-04 a custom tag is run at once after the review: it takes nothing away', async () => {
    const actor = createActor(
      numberBulkMachine.provide({
        actors: {
          dryRun: fromPromise(
            async (): Promise<NumberDryRun> => ({
              selected: 3,
              willChange: 3,
              unchanged: 0,
              refusedCount: 0,
              reasons: [],
              refused: [],
            }),
          ),
          start: fromPromise(async () => new Promise<{ taskId: number; total: number }>(() => {})),
        },
      }),
    ).start();
    actor.send({ type: 'OPEN', selection: SELECTION, selected: 3 });
    actor.send({ type: 'SUBMIT', change: { action: 'customTag', customTag: 'Sales' } });
    await new Promise((r) => setTimeout(r, 0));
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('starting');
  });
});
