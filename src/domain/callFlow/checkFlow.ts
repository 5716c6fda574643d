// The integrity of a call flow (issue 18, decision 0091): every destination exists, no calls go
// round between menus and schedules with no way out, no id or number twice. Errors refuse a save
// (field errors, by the path of the field at fault); warnings are shown and do not.
import type { CallFlow, Destination } from '../schemas/callFlow';
import { type FieldError, fieldName } from '../schemas/fieldErrors';
import {
  destinationKey,
  edgesOf,
  type IndexedNode,
  indexFlow,
  KIND_WORDS,
  missingWords,
  NODE_KINDS,
} from './graph';
import { digitsOf } from './routeCall';

export interface FlowProblem {
  path: (string | number)[];
  message: string;
}

export interface FlowProblems {
  errors: FlowProblem[];
  warnings: FlowProblem[];
}

const LIST_OF = {
  schedule: 'schedules',
  attendant: 'attendants',
  queue: 'queues',
  group: 'groups',
  extension: 'extensions',
} as const;

/** The names of several nodes in a sentence: 'A, B and C'. */
const listWords = (names: string[]) =>
  names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** The problems of a flow with the paths of their fields, as the flow's schema reports them. */
export function flowProblems(flow: CallFlow): FlowProblems {
  const errors: FlowProblem[] = [];
  const warnings: FlowProblem[] = [];
  const index = indexFlow(flow);
  const nodes = [...index.values()];

  // The same id twice in a list, the same number twice.
  for (const kind of NODE_KINDS) {
    const seen = new Set<number>();
    flow[LIST_OF[kind]].forEach((item, i) => {
      if (seen.has(item.id))
        errors.push({
          path: [LIST_OF[kind], i, 'id'],
          message: `Another ${KIND_WORDS[kind]} has the id ${item.id}.`,
        });
      seen.add(item.id);
    });
  }
  const numbers = new Set<string>();
  flow.numbers.forEach((n, i) => {
    if (numbers.has(digitsOf(n.number)))
      errors.push({ path: ['numbers', i, 'number'], message: `The number ${n.number} is listed twice.` });
    numbers.add(digitsOf(n.number));
  });

  // Destinations and members that do not exist.
  const exists = (d: Destination) => {
    const key = destinationKey(d);
    return key === undefined || index.has(key);
  };
  const refuseMissing = (path: (string | number)[], where: string, d: Destination) => {
    if (d.kind === 'outside' || d.kind === 'hangup') return;
    if (!exists(d)) errors.push({ path, message: `${where}: ${missingWords(d)}.` });
    else if (d.kind === 'voicemail') {
      const owner = index.get(destinationKey(d)!)!;
      if (owner.kind === 'extension' && !owner.item.voicemail)
        errors.push({ path, message: `${where}: ${owner.label} has no voicemail.` });
    }
  };
  flow.numbers.forEach((n, i) => {
    refuseMissing(['numbers', i, 'destination'], `Number ${n.number}`, n.destination);
  });
  for (const node of nodes) {
    for (const edge of edgesOf(node)) refuseMissing(edge.path, `${node.label}, ${edge.where}`, edge.to);
    const members =
      node.kind === 'queue'
        ? { field: 'agents', what: 'agent', ids: node.item.agents }
        : node.kind === 'group'
          ? { field: 'members', what: 'member', ids: node.item.members }
          : undefined;
    members?.ids.forEach((id, i) => {
      if (!index.has(`extension:${id}`))
        errors.push({
          path: [...node.path, members.field, i],
          message: `${node.label}, ${members.what} ${i + 1}: there is no extension ${id}.`,
        });
    });
  }

  // Loops with no way out: nodes from which no path reaches an answer, a voicemail, an outside
  // number or a hang-up, that send calls round among themselves.
  const exits = waysOut(nodes, index);
  for (const circle of circles(
    nodes.filter((n) => !exits.has(n.key)),
    index,
  )) {
    const names = circle.map((n) => n.label);
    const message =
      circle.length === 1
        ? `${names[0]} sends calls back to itself with no way out.`
        : circle.length === 2
          ? `${names[0]} and ${names[1]} send calls to each other with no way out.`
          : `${listWords(names)} send calls round in a circle with no way out.`;
    errors.push({ path: circle[0].path, message });
  }

  // Menus, schedules, queues and groups that no number leads to (extensions are dialled directly).
  const reached = reachable(flow, index);
  for (const node of nodes)
    if (node.kind !== 'extension' && !reached.has(node.key))
      warnings.push({ path: node.path, message: `${node.label} is not reached from any number.` });

  return { errors, warnings };
}

/** The edges a call can take: a queue with no agents listed sends every call to its no-agents destination. */
const takenEdges = (n: IndexedNode) =>
  n.kind === 'queue' && n.item.agents.length === 0
    ? edgesOf(n).filter((e) => e.path.at(-1) === 'noAgents')
    : edgesOf(n);

/** The nodes from which some path leaves the flow's nodes (answered, voicemail, outside, hang-up). */
function waysOut(nodes: IndexedNode[], index: Map<string, IndexedNode>): Set<string> {
  const exits = new Set<string>();
  const answers = (n: IndexedNode) =>
    n.kind === 'extension' ||
    (n.kind === 'queue' && n.item.agents.length > 0) ||
    (n.kind === 'group' && n.item.members.length > 0);
  const leaves = (d: Destination) => {
    if (d.kind === 'outside' || d.kind === 'hangup') return true;
    const key = destinationKey(d)!;
    if (d.kind === 'voicemail') return index.has(key);
    return exits.has(key);
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (const n of nodes) {
      if (exits.has(n.key)) continue;
      if (answers(n) || takenEdges(n).some((e) => leaves(e.to))) {
        exits.add(n.key);
        changed = true;
      }
    }
  }
  return exits;
}

/** The strongly connected parts of the nodes (edges among them only) that hold a cycle, in the flow's order. */
function circles(trapped: IndexedNode[], index: Map<string, IndexedNode>): IndexedNode[][] {
  const inside = new Set(trapped.map((n) => n.key));
  const next = (n: IndexedNode) =>
    takenEdges(n)
      .map((e) => destinationKey(e.to))
      .filter((k): k is string => k !== undefined && inside.has(k))
      .map((k) => index.get(k)!);
  // Tarjan's algorithm.
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: IndexedNode[] = [];
  const onStack = new Set<string>();
  const found: IndexedNode[][] = [];
  const visit = (n: IndexedNode) => {
    order.set(n.key, order.size);
    low.set(n.key, order.get(n.key)!);
    stack.push(n);
    onStack.add(n.key);
    for (const m of next(n)) {
      if (!order.has(m.key)) {
        visit(m);
        low.set(n.key, Math.min(low.get(n.key)!, low.get(m.key)!));
      } else if (onStack.has(m.key)) low.set(n.key, Math.min(low.get(n.key)!, order.get(m.key)!));
    }
    if (low.get(n.key) !== order.get(n.key)) return;
    const part: IndexedNode[] = [];
    for (let m = stack.pop()!; ; m = stack.pop()!) {
      onStack.delete(m.key);
      part.push(m);
      if (m.key === n.key) break;
    }
    if (part.length > 1 || next(n).some((m) => m.key === n.key)) found.push(part);
  };
  for (const n of trapped) if (!order.has(n.key)) visit(n);
  const position = (n: IndexedNode) => trapped.indexOf(n);
  return found
    .map((part) => part.sort((a, b) => position(a) - position(b)))
    .sort((a, b) => position(a[0]) - position(b[0]));
}

/** The node keys some number leads to. */
function reachable(flow: CallFlow, index: Map<string, IndexedNode>): Set<string> {
  const seen = new Set<string>();
  const queue = flow.numbers.map((n) => n.destination);
  for (let d = queue.shift(); d; d = queue.shift()) {
    const key = destinationKey(d);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const node = index.get(key);
    if (node && d.kind !== 'voicemail') queue.push(...edgesOf(node).map((e) => e.to));
  }
  return seen;
}

/** The problems of a flow as field errors (`attendants[0].keys.1`), the server's and the forms' words. */
export interface CheckedFlow {
  ok: boolean;
  errors: FieldError[];
  warnings: FieldError[];
}

export function checkFlow(flow: CallFlow): CheckedFlow {
  const { errors, warnings } = flowProblems(flow);
  const asFields = (list: FlowProblem[]) =>
    list.map((p) => ({ field: fieldName(p.path), message: p.message }));
  return { ok: errors.length === 0, errors: asFields(errors), warnings: asFields(warnings) };
}
