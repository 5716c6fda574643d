// The generic graph layer under every diagram of the portal (the machines gallery, the call flow
// diagram): ELK lays a graph of boxes and labelled edges out, left to right, with orthogonal
// routes, and this answers the boxes and the routes in absolute coordinates. The statechart
// layout (layout.ts) builds its hierarchical graph and reads the result through `elkLayout`; a
// flat graph (nodes + labelled edges) goes through `layoutGraph`.
import ELK from 'elkjs/lib/elk.bundled.js';

export interface Point {
  x: number;
  y: number;
}

export interface Box extends Point {
  width: number;
  height: number;
}

export interface ElkNode {
  id: string;
  width?: number;
  height?: number;
  x?: number;
  y?: number;
  children?: ElkNode[];
  edges?: ElkEdge[];
  layoutOptions?: Record<string, string>;
}

export interface ElkEdge {
  id: string;
  sources: string[];
  targets: string[];
  labels?: {
    id: string;
    text: string;
    width: number;
    height: number;
    x?: number;
    y?: number;
    layoutOptions?: Record<string, string>;
  }[];
  sections?: { startPoint: Point; endPoint: Point; bendPoints?: Point[] }[];
  container?: string;
  layoutOptions?: Record<string, string>;
}

/** Layered, left to right, orthogonal routes, labels on their edges: the portal's diagram style. */
export const LAYERED_OPTIONS: Readonly<Record<string, string>> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.layered.spacing.edgeNodeBetweenLayers': '16',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '12',
  'elk.spacing.nodeNode': '36',
  'elk.spacing.edgeNode': '16',
  'elk.spacing.edgeEdge': '12',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.labelNode': '6',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.layered.crossingMinimization.semiInteractive': 'false',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.edgeLabels.inline': 'true',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
  'elk.padding': '[top=16,left=16,bottom=16,right=16]',
};

export interface ElkResult {
  width: number;
  height: number;
  /** Every node's box by id (the root's too). */
  boxes: Map<string, Box>;
  /** Every edge's route (start, bends, end) and label box by id. */
  edges: Map<string, { points: Point[]; label?: Box & { text: string } }>;
}

const elk = new ELK();

/** Lays an ELK graph out and reads its boxes and routes (absolute coordinates). */
export async function elkLayout(graph: ElkNode): Promise<ElkResult> {
  const result = (await elk.layout(graph as never)) as unknown as ElkNode;
  const boxes = new Map<string, Box>();
  const edges: ElkResult['edges'] = new Map();
  const walk = (n: ElkNode) => {
    boxes.set(n.id, { x: n.x ?? 0, y: n.y ?? 0, width: n.width ?? 0, height: n.height ?? 0 });
    for (const e of n.edges ?? []) {
      const s = e.sections?.[0];
      const l = e.labels?.[0];
      edges.set(e.id, {
        points: s ? [s.startPoint, ...(s.bendPoints ?? []), s.endPoint] : [],
        ...(l ? { label: { x: l.x ?? 0, y: l.y ?? 0, width: l.width, height: l.height, text: l.text } } : {}),
      });
    }
    for (const c of n.children ?? []) walk(c);
  };
  walk(result);
  return { width: Math.ceil(result.width ?? 0), height: Math.ceil(result.height ?? 0), boxes, edges };
}

export interface GraphNode {
  id: string;
  width: number;
  height: number;
}

export interface GraphEdge {
  id: string;
  source: string;
  target: string;
  /** The label's text and size (measured by the caller, who knows its font). */
  label?: { text: string; width: number; height: number };
}

export interface LaidOutGraph {
  width: number;
  height: number;
  nodes: (GraphNode & Box)[];
  edges: (GraphEdge & { points: Point[]; labelBox?: Box & { text: string } })[];
}

/** A flat graph of boxes and labelled edges laid out in the portal's diagram style. */
export async function layoutGraph(
  graph: { nodes: GraphNode[]; edges: GraphEdge[] },
  options: Record<string, string> = {},
): Promise<LaidOutGraph> {
  const out = await elkLayout({
    id: '#graph',
    layoutOptions: { ...LAYERED_OPTIONS, ...options },
    children: graph.nodes.map((n) => ({ id: n.id, width: n.width, height: n.height })),
    edges: graph.edges.map((e) => ({
      id: e.id,
      sources: [e.source],
      targets: [e.target],
      ...(e.label ? { labels: [{ id: `${e.id}#label`, ...e.label }] } : {}),
    })),
  });
  return {
    width: out.width,
    height: out.height,
    nodes: graph.nodes.map((n) => ({ ...n, ...out.boxes.get(n.id)! })),
    edges: graph.edges.map((e) => {
      const r = out.edges.get(e.id);
      return { ...e, points: r?.points ?? [], ...(r?.label ? { labelBox: r.label } : {}) };
    }),
  };
}
