// A statechart as Mermaid stateDiagram-v2 text: for docs, pull requests and tools that render
// Mermaid. Composite states nest, parallel regions are separated by `--`, initial and final
// states are `[*]`, tags and invoked actors are state descriptions, and every transition is
// labelled `event [guard]` inside the composite state that holds both its ends.
import type { AnyStateMachine } from 'xstate';
import { nodeDetails } from './layout';
import { type ChartNode, edgeLabel, type Statechart, toStatechart } from './statechart';

/** Mermaid ids are words: 'token.valid' → 'token_valid'. */
export const mermaidId = (stateId: string) => stateId.replace(/[^A-Za-z0-9_]/g, '_');

// Characters that end a label or break Mermaid's parser.
const cleanLabel = (s: string) =>
  s
    .replace(/[;:#\n]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function toMermaid(input: AnyStateMachine | Statechart): string {
  const chart =
    'nodes' in input && 'edges' in input ? (input as Statechart) : toStatechart(input as AnyStateMachine);
  const byId = new Map([chart.root, ...chart.nodes].map((n) => [n.id, n]));
  const parentOf = (id: string) => byId.get(id)?.parent;
  // An edge belongs to the deepest composite state containing both ends (the root if none).
  const home = (a: string, b: string) => {
    const ancestors = new Set<string>();
    for (let p = parentOf(a); p; p = parentOf(p)) ancestors.add(p);
    for (let p = parentOf(b); p; p = parentOf(p)) if (ancestors.has(p)) return p;
    return chart.root.id;
  };
  const edgesIn = new Map<string, string[]>();
  for (const e of chart.edges) {
    const where = e.source === chart.root.id ? chart.root.id : home(e.source, e.target);
    // A transition of the machine itself goes from every top-level state; Mermaid has no root node.
    const sources =
      e.source === chart.root.id
        ? chart.root.children.filter((c) => byId.get(c)?.type !== 'final')
        : [e.source];
    for (const s of sources) {
      const line = `${mermaidId(s)} --> ${mermaidId(e.target)} : ${cleanLabel(edgeLabel(e))}`;
      edgesIn.set(where, [...(edgesIn.get(where) ?? []), line]);
    }
  }

  const lines: string[] = ['stateDiagram-v2'];
  const body = (node: ChartNode, indent: string) => {
    const finals: string[] = [];
    const children = node.children.map((c) => byId.get(c)!);
    const declare = (child: ChartNode) => {
      const id = mermaidId(child.id);
      lines.push(`${indent}state "${child.key.replace(/"/g, "'")}" as ${id}`);
      for (const d of nodeDetails(child))
        lines.push(`${indent}${id} : ${cleanLabel(d.replace(/^#/, 'tag '))}`);
      if (child.type === 'final') finals.push(`${indent}${id} --> [*]`);
      if (child.children.length) {
        lines.push(`${indent}state ${id} {`);
        body(child, `${indent}  `);
        lines.push(`${indent}}`);
      }
    };
    if (node.type === 'parallel') {
      children.forEach((child, i) => {
        if (i > 0) lines.push(`${indent}--`);
        declare(child);
      });
    } else {
      if (node.initial) lines.push(`${indent}[*] --> ${mermaidId(node.initial)}`);
      children.forEach(declare);
    }
    lines.push(...finals);
    for (const l of edgesIn.get(node.id) ?? []) lines.push(`${indent}${l}`);
  };
  body(chart.root, '  ');
  return `${lines.join('\n')}\n`;
}

/** The machine's own definition as JSON (xstate's `machine.definition`), functions left out. */
export function toDefinitionJson(machine: AnyStateMachine): string {
  return `${JSON.stringify(machine.definition, null, 2)}\n`;
}
