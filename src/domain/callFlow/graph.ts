// A call flow as a graph: its nodes by kind and id, with their labels and places in the flow
// (for field errors), and the destinations each one sends calls to. The walk, the checks and the
// portal's diagram read the flow through these.
import type {
  Attendant,
  CallFlow,
  Destination,
  ExtensionNode,
  Group,
  NodeDestination,
  Queue,
  Schedule,
} from '../schemas/callFlow';

export const NODE_KINDS = ['schedule', 'attendant', 'queue', 'group', 'extension'] as const;
export type NodeKind = (typeof NODE_KINDS)[number];

/** How a sentence names a kind: 'there is no call queue 42'. */
export const KIND_WORDS: Readonly<Record<NodeKind, string>> = {
  schedule: 'schedule',
  attendant: 'attendant',
  queue: 'call queue',
  group: 'call group',
  extension: 'extension',
};

const KIND_TITLES: Readonly<Record<NodeKind, string>> = {
  schedule: 'Schedule',
  attendant: 'Attendant',
  queue: 'Call queue',
  group: 'Call group',
  extension: 'Extension',
};

/** The flow's list each kind lives in. */
export const LISTS = {
  schedule: 'schedules',
  attendant: 'attendants',
  queue: 'queues',
  group: 'groups',
  extension: 'extensions',
} as const satisfies Record<NodeKind, keyof CallFlow>;

export type FlowNode =
  | { kind: 'schedule'; item: Schedule }
  | { kind: 'attendant'; item: Attendant }
  | { kind: 'queue'; item: Queue }
  | { kind: 'group'; item: Group }
  | { kind: 'extension'; item: ExtensionNode };

export type IndexedNode = FlowNode & {
  key: string;
  /** 'Attendant Main menu', 'Extension Ana (201)'. */
  label: string;
  /** Its place in the flow: ['attendants', 0]. */
  path: (string | number)[];
};

export const nodeKey = (kind: NodeKind, id: number) => `${kind}:${id}`;

export function labelOf(node: FlowNode): string {
  if (node.kind === 'extension' && node.item.number)
    return `Extension ${node.item.name} (${node.item.number})`;
  return `${KIND_TITLES[node.kind]} ${node.item.name}`;
}

/** The nodes of a flow by key (`nodeKey`), in the flow's order; the first of a repeated id wins. */
export function indexFlow(flow: CallFlow): Map<string, IndexedNode> {
  const index = new Map<string, IndexedNode>();
  for (const kind of NODE_KINDS) {
    const items = flow[LISTS[kind]] as FlowNode['item'][];
    items.forEach((item, i) => {
      const key = nodeKey(kind, item.id);
      if (index.has(key)) return;
      const node = { kind, item } as FlowNode;
      index.set(key, { ...node, key, label: labelOf(node), path: [LISTS[kind], i] });
    });
  }
  return index;
}

/** The destination's node key, for the kinds that are nodes (a voicemail is its extension's). */
export function destinationKey(d: Destination): string | undefined {
  if (d.kind === 'outside' || d.kind === 'hangup') return undefined;
  return nodeKey(d.kind === 'voicemail' ? 'extension' : d.kind, d.id);
}

/** One way out of a node: where its field is, how a person reads it, and where it goes. */
export interface Edge {
  path: (string | number)[];
  /** 'key 1', 'timeout', 'overflow'. */
  where: string;
  to: Destination;
}

/** The destinations a node names, in the order of its fields. */
export function edgesOf(node: IndexedNode): Edge[] {
  const at = (field: string | number, where: string, to: Destination | undefined): Edge[] =>
    to ? [{ path: [...node.path, field], where, to }] : [];
  switch (node.kind) {
    case 'schedule':
      return [
        ...at('open', 'open', node.item.open),
        ...at('closed', 'closed', node.item.closed),
        ...at('holiday', 'holiday', node.item.holiday),
      ];
    case 'attendant':
      return [
        ...Object.entries(node.item.keys).flatMap(([key, to]) =>
          to ? [{ path: [...node.path, 'keys', key], where: `key ${key}`, to }] : [],
        ),
        ...at('timeout', 'timeout', node.item.timeout),
        ...at('invalid', 'invalid key', node.item.invalid),
      ];
    case 'queue':
      return [
        ...at('overflow', 'overflow', node.item.overflow),
        ...at('noAgents', 'no agents', node.item.noAgents),
      ];
    case 'group':
      return at('noAnswer', 'no answer', node.item.noAnswer);
    case 'extension':
      return [...at('noAnswer', 'no answer', node.item.noAnswer), ...at('busy', 'busy', node.item.busy)];
  }
}

/** The word for a destination that does not exist: 'there is no call queue 42'. */
export function missingWords(d: NodeDestination): string {
  return d.kind === 'voicemail'
    ? `there is no extension ${d.id} for its voicemail`
    : `there is no ${KIND_WORDS[d.kind]} ${d.id}`;
}
