// A machine as a graph to draw: its state nodes (nesting, parallel regions, initial and final
// states, tags, invoked actors) and its transitions (event, guard, delay). Read from xstate's own
// state node definitions, so the drawing cannot drift from the machine. The layout, the SVG, the
// Mermaid text and the gallery all start from this.
import type { AnyStateMachine, AnyTransitionDefinition } from 'xstate';

type AnyStateNode = AnyStateMachine['root'];

export type ChartNodeType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartNode {
  /** The state node's id, e.g. 'token.valid' (the root is the machine's id). */
  id: string;
  /** Its key in its parent, the name drawn. */
  key: string;
  type: ChartNodeType;
  parent?: string;
  /** The ids of its child states, in definition order. */
  children: string[];
  /** The child entered first (compound states). */
  initial?: string;
  /** A region of a parallel state (drawn dashed, side by side). */
  region: boolean;
  tags: string[];
  /** Invoked actors: `id` is the invoke's id, `src` the actor's name in `setup`. */
  invokes: { id: string; src: string }[];
  description?: string;
}

export type ChartEdgeKind = 'event' | 'after' | 'always' | 'done' | 'error' | 'stateDone';

export interface ChartEdge {
  /** Stable within a machine: `<source>:<event>:<index>:<target>`. */
  id: string;
  source: string;
  /** The target state; the source itself for a transition without target (drawn as a loop). */
  target: string;
  /** Its place among the transitions of its source for this event (guarded branches are in order). */
  index: number;
  /** The event type as the machine knows it, e.g. 'xstate.done.actor.restore'. */
  eventType: string;
  kind: ChartEdgeKind;
  /** What is drawn for the event: 'session.signIn', 'done: restore', 'after 2s', 'always'. */
  event: string;
  guard?: string;
  /** The delay of an `after` transition: its name in `setup({ delays })` or milliseconds. */
  delay?: string;
  /** No target: the machine stays where it is and only runs the actions. */
  internal: boolean;
}

export interface Statechart {
  id: string;
  root: ChartNode;
  /** Every state node but the root, in document order (parents before children). */
  nodes: ChartNode[];
  edges: ChartEdge[];
}

const formatMs = (ms: number) =>
  ms % 60_000 === 0 && ms > 0 ? `${ms / 60_000}min` : ms % 1000 === 0 && ms > 0 ? `${ms / 1000}s` : `${ms}ms`;

/** A guard as the chart names it: its name in `setup({ guards })`, or and/or/not of names. */
export function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  if (typeof guard === 'function') {
    const g = guard as { guards?: unknown[]; name?: string };
    if (Array.isArray(g.guards)) {
      const inner = g.guards.map((x) => guardLabel(x) ?? '?');
      const op = /not/i.test(g.name ?? '') ? 'not' : /or/i.test(g.name ?? '') ? 'or' : 'and';
      return op === 'not' ? `!${inner[0]}` : inner.join(op === 'or' ? ' || ' : ' && ');
    }
    return g.name && g.name !== 'guard' ? g.name : 'inline guard';
  }
  return 'guard';
}

function describeEvent(
  t: AnyTransitionDefinition,
  node: AnyStateNode,
): Pick<ChartEdge, 'kind' | 'event' | 'delay'> {
  const type = String(t.eventType);
  const delay = (t as { delay?: unknown }).delay;
  if (type.startsWith('xstate.after.')) {
    const d = typeof delay === 'number' ? formatMs(delay) : String(delay ?? type.split('.')[2]);
    return { kind: 'after', event: `after ${d}`, delay: d };
  }
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (actor) return { kind: actor[1] as 'done' | 'error', event: `${actor[1]}: ${actor[2]}` };
  if (type === `xstate.done.state.${node.id}`) return { kind: 'stateDone', event: 'done' };
  if (type === '') return { kind: 'always', event: 'always' };
  return { kind: 'event', event: type };
}

function toNode(node: AnyStateNode): ChartNode {
  const parent = node.parent;
  return {
    id: node.id,
    key: node.key,
    type: node.type as ChartNodeType,
    parent: parent?.id,
    children: Object.values(node.states ?? {}).map((c) => (c as AnyStateNode).id),
    initial: node.type === 'compound' ? node.initial?.target?.[0]?.id : undefined,
    region: parent?.type === 'parallel',
    tags: [...(node.tags ?? [])].map(String),
    invokes: (node.invoke ?? []).map((i) => ({
      id: String(i.id),
      src: typeof i.src === 'string' ? i.src : String(i.id),
    })),
    ...(node.description ? { description: node.description } : {}),
  };
}

/** The machine as nodes and edges, every state node and every transition definition once. */
export function toStatechart(machine: AnyStateMachine): Statechart {
  const nodes: ChartNode[] = [];
  const edges: ChartEdge[] = [];
  const visit = (node: AnyStateNode) => {
    if (node !== machine.root) nodes.push(toNode(node));
    const groups: [string, AnyTransitionDefinition[]][] = [...node.transitions.entries()].map(
      ([eventType, defs]) => [String(eventType), [...defs]],
    );
    if (node.always?.length) groups.push(['', [...node.always]]);
    for (const [eventType, defs] of groups) {
      defs.forEach((t, i) => {
        const targets = t.target?.length ? t.target.map((n) => n.id) : [node.id];
        for (const target of targets) {
          edges.push({
            id: `${node.id}:${eventType || 'always'}:${i}:${target}`,
            source: node.id,
            target,
            index: i,
            eventType,
            ...describeEvent(t, node),
            guard: guardLabel(t.guard),
            internal: !t.target?.length,
          });
        }
      });
    }
    for (const child of Object.values(node.states ?? {})) visit(child as AnyStateNode);
  };
  visit(machine.root);
  return { id: machine.root.id, root: toNode(machine.root), nodes, edges };
}

/** The text drawn on an edge: `event [guard]`. */
export const edgeLabel = (e: ChartEdge) => (e.guard ? `${e.event} [${e.guard}]` : e.event);

/** The ids of the state nodes a state value stands for (ancestors included, root excluded). */
export function activeStateIds(machine: AnyStateMachine, value: unknown): string[] {
  try {
    const snapshot = machine.resolveState({ value: value as never, context: {} as never });
    return (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes
      .map((n) => n.id)
      .filter((id) => id !== machine.root.id);
  } catch {
    return [];
  }
}
