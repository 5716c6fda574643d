// Every generated path of a machine, checked step by step against what the spec says each event
// does: the state it reaches, the context that matters there, what it emits and which observed
// actions run. The spec is written by hand in the machine's test file, apart from the machine, so
// a wrong or missing transition makes a path fail. Coverage is what those checks asserted: a
// transition or state counts only once a step that took it has passed its check, and the gate
// (the last test of checkGeneratedPaths) fails unless every state and transition was asserted.
import { describe, expect, it, type TestContext, vi } from 'vitest';
import {
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  createActor,
  type EventObject,
  fromPromise,
  type StateValue,
} from 'xstate';
import {
  generatePaths,
  type MachineModel,
  type MachinePath,
  statesOf,
  transitionsOf,
} from '../../machines/graph/paths';

/** What an event does, as the spec says it. */
export interface Outcome {
  value: StateValue;
  /** 'done' once a final state is reached; never 'error' (default 'active'). */
  status?: 'active' | 'done';
  /** The context that matters after the step: these keys, compared with toEqual (undefined = absent). */
  context?: Record<string, unknown>;
  /** Everything the machine emits in the step, in order (none when left out). */
  emitted?: EventObject[];
  /** The observed actions run in the step, in order (none when left out). */
  actions?: string[];
  /** The calls the step starts, by invoke id, with the input each is given (not checked when left out). */
  invoked?: Record<string, unknown>;
}

/** The spec of one machine: its start, and each event's outcome from a given snapshot. */
export interface PathSpec {
  /** The machine and its model, imported directly (not through the registry, which would tie every machine to this test). */
  machine: AnyStateMachine;
  model: MachineModel;
  /** The requirement ids the machine serves: the same as its line in machines/registry.ts (registry.test.ts checks). */
  requirements: string[];
  initial: Outcome;
  /** The outcome of `event` sent in `before`; 'ignored' when nothing may change (value, context, nothing emitted). */
  next: (before: AnyMachineSnapshot, event: EventObject) => Outcome | 'ignored';
  /** Actions the machine leaves to the app (e.g. clearCache): recorded instead of run. */
  observe?: string[];
  /** The tags of each state that has any, by top-level name or 'parent.child' (the screens read busy, warning...): checked at every step. */
  tags: Record<string, string[]>;
  /** The moment the paths run at (fake time, frozen). */
  now?: number;
}

export interface ModelCoverage {
  machine: string;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

/** An invoked call that never settles on its own (the path's done and error events settle it); it notes its input. */
const inertCall = (started: Record<string, unknown>) =>
  fromPromise<never, unknown>(({ input, self }) => {
    started[self.id] = input;
    return new Promise<never>(() => {});
  });

/** Runs one path against the spec; adds to `asserted` what each step that passed its check took. */
function checkPath(
  spec: PathSpec,
  path: MachinePath,
  asserted: { states: Set<string>; transitions: Set<string> },
) {
  const { machine, model } = spec;
  const actions: string[] = [];
  const observed = Object.fromEntries((spec.observe ?? []).map((name) => [name, () => actions.push(name)]));
  const actorNames = Object.keys(machine.implementations.actors ?? {});
  const started: Record<string, unknown> = {};
  const running: AnyStateMachine = machine.provide({
    actions: observed,
    actors: Object.fromEntries(actorNames.map((n) => [n, inertCall(started)])),
  });
  const keys = transitionsOf(running);
  let taken: string[] = [];
  const emitted: EventObject[] = [];
  const actor = createActor(running, {
    input: model.input as never,
    inspect: (e) => {
      if (e.type !== '@xstate.microstep') return;
      for (const t of (e as unknown as { _transitions: AnyTransitionDefinition[] })._transitions) {
        const key = keys.get(t);
        if (key) taken.push(key);
      }
    },
  });
  actor.on('*', (e) => emitted.push(e));
  // An error shows in the snapshot's status, which every step checks.
  actor.subscribe({ error: () => {} });
  const check = (label: string, outcome: Outcome, unchangedFrom?: AnyMachineSnapshot) => {
    const snap = actor.getSnapshot() as AnyMachineSnapshot;
    expect(snap.value, `${label}: state`).toEqual(outcome.value);
    expect(snap.status, `${label}: status`).toBe(outcome.status ?? 'active');
    const top = typeof snap.value === 'string' ? snap.value : Object.keys(snap.value)[0];
    const nested = typeof snap.value === 'string' ? top : `${top}.${Object.values(snap.value)[0]}`;
    const tags = spec.tags[nested] ?? spec.tags[top] ?? [];
    expect([...snap.tags].sort(), `${label}: tags`).toEqual([...tags].sort());
    if (outcome.context) {
      const named = Object.fromEntries(Object.keys(outcome.context).map((k) => [k, snap.context[k]]));
      expect(named, `${label}: context`).toEqual(outcome.context);
    }
    // An ignored event leaves the context as it was.
    if (unchangedFrom) expect(snap.context, `${label}: context unchanged`).toEqual(unchangedFrom.context);
    expect(emitted, `${label}: emitted`).toEqual(outcome.emitted ?? []);
    expect(actions, `${label}: actions`).toEqual(outcome.actions ?? []);
    if (outcome.invoked) expect(started, `${label}: calls started`).toEqual(outcome.invoked);
    for (const k of Object.keys(started)) delete started[k];
    for (const t of taken) asserted.transitions.add(t);
    for (const node of snap._nodes) asserted.states.add(node.id);
    taken = [];
    emitted.length = 0;
    actions.length = 0;
  };
  actor.start();
  check('start', spec.initial);
  path.steps.forEach((step, i) => {
    const before = actor.getSnapshot() as AnyMachineSnapshot;
    const expected = spec.next(before, step.event);
    actor.send(step.event);
    const label = `step ${i + 1} (${step.event.type} in ${JSON.stringify(before.value)})`;
    if (expected === 'ignored')
      check(label, { value: before.value, status: before.status as 'active' }, before);
    else check(label, expected);
  });
  actor.stop();
}

/** One test per generated path, then the coverage gate of what they asserted. */
export function checkGeneratedPaths(spec: PathSpec) {
  const { machine, model, requirements } = spec;
  const id = machine.id;
  describe(`${id} machine: every generated path`, () => {
    const asserted = { states: new Set<string>(), transitions: new Set<string>() };
    // Generating the paths walks the machine: a guard or action that throws fails it here, while
    // the file is collected. A failing test then says so, rather than a file that reports no test
    // at all (mutation testing would count that as survived).
    let paths: ReturnType<typeof generatePaths>;
    try {
      paths = generatePaths(machine, model);
    } catch (error) {
      it('its paths can be generated', () => {
        throw error;
      });
      return;
    }

    it.each(paths.map((p) => [p.name, p] as const))(
      'path %s does what the spec says at every step',
      (_n, p) => {
        // Frozen time: the file's own fake timers if it has them, else fake timers for this test.
        const ownTimers = !vi.isFakeTimers();
        if (ownTimers) vi.useFakeTimers();
        vi.setSystemTime(spec.now ?? Date.parse('2026-11-21T10:00:00Z'));
        try {
          checkPath(spec, p, asserted);
        } finally {
          if (ownTimers) vi.useRealTimers();
        }
      },
    );

    it('a platform call the app forgot to provide fails, naming the call', async () => {
      const calls = Object.entries(machine.implementations.actors ?? {}) as [string, AnyActorLogic][];
      for (const [name, logic] of calls) {
        const settled = await new Promise<{ status: string; error?: unknown }>((resolve) => {
          const actor = createActor(logic);
          actor.subscribe({
            complete: () => resolve({ status: 'done' }),
            error: (error) => resolve({ status: 'error', error }),
          });
          actor.start();
        });
        // Signing out is the one call that may be left out: the local session ends either way.
        if (name === 'signOut') expect(settled.status).toBe('done');
        else expect(String(settled.error)).toBe(`Error: ${name} not provided`);
      }
    });

    it(`${requirements.join(' ')} the checked paths assert every state and transition`, (ctx: TestContext) => {
      const states = statesOf(machine);
      const transitions = [...transitionsOf(machine).values()];
      const coverage: ModelCoverage = {
        machine: id,
        states: {
          covered: states.filter((s) => asserted.states.has(s)).length,
          total: states.length,
          missing: states.filter((s) => !asserted.states.has(s)),
        },
        transitions: {
          covered: transitions.filter((t) => asserted.transitions.has(t)).length,
          total: transitions.length,
          missing: transitions.filter((t) => !asserted.transitions.has(t)),
        },
      };
      // Read by tests/support/modelCoverageReporter.ts for the table of npm run test:model.
      (ctx.task.meta as { modelCoverage?: ModelCoverage }).modelCoverage = coverage;
      expect(coverage.states.missing, 'states no checked step reached').toEqual([]);
      expect(coverage.transitions.missing, 'transitions no checked step took').toEqual([]);
    });
  });
}
