// Generated paths through the user-create machine, and USER-04 step by step with fake actors.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, fromPromise } from 'xstate';
import { coverageOf, generatePaths, type MachinePath, replayPath } from '../../machines/graph/paths';
import { TAKEN, userCreateMachine } from '../../machines/users/userCreateMachine';
import { userCreateModel } from '../../machines/users/userCreateMachine.model';

const path = (...events: EventObject[]): MachinePath => ({
  name: events.map((e) => e.type).join(' → '),
  steps: events.map((event) => ({ event, value: undefined })),
});
const ev = (type: string, extra: Record<string, unknown> = {}) => ({ type, ...extra }) as EventObject;

describe('user-create machine: generated paths', () => {
  const paths = generatePaths(userCreateMachine, userCreateModel);

  it('USER-04 the generated paths cover every state and transition', () => {
    const coverage = coverageOf(userCreateMachine, userCreateModel, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))(
    'USER-04 path %s never creates without a fresh check',
    (_n, p) => {
      const r = replayPath(userCreateMachine, userCreateModel, p);
      // The create call is only reached through the recheck that answered "available".
      const i = p.steps.findIndex((s) => s.event.type === 'xstate.done.actor.create');
      if (i >= 0 && r.actor.getSnapshot().matches('created')) {
        expect(p.steps.slice(0, i).some((s) => s.event.type === 'xstate.done.actor.recheck')).toBe(true);
      }
      if (r.actor.getSnapshot().matches('taken'))
        expect(r.actor.getSnapshot().context.loginNameError).toBeTruthy();
      r.actor.stop();
    },
  );
});

describe('user-create machine: USER-04 step by step', () => {
  it('USER-04 a malformed name is explained and never checked', () => {
    const r = replayPath(userCreateMachine, userCreateModel, path(ev('loginName.changed', { value: 'a b' })));
    expect(r.actor.getSnapshot().value).toBe('malformed');
    expect(r.actor.getSnapshot().context.loginNameError).toMatch(/no spaces/);
    r.actor.stop();
  });

  it('USER-04 a taken name found on submit stops the create', () => {
    const r = replayPath(
      userCreateMachine,
      userCreateModel,
      path(
        ev('loginName.changed', { value: 'admin@acme.example' }),
        ev('user.submit', { draft: {} }),
        ev('xstate.done.actor.recheck', { output: { available: false } }),
      ),
    );
    expect(r.actor.getSnapshot().value).toBe('taken');
    expect(r.actor.getSnapshot().context.loginNameError).toBe(TAKEN);
    r.actor.stop();
  });
});

describe('user-create machine with fake actors and timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('USER-04 typing is debounced: one check for the last value, and the submit checks again', async () => {
    const checked: string[] = [];
    const created: unknown[] = [];
    const actor = createActor(
      userCreateMachine.provide({
        actors: {
          checkLoginName: fromPromise(async ({ input }) => {
            checked.push(input.loginName);
            return { available: true };
          }),
          createUser: fromPromise(async ({ input }) => {
            created.push(input.draft);
            return { userId: 1 };
          }),
        },
      }),
    ).start();
    for (const v of ['ni', 'nia', 'nia.o', 'nia.okafor']) {
      actor.send({ type: 'loginName.changed', value: v });
      await vi.advanceTimersByTimeAsync(100);
    }
    await vi.advanceTimersByTimeAsync(400);
    expect(checked).toEqual(['nia.okafor']);
    expect(actor.getSnapshot().value).toBe('available');
    actor.send({ type: 'user.submit', draft: { loginName: 'nia.okafor' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(checked).toEqual(['nia.okafor', 'nia.okafor']);
    expect(created).toEqual([{ loginName: 'nia.okafor' }]);
    expect(actor.getSnapshot().value).toBe('created');
  });
});
