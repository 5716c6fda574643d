// Generated paths through a machine, and what they cover. The path tests, the coverage
// report and the machine gallery all read this: one way to walk a machine.
//
// Paths come from xstate/graph's shortest paths to every state, each extended by every event
// once, so that every transition (every guarded branch, every onDone/onError) is taken by some
// path, not only every state reached. A path is replayed on a real actor whose invoked actors
// never settle on their own: the path's steps send their done and error events instead.
import {
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  createActor,
  type EventObject,
  fromPromise,
} from 'xstate';
import { getShortestPaths, getSimplePaths, getStateNodes } from 'xstate/graph';

export interface MachineModel {
  /** The events to try in a state (invoked actors' xstate.done.actor.* / xstate.error.actor.* included). */
  events: (snapshot: AnyMachineSnapshot) => EventObject[];
  /** The traversal key of a snapshot: its value plus the context that guards read. */
  serialize?: (snapshot: AnyMachineSnapshot) => string;
  input?: unknown;
}

export interface Step {
  event: EventObject;
  /** The state value the machine is in after the event. */
  value: unknown;
}

export interface MachinePath {
  /** A readable name: the events in order. */
  name: string;
  steps: Step[];
}

export interface Coverage {
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

/**
 * Whether `e` can happen in `s`: an invoked actor's done and error events only while it runs,
 * and a timer's event only in its state. (An error event nobody handles would stop the actor,
 * which no real run does.) Models filter their events with it.
 */
export function possibleIn(s: AnyMachineSnapshot, e: EventObject): boolean {
  const actor = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(e.type);
  if (actor) return actor[1] in s.children;
  const timer = /^xstate\.after\.[^.]+\.(.+)$/.exec(e.type);
  if (timer) return s._nodes.some((n) => n.id === timer[1]);
  return true;
}

/** Every transition definition of the machine, with a stable readable key. */
export function transitionsOf(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const keys = new Map<AnyTransitionDefinition, string>();
  // The root too: a machine-level `on` (e.g. cancel from anywhere) is a transition to cover.
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const [eventType, defs] of node.transitions) {
      defs.forEach((t, i) => {
        const target = t.target?.map((n) => n.id).join(',') ?? '(self)';
        keys.set(t, `${node.id} —${eventType}${defs.length > 1 ? `[${i}]` : ''}→ ${target}`);
      });
    }
    (node.always ?? []).forEach((t, i) => {
      keys.set(t, `${node.id} —always[${i}]→ ${t.target?.map((n) => n.id).join(',') ?? '(self)'}`);
    });
  }
  return keys;
}

/** Every state node of the machine but the root, by id. */
export function statesOf(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .map((n) => n.id)
    .filter((id) => id !== machine.root.id);
}

const neverSettles = fromPromise<never, unknown>(() => new Promise<never>(() => {}));

/** The machine with every invoked actor replaced by one that never settles on its own. */
function withInertActors(machine: AnyStateMachine): AnyStateMachine {
  const names = Object.keys(machine.implementations.actors ?? {});
  return machine.provide({ actors: Object.fromEntries(names.map((n) => [n, neverSettles])) });
}

const describeEvent = (e: EventObject) => e.type.replace(/^xstate\.(done|error)\.actor\./, '$1:');

/** Shortest paths to every state, each also extended by every event once. */
export function generatePaths(machine: AnyStateMachine, model: MachineModel): MachinePath[] {
  const shortest = getShortestPaths(machine as AnyActorLogic, {
    events: model.events as never,
    ...(model.serialize ? { serializeState: model.serialize as never } : {}),
    ...(model.input !== undefined ? { input: model.input } : {}),
  });
  const paths: MachinePath[] = [];
  for (const p of shortest) {
    // Each step carries the state its event led to.
    const after: Step[] = p.steps
      .filter((s) => !s.event.type.startsWith('xstate.init'))
      .map((s) => ({ event: s.event, value: (s.state as AnyMachineSnapshot).value }));
    paths.push({ name: after.map((s) => describeEvent(s.event)).join(' → ') || '(initial)', steps: after });
    for (const extra of model.events(p.state as AnyMachineSnapshot)) {
      paths.push({
        name: [...after.map((s) => describeEvent(s.event)), describeEvent(extra)].join(' → '),
        steps: [...after, { event: extra, value: undefined }],
      });
    }
  }
  return paths;
}

export interface Replay {
  /** The transitions taken, by key. */
  taken: Set<string>;
  /** The state ids the actor was in. */
  visited: Set<string>;
  /** Where each step left the actor. */
  values: unknown[];
  actor: ReturnType<typeof createActor<AnyStateMachine>>;
}

/**
 * Replays a path on a real actor of `machine` (give it the actions and fakes a test wants to
 * observe); invoked actors are made inert so the path's own done and error events drive it.
 */
export function replayPath(
  machine: AnyStateMachine,
  model: MachineModel,
  path: MachinePath,
  options: { beforeStart?: (actor: Replay['actor']) => void } = {},
): Replay {
  const inert = withInertActors(machine);
  // provide() builds new transition objects: key them on the machine that runs.
  const keys = transitionsOf(inert);
  const taken = new Set<string>();
  const visited = new Set<string>();
  const actor = createActor(inert, {
    input: model.input as never,
    inspect: (e) => {
      if (e.type !== '@xstate.microstep') return;
      for (const t of (e as unknown as { _transitions: AnyTransitionDefinition[] })._transitions) {
        const key = keys.get(t);
        if (key) taken.add(key);
      }
    },
  });
  const record = () => {
    for (const node of (actor.getSnapshot() as AnyMachineSnapshot)._nodes) visited.add(node.id);
  };
  actor.subscribe({ next: record, error: () => {} });
  options.beforeStart?.(actor);
  actor.start();
  record();
  const values: unknown[] = [];
  for (const step of path.steps) {
    actor.send(step.event);
    values.push((actor.getSnapshot() as AnyMachineSnapshot).value);
  }
  return { taken, visited, values, actor };
}

/** States and transitions that a set of paths covers. */
export function coverageOf(machine: AnyStateMachine, model: MachineModel, paths: MachinePath[]): Coverage {
  const states = statesOf(machine);
  const transitions = [...transitionsOf(machine).values()];
  const visited = new Set<string>();
  const taken = new Set<string>();
  for (const path of paths) {
    const r = replayPath(machine, model, path);
    r.actor.stop();
    for (const s of r.visited) visited.add(s);
    for (const t of r.taken) taken.add(t);
  }
  return {
    states: {
      covered: states.filter((s) => visited.has(s)).length,
      total: states.length,
      missing: states.filter((s) => !visited.has(s)),
    },
    transitions: {
      covered: transitions.filter((t) => taken.has(t)).length,
      total: transitions.length,
      missing: transitions.filter((t) => !taken.has(t)),
    },
  };
}

/** Every simple path (no state twice) from the initial state, as xstate/graph finds them: for the gallery. */
export function generateSimplePaths(machine: AnyStateMachine, model: MachineModel): MachinePath[] {
  const simple = getSimplePaths(machine as AnyActorLogic, {
    events: model.events as never,
    ...(model.serialize ? { serializeState: model.serialize as never } : {}),
    ...(model.input !== undefined ? { input: model.input } : {}),
  });
  return simple.map((p) => {
    const steps: Step[] = p.steps
      .filter((s) => !s.event.type.startsWith('xstate.init'))
      .map((s) => ({ event: s.event, value: (s.state as AnyMachineSnapshot).value }));
    return { name: steps.map((s) => describeEvent(s.event)).join(' → ') || '(initial)', steps };
  });
}
