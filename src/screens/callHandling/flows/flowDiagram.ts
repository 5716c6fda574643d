// The call flow as a diagram (CALL-03, decision 0095): the numbers, then every node a number's
// calls can reach (schedule → auto-attendant → queue → overflow ...) and where calls leave
// (voicemail, an outside number, hang up), each edge labelled with its branch ('open', 'key 1',
// 'overflow'). Laid out and drawn with the generic graph layer the machines gallery uses
// (machines/graph/graphLayout.ts, graphSvg.ts). Every node is a <g data-node-id> and every edge a
// <g data-edge-id data-source data-target>, so the route tester lights the steps it took.

import { layoutGraph } from '../../../../machines/graph/graphLayout';
import { arrowMarker, edgePath, esc, labelBox, r1 } from '../../../../machines/graph/graphSvg';
import { edgesOf, indexFlow } from '../../../domain/callFlow';
import { destinationKey } from '../../../domain/callFlow/graph';
import { digitsOf, type RouteStep } from '../../../domain/callFlow/routeCall';
import { formatPhone } from '../../../domain/phone';
import type { CallFlow, Destination } from '../../../domain/schemas/callFlow';
import { DESTINATION_KIND_WORDS } from '../common/destinations';

const FONT = 12;
const CHAR = FONT * 0.62;
const PAD = 12;

export type DiagramNodeKind =
  | 'number'
  | 'schedule'
  | 'attendant'
  | 'queue'
  | 'group'
  | 'extension'
  | 'voicemail'
  | 'outside'
  | 'hangup'
  | 'missing';

export interface DiagramNode {
  id: string;
  kind: DiagramNodeKind;
  /** 'Call queue', 'Auto-attendant' */
  kindWord: string;
  name: string;
}

export interface DiagramEdge {
  id: string;
  source: string;
  target: string;
  label: string;
}

const KIND_WORDS: Record<DiagramNodeKind, string> = {
  ...DESTINATION_KIND_WORDS,
  number: 'Number',
  missing: 'Missing',
};

/** The diagram's id of where a destination goes. */
export function targetId(d: Destination): string {
  if (d.kind === 'hangup') return 'hangup';
  if (d.kind === 'outside') return `outside:${digitsOf(d.number)}`;
  if (d.kind === 'voicemail') return `voicemail:${d.id}`;
  return destinationKey(d)!;
}

/** The diagram's id of a tester's step. */
export function stepId(step: RouteStep): string {
  if (step.nodeKind === 'hangup') return 'hangup';
  return `${step.nodeKind}:${step.nodeId}`;
}

/** The nodes and edges of the flow, from its numbers to where calls leave it. */
export function flowGraph(flow: CallFlow): { nodes: DiagramNode[]; edges: DiagramEdge[] } {
  const index = indexFlow(flow);
  const nodes = new Map<string, DiagramNode>();
  const edges: DiagramEdge[] = [];
  const add = (id: string, kind: DiagramNodeKind, name: string) => {
    if (!nodes.has(id)) nodes.set(id, { id, kind, kindWord: KIND_WORDS[kind], name });
  };
  const queue: string[] = [];
  const reach = (from: string, d: Destination, label: string) => {
    const to = targetId(d);
    edges.push({ id: `${from}->${to}#${label}`, source: from, target: to, label });
    if (nodes.has(to)) return;
    if (d.kind === 'hangup') add(to, 'hangup', 'Hang up');
    else if (d.kind === 'outside') add(to, 'outside', d.number);
    else {
      const node = index.get(destinationKey(d)!);
      if (!node) add(to, 'missing', `${KIND_WORDS[d.kind === 'voicemail' ? 'extension' : d.kind]} ${d.id}`);
      else if (d.kind === 'voicemail') add(to, 'voicemail', node.item.name);
      else {
        add(to, node.kind, node.item.name);
        queue.push(to);
      }
    }
  };
  for (const n of flow.numbers) {
    const id = `number:${digitsOf(n.number)}`;
    add(id, 'number', formatPhone(n.number));
    reach(id, n.destination, 'first');
  }
  for (let i = 0; i < queue.length; i++) {
    const node = index.get(queue[i])!;
    for (const e of edgesOf(node)) reach(node.key, e.to, e.where);
  }
  return { nodes: [...nodes.values()], edges };
}

export interface Diagram {
  svg: string;
  width: number;
  height: number;
  nodes: DiagramNode[];
  edges: DiagramEdge[];
}

const nodeSize = (n: DiagramNode) => ({
  width: Math.max(120, Math.ceil(Math.max(n.name.length * 13 * 0.6, n.kindWord.length * 10 * 0.7) + 2 * PAD)),
  height: 48,
});

/** The flow laid out and drawn as one SVG document (a string). */
export async function drawFlow(flow: CallFlow, title: string): Promise<Diagram> {
  const { nodes, edges } = flowGraph(flow);
  const laid = await layoutGraph({
    nodes: nodes.map((n) => ({ id: n.id, ...nodeSize(n) })),
    edges: edges.map((e) => ({
      id: e.id,
      source: e.source,
      target: e.target,
      label: { text: e.label, width: Math.ceil(e.label.length * CHAR) + 8, height: 18 },
    })),
  });
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const drawnNodes = laid.nodes.map((b) => {
    const n = byId.get(b.id)!;
    return [
      `<g class="cf-node cf-node-${n.kind}" data-node-id="${esc(n.id)}">`,
      `<title>${esc(`${n.kindWord} ${n.name}`)}</title>`,
      `<rect class="cf-box" x="${r1(b.x)}" y="${r1(b.y)}" width="${r1(b.width)}" height="${r1(b.height)}" rx="8"/>`,
      `<text class="cf-kind" x="${r1(b.x + b.width / 2)}" y="${r1(b.y + 18)}" text-anchor="middle">${esc(n.kindWord)}</text>`,
      `<text class="cf-name" x="${r1(b.x + b.width / 2)}" y="${r1(b.y + 36)}" text-anchor="middle">${esc(n.name)}</text>`,
      '</g>',
    ].join('');
  });
  const drawnEdges = laid.edges.map((e) => {
    if (e.points.length < 2) return '';
    const parts = [
      `<g class="cf-edge" data-edge-id="${esc(e.id)}" data-source="${esc(e.source)}" data-target="${esc(e.target)}">`,
      edgePath(e.points, 'cf-arrow'),
    ];
    if (e.labelBox)
      parts.push(
        labelBox(e.labelBox, 'cf-label-bg'),
        `<text class="cf-label" x="${r1(e.labelBox.x + 4)}" y="${r1(e.labelBox.y + e.labelBox.height / 2 + FONT * 0.35)}">${esc(e.labelBox.text)}</text>`,
      );
    parts.push('</g>');
    return parts.join('');
  });
  const { width, height } = laid;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" class="cf" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(title)}">`,
    `<title>${esc(title)}</title>`,
    `<defs>${arrowMarker('cf-arrow', 'cf-arrow')}</defs>`,
    `<rect class="cf-bg" x="0" y="0" width="${width}" height="${height}"/>`,
    ...drawnNodes,
    ...drawnEdges,
    '</svg>',
  ].join('\n');
  return { svg, width, height, nodes, edges };
}

/** What the tester's steps light: the nodes reached and the edges between consecutive steps. */
export function litBy(steps: readonly RouteStep[], edges: readonly DiagramEdge[]) {
  const nodeIds = steps.map(stepId);
  const edgeIds: string[] = [];
  for (let i = 1; i < nodeIds.length; i++)
    for (const e of edges) if (e.source === nodeIds[i - 1] && e.target === nodeIds[i]) edgeIds.push(e.id);
  return { nodeIds, edgeIds };
}
