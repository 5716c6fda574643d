// Generated paths through the user-create machine, and USER-04 step by step with fake actors.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventObject, fromPromise } from 'xstate';
import { type MachinePath, replayPath } from '../../machines/graph/paths';
import { type Availability, TAKEN, userCreateMachine } from '../../machines/users/userCreateMachine';
import { userCreateModel } from '../../machines/users/userCreateMachine.model';
import { loginNameProblem } from '../../src/domain/schemas/user';
import { checkGeneratedPaths, type Outcome } from '../support/pathSpec';

const path = (...events: EventObject[]): MachinePath => ({
  name: events.map((e) => e.type).join(' → '),
  steps: events.map((event) => ({ event, value: undefined })),
});
const ev = (type: string, extra: Record<string, unknown> = {}) => ({ type, ...extra }) as EventObject;

const SUBMITTABLE = ['debouncing', 'checking', 'available', 'unchecked', 'rejected'];

/** USER-04 as a table: typing is checked (debounced), a submit checks again, then creates. */
function next(before: AnyMachineSnapshot, event: EventObject): Outcome | 'ignored' {
  const state = JSON.stringify(before.value);
  const e = event as EventObject & {
    value?: string;
    draft?: unknown;
    output?: Availability;
    error?: unknown;
  };
  const busy = state.includes('submitting') || state === '"created"';
  if (e.type === 'loginName.changed') {
    // While the create runs, or once it is done, typing changes nothing.
    if (busy) return 'ignored';
    const problem = loginNameProblem(e.value!);
    if (problem) return { value: 'malformed', context: { loginName: e.value, loginNameError: problem } };
    return {
      value: 'debouncing',
      context: { loginName: e.value, loginNameError: undefined, error: undefined },
    };
  }
  if (e.type === 'user.submit' && SUBMITTABLE.includes(JSON.parse(state))) {
    const kept = { draft: e.draft, loginName: before.context.loginName };
    return {
      value: { submitting: 'rechecking' },
      context: before.matches('rejected') ? { ...kept, error: undefined } : kept,
      invoked: { recheck: { loginName: before.context.loginName } },
    };
  }
  const taken = (output: { message?: string }): Outcome => ({
    value: 'taken',
    context: { loginNameError: output.message ?? TAKEN, loginName: before.context.loginName },
  });
  switch (`${state} ${e.type}`) {
    case '"debouncing" xstate.after.debounce.userCreate.debouncing':
      return {
        value: 'checking',
        context: { loginName: before.context.loginName },
        invoked: { check: { loginName: before.context.loginName } },
      };
    case '"checking" xstate.done.actor.check':
      return e.output!.available
        ? { value: 'available', context: { loginNameError: undefined } }
        : taken(e.output!);
    case '"checking" xstate.error.actor.check':
      // The check could not be made: nothing is said about the name, the submit checks again.
      return { value: 'unchecked', context: { loginNameError: undefined } };
    case '{"submitting":"rechecking"} xstate.done.actor.recheck':
      return e.output!.available
        ? {
            value: { submitting: 'creating' },
            context: { draft: before.context.draft },
            invoked: { create: { draft: before.context.draft } },
          }
        : taken(e.output!);
    case '{"submitting":"rechecking"} xstate.error.actor.recheck':
    case '{"submitting":"creating"} xstate.error.actor.create':
      return { value: 'rejected', context: { error: e.error, draft: before.context.draft } };
    case '{"submitting":"creating"} xstate.done.actor.create':
      return { value: 'created', context: { created: e.output } };
    default:
      return 'ignored';
  }
}

checkGeneratedPaths({
  machine: userCreateMachine,
  model: userCreateModel,
  requirements: ['USER-04'],
  initial: { value: 'blank', context: { loginName: '' } },
  // The form reads the login name's status from these tags, never from the state's name.
  tags: {
    blank: ['blank'],
    malformed: ['malformed'],
    debouncing: ['checking'],
    checking: ['checking'],
    available: ['available'],
    taken: ['taken'],
    unchecked: ['unchecked'],
    submitting: ['busy'],
    created: ['busy'],
  },
  next,
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
