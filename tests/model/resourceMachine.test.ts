// The resource machine (a screen's load settles as data, or as the error the display shows (ERR-03), and
// can be tried again): every generated path checked against the spec, then the flow with a fake load.
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventObject, fromPromise } from 'xstate';
import { resourceMachine } from '../../machines/data/resourceMachine';
import { resourceModel } from '../../machines/data/resourceMachine.model';
import { checkGeneratedPaths, type Outcome } from '../support/pathSpec';

/** What each event does in each state of a screen's load. */
function next(before: AnyMachineSnapshot, event: EventObject): Outcome | 'ignored' {
  const state = before.value as string;
  const e = event as EventObject & { output?: unknown; error?: unknown };
  if (state === 'loading' && e.type === 'xstate.done.actor.load')
    return { value: 'ready', context: { data: e.output, error: undefined } };
  if (state === 'loading' && e.type === 'xstate.error.actor.load')
    // What was shown before stays; the error is kept for the error display.
    return { value: 'failed', context: { data: before.context.data, error: e.error } };
  // Reload after success and, as important, after a failure: the user can try again.
  if ((state === 'ready' || state === 'failed') && e.type === 'resource.reload')
    return { value: 'loading', context: before.context, invoked: { load: undefined } };
  return 'ignored';
}

checkGeneratedPaths({
  machine: resourceMachine,
  model: resourceModel,
  requirements: ['ERR-03'],
  initial: { value: 'loading', context: {}, invoked: { load: undefined } },
  tags: { loading: ['busy'] },
  next,
});

describe('resource machine with a fake load', () => {
  it('ERR-03 a failed load keeps the error for the error display; a reload tries again and shows the data', async () => {
    let attempt = 0;
    const actor = createActor(
      resourceMachine.provide({
        actors: {
          load: fromPromise<unknown, void>(async () => {
            attempt++;
            if (attempt === 1) throw { status: 500, message: 'Server error' };
            return { name: 'Acme' };
          }),
        },
      }),
    ).start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await new Promise<void>((done) => actor.subscribe((s) => s.matches('failed') && done()));
    expect(actor.getSnapshot().context.error).toEqual({ status: 500, message: 'Server error' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'resource.reload' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await new Promise<void>((done) => actor.subscribe((s) => s.matches('ready') && done()));
    expect(actor.getSnapshot().context).toEqual({ data: { name: 'Acme' }, error: undefined });
    expect(attempt).toBe(2);
    actor.stop();
  });
});
