// The resource machine (a screen's load for a key settles as data, or as the error the display
// shows (ERR-03), and can be tried again; a new key while a load runs stops it and loads for
// the new key): every generated path checked against the spec, then the flow with a fake load.
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventObject, fromPromise } from 'xstate';
import { resourceMachine } from '../../machines/data/resourceMachine';
import { resourceModel } from '../../machines/data/resourceMachine.model';
import { checkGeneratedPaths, type Outcome } from '../support/pathSpec';

/** What each event does in each state of a screen's load. */
function next(before: AnyMachineSnapshot, event: EventObject): Outcome | 'ignored' {
  const state = before.value as string;
  const e = event as EventObject & { output?: unknown; error?: unknown; key?: unknown };
  const { key, data } = before.context;
  if (state === 'loading' && e.type === 'xstate.done.actor.load')
    return { value: 'ready', context: { key, data: e.output, error: undefined } };
  if (state === 'loading' && e.type === 'xstate.error.actor.load')
    // What was shown before stays; the error is kept for the error display.
    return { value: 'failed', context: { key, data, error: e.error } };
  // A new key in any state, a running load included: the old key's data is gone, the load
  // starts again with the new key.
  if (e.type === 'resource.key')
    return {
      value: 'loading',
      context: { key: e.key, data: undefined, error: undefined },
      invoked: { load: e.key },
    };
  // Reload in any state (after a failure as much as after success, or to restart a running load).
  if (e.type === 'resource.reload')
    return { value: 'loading', context: before.context, invoked: { load: key } };
  return 'ignored';
}

checkGeneratedPaths({
  machine: resourceMachine,
  model: resourceModel,
  requirements: ['ERR-03'],
  initial: { value: 'loading', context: { key: '["account",1]' }, invoked: { load: '["account",1]' } },
  tags: { loading: ['busy'], failed: ['failed'] },
  next,
});

describe('resource machine with a fake load', () => {
  it('ERR-03 a failed load keeps the error for the error display; a reload tries again and shows the data', async () => {
    let attempt = 0;
    const actor = createActor(
      resourceMachine.provide({
        actors: {
          load: fromPromise<unknown, string>(async () => {
            attempt++;
            if (attempt === 1) throw { status: 500, message: 'Server error' };
            return { name: 'Acme' };
          }),
        },
      }),
      { input: { key: '["account",1]' } },
    ).start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await new Promise<void>((done) => actor.subscribe((s) => s.matches('failed') && done()));
    expect(actor.getSnapshot().context.error).toEqual({ status: 500, message: 'Server error' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'resource.reload' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await new Promise<void>((done) => actor.subscribe((s) => s.matches('ready') && done()));
    expect(actor.getSnapshot().context).toEqual({
      key: '["account",1]',
      data: { name: 'Acme' },
      error: undefined,
    });
    expect(attempt).toBe(2);
    actor.stop();
  });

  it('a new key while a load runs aborts that load, and only the new key’s answer is kept', async () => {
    const signals = new Map<number, AbortSignal>();
    const answers = new Map<number, (v: unknown) => void>();
    const actor = createActor(
      resourceMachine.provide({
        actors: {
          load: fromPromise<unknown, string>(({ input, signal }) => {
            const id = Number(input);
            signals.set(id, signal);
            return new Promise((resolve) => answers.set(id, resolve));
          }),
        },
      }),
      { input: { key: '1' } },
    ).start();
    actor.send({ type: 'resource.key', key: '2' });
    expect(signals.get(1)?.aborted).toBe(true);
    expect(signals.get(2)?.aborted).toBe(false);
    answers.get(1)?.({ name: 'first' });
    answers.get(2)?.({ name: 'second' });
    await new Promise<void>((done) => actor.subscribe((s) => s.matches('ready') && done()));
    expect(actor.getSnapshot().context).toEqual({ key: '2', data: { name: 'second' }, error: undefined });
    actor.stop();
  });
});
