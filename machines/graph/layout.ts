// Lays a statechart out with ELK (elkjs), the layout engine made for hierarchical graphs:
// compound states contain their children, parallel regions sit side by side, and edges between
// levels are routed through the hierarchy. Runs the same in Node (the exporter) and the browser
// (the gallery). Text is measured with a fixed character width, since the drawing uses a
// monospaced font and Node has no canvas to measure with.
import type { AnyStateMachine } from 'xstate';
import { type Box, type ElkNode, elkLayout, LAYERED_OPTIONS, type Point } from './graphLayout';
import { type ChartEdge, type ChartNode, edgeLabel, type Statechart, toStatechart } from './statechart';

export const FONT_SIZE = 12;
export const TITLE_SIZE = 13;
/** A monospaced glyph is 0.6em wide; a little more keeps labels clear of borders in any such font. */
export const CHAR_WIDTH = FONT_SIZE * 0.62;
export const TITLE_CHAR_WIDTH = TITLE_SIZE * 0.64;
const LINE = 16;
const TITLE_LINE = 20;
const PAD = 12;
export const INITIAL_SIZE = 12;

export type { Box, Point };

export interface LaidOutNode extends ChartNode, Box {
  /** The lines under the name: `#tag …`, `invoke id (src)`. */
  details: string[];
  /** Nesting depth, 0 for the machine's root. */
  depth: number;
}

export interface LaidOutEdge extends ChartEdge {
  /** The route: start, bends, end (absolute coordinates). */
  points: Point[];
  label?: Box & { text: string };
}

export interface LaidOutChart {
  id: string;
  width: number;
  height: number;
  /** The root (the machine itself) first, then every state, parents before children. */
  nodes: LaidOutNode[];
  edges: LaidOutEdge[];
  /** The initial-state markers: a dot in a compound state with an arrow to its initial child. */
  initials: { parent: string; target: string; dot: Box; points: Point[] }[];
}

const initialId = (parent: string) => `${parent}#initial`;

/** What a node shows under its name. */
export function nodeDetails(node: ChartNode): string[] {
  const lines: string[] = [];
  if (node.tags.length) lines.push(node.tags.map((t) => `#${t}`).join(' '));
  for (const i of node.invokes) lines.push(i.id === i.src ? `invoke ${i.src}` : `invoke ${i.id} (${i.src})`);
  return lines;
}

const textWidth = (text: string, title = false) => text.length * (title ? TITLE_CHAR_WIDTH : CHAR_WIDTH);

function leafSize(node: ChartNode): { width: number; height: number } {
  const details = nodeDetails(node);
  const width = Math.max(textWidth(node.key, true), ...details.map((d) => textWidth(d))) + 2 * PAD;
  // A final or history state also shows its kind under the name.
  const kindLine = node.type === 'final' || node.type === 'history' ? LINE - 2 : 0;
  return {
    width: Math.max(96, Math.ceil(width)),
    height: TITLE_LINE + details.length * LINE + kindLine + 2 * PAD - 4,
  };
}

const ROOT_OPTIONS = LAYERED_OPTIONS;

/** The nearest node containing both ends: where ELK wants an edge declared. */
function commonAncestor(chart: Statechart, a: string, b: string): string {
  const byId = new Map([chart.root, ...chart.nodes].map((n) => [n.id, n]));
  const chain = (id: string) => {
    const ids: string[] = [];
    for (let n = byId.get(id); n; n = n.parent ? byId.get(n.parent) : undefined) ids.push(n.id);
    return ids;
  };
  const up = chain(a);
  // An edge from a state to itself or to its descendant lives in that state's parent.
  const ofB = new Set(chain(b));
  const lca = up.find((id) => ofB.has(id) && id !== a && id !== b) ?? chart.root.id;
  return lca;
}

function toElk(chart: Statechart, options: Record<string, string> = {}): ElkNode {
  const byId = new Map([chart.root, ...chart.nodes].map((n) => [n.id, n]));
  const elkNodes = new Map<string, ElkNode>();
  const build = (node: ChartNode): ElkNode => {
    const details = nodeDetails(node);
    let elk: ElkNode;
    if (node.children.length === 0) {
      elk = { id: node.id, ...leafSize(node) };
    } else {
      const top = TITLE_LINE + details.length * LINE + PAD + 8;
      const minWidth = Math.ceil(
        Math.max(textWidth(node.key, true), ...details.map((d) => textWidth(d))) + 2 * PAD,
      );
      elk = {
        id: node.id,
        children: node.children.map((c) => build(byId.get(c)!)),
        edges: [],
        layoutOptions: {
          'elk.padding': `[top=${top},left=${PAD + 4},bottom=${PAD + 4},right=${PAD + 4}]`,
          'elk.nodeSize.constraints': 'MINIMUM_SIZE',
          'elk.nodeSize.minimum': `(${minWidth}, ${top + 24})`,
        },
      };
      if (node.initial) {
        elk.children!.unshift({ id: initialId(node.id), width: INITIAL_SIZE, height: INITIAL_SIZE });
        elk.edges!.push({
          id: `${initialId(node.id)}->`,
          sources: [initialId(node.id)],
          targets: [node.initial],
        });
      }
    }
    elkNodes.set(node.id, elk);
    return elk;
  };
  const machineNode = build(chart.root);
  for (const edge of chart.edges) {
    const text = edgeLabel(edge);
    const container = elkNodes.get(commonAncestor(chart, edge.source, edge.target))!;
    container.edges ??= [];
    container.edges.push({
      id: edge.id,
      sources: [edge.source],
      targets: [edge.target],
      labels: [
        {
          id: `${edge.id}#label`,
          text,
          width: Math.ceil(textWidth(text)) + 8,
          height: LINE + 2,
          layoutOptions: { 'elk.edgeLabels.inline': 'true' },
        },
      ],
    });
  }
  return { id: '#graph', layoutOptions: { ...ROOT_OPTIONS, ...options }, children: [machineNode], edges: [] };
}

/** The machine (or a statechart of it) laid out: boxes for states, routes and labels for edges. */
export async function layoutStatechart(
  input: AnyStateMachine | Statechart,
  options: Record<string, string> = {},
): Promise<LaidOutChart> {
  const chart =
    'nodes' in input && 'edges' in input ? (input as Statechart) : toStatechart(input as AnyStateMachine);
  const { width, height, boxes, edges: edgesOut } = await elkLayout(toElk(chart, options));
  const depthOf = (node: ChartNode): number => {
    let d = 0;
    for (let p = node.parent; p; p = chart.nodes.find((n) => n.id === p)?.parent) d++;
    return d;
  };
  return {
    id: chart.id,
    width,
    height,
    nodes: [chart.root, ...chart.nodes].map((n) => ({
      ...n,
      ...boxes.get(n.id)!,
      details: nodeDetails(n),
      depth: n === chart.root ? 0 : depthOf(n),
    })),
    edges: chart.edges.map((e) => {
      const out = edgesOut.get(e.id);
      return { ...e, points: out?.points ?? [], ...(out?.label ? { label: out.label } : {}) };
    }),
    initials: [chart.root, ...chart.nodes]
      .filter((n) => n.initial)
      .map((n) => ({
        parent: n.id,
        target: n.initial!,
        dot: boxes.get(initialId(n.id))!,
        points: edgesOut.get(`${initialId(n.id)}->`)?.points ?? [],
      })),
  };
}
