// A laid-out statechart as one self-contained SVG document (a string), so that the exporter
// writes the very drawing the gallery shows. Every state is a <g data-state-id="…"> and every
// transition a <g data-edge-id="…">; the gallery highlights them by setting `data-active`, and
// the colours are CSS variables with light defaults, so the portal can theme them.
import { arrowMarker, edgePath, esc, labelBox, r1, routePath } from './graphSvg';
import { FONT_SIZE, type LaidOutChart, type LaidOutNode, TITLE_SIZE } from './layout';

export { routePath };

export const SVG_STYLE = `
.sc { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: ${FONT_SIZE}px; }
.sc-bg { fill: var(--sc-bg, #f5f6f8); }
.sc-box { fill: var(--sc-surface, #ffffff); stroke: var(--sc-border, #8c959f); stroke-width: 1.25; }
.sc-root > .sc-box { fill: var(--sc-bg, #f5f6f8); stroke: var(--sc-border-strong, #57606a); }
.sc-compound > .sc-box, .sc-parallel > .sc-box { fill: var(--sc-compound, #f0f3f6); }
.sc-region > .sc-box { fill: none; stroke-dasharray: 5 4; }
.sc-final-inner { fill: none; stroke: var(--sc-border, #8c959f); stroke-width: 1.25; }
.sc-title { fill: var(--sc-text, #1b1f24); font-size: ${TITLE_SIZE}px; font-weight: 650; }
.sc-detail { fill: var(--sc-muted, #57606a); }
.sc-tag { fill: var(--sc-tag, #8250df); }
.sc-kind { fill: var(--sc-muted, #57606a); font-size: 10px; letter-spacing: 0.04em; }
.sc-initial { fill: var(--sc-text, #1b1f24); }
.sc-edge path { fill: none; stroke: var(--sc-edge, #57606a); stroke-width: 1.25; }
.sc-edge.sc-kind-after path, .sc-edge.sc-kind-always path { stroke-dasharray: 4 3; }
.sc-edge.sc-kind-error path { stroke: var(--sc-error, #b42318); }
.sc-label-bg { fill: var(--sc-surface, #ffffff); stroke: var(--sc-label-border, #d0d7de); stroke-width: 0.75; }
.sc-label { fill: var(--sc-text, #1b1f24); }
.sc-label .sc-guard { fill: var(--sc-guard, #0a6640); }
.sc-arrow { fill: var(--sc-edge, #57606a); }
.sc-state[data-active] > .sc-box { stroke: var(--sc-active, #0b5cad); stroke-width: 3; }
.sc-state.sc-atomic[data-active] > .sc-box, .sc-state.sc-final[data-active] > .sc-box { fill: var(--sc-active-surface, #dcebfb); }
.sc-edge[data-active] path { stroke: var(--sc-active, #0b5cad); stroke-width: 2.5; stroke-dasharray: none; }
.sc-edge[data-active] .sc-label-bg { stroke: var(--sc-active, #0b5cad); stroke-width: 1.5; }
`;

const KIND_WORD: Partial<Record<LaidOutNode['type'], string>> = {
  parallel: 'PARALLEL',
  final: 'FINAL',
  history: 'HISTORY',
};

function drawNode(n: LaidOutNode): string {
  const isRoot = n.depth === 0;
  const classes = ['sc-state', `sc-${n.type}`];
  if (isRoot) classes.push('sc-root');
  if (n.region) classes.push('sc-region');
  const leaf = n.children.length === 0;
  const out: string[] = [
    `<g class="${classes.join(' ')}" data-state-id="${esc(n.id)}" data-type="${n.type}"${n.tags.length ? ` data-tags="${esc(n.tags.join(' '))}"` : ''}>`,
    `<title>${esc(isRoot ? `machine ${n.id}` : n.id)}${n.description ? ` — ${esc(n.description)}` : ''}</title>`,
    `<rect class="sc-box" x="${r1(n.x)}" y="${r1(n.y)}" width="${r1(n.width)}" height="${r1(n.height)}" rx="${leaf ? 8 : 12}"/>`,
  ];
  if (n.type === 'final') {
    out.push(
      `<rect class="sc-final-inner" x="${r1(n.x + 4)}" y="${r1(n.y + 4)}" width="${r1(n.width - 8)}" height="${r1(n.height - 8)}" rx="5"/>`,
    );
  }
  const left = n.x + 12;
  let y = n.y + 12 + TITLE_SIZE;
  const title = isRoot ? `${n.key}` : n.key;
  if (leaf) {
    out.push(
      `<text class="sc-title" x="${r1(n.x + n.width / 2)}" y="${r1(y)}" text-anchor="middle">${esc(title)}</text>`,
    );
  } else {
    out.push(`<text class="sc-title" x="${r1(left)}" y="${r1(y)}">${esc(title)}</text>`);
    const word = isRoot ? 'MACHINE' : n.region ? 'REGION' : KIND_WORD[n.type];
    if (word) {
      out.push(
        `<text class="sc-kind" x="${r1(left + title.length * TITLE_SIZE * 0.64 + 8)}" y="${r1(y)}">${word}</text>`,
      );
    }
  }
  if (leaf && KIND_WORD[n.type]) {
    out.push(
      `<text class="sc-kind" x="${r1(n.x + n.width - 8)}" y="${r1(n.y + n.height - 7)}" text-anchor="end">${KIND_WORD[n.type]}</text>`,
    );
  }
  for (const line of n.details) {
    y += 16;
    const cls = line.startsWith('#') ? 'sc-detail sc-tag' : 'sc-detail';
    out.push(
      leaf
        ? `<text class="${cls}" x="${r1(n.x + n.width / 2)}" y="${r1(y)}" text-anchor="middle">${esc(line)}</text>`
        : `<text class="${cls}" x="${r1(left)}" y="${r1(y)}">${esc(line)}</text>`,
    );
  }
  out.push('</g>');
  return out.join('');
}

function drawEdge(e: LaidOutChart['edges'][number]): string {
  if (e.points.length < 2) return '';
  const attrs = [
    `class="sc-edge sc-kind-${e.kind}"`,
    `data-edge-id="${esc(e.id)}"`,
    `data-source="${esc(e.source)}"`,
    `data-target="${esc(e.target)}"`,
    `data-event="${esc(e.eventType)}"`,
  ].join(' ');
  const parts = [`<g ${attrs}>`, edgePath(e.points, 'sc-arrow')];
  if (e.label) {
    const { x, y, width, height } = e.label;
    const ty = y + height / 2 + FONT_SIZE * 0.35;
    const tx = x + 4;
    const guard = e.guard ? `<tspan class="sc-guard"> [${esc(e.guard)}]</tspan>` : '';
    parts.push(
      labelBox(e.label, 'sc-label-bg'),
      `<text class="sc-label" x="${r1(tx)}" y="${r1(ty)}" textLength="${r1(width - 8)}" lengthAdjust="spacingAndGlyphs">${esc(e.event)}${guard}</text>`,
    );
  }
  parts.push('</g>');
  return parts.join('');
}

/** The chart as a standalone SVG document. */
export function toSvg(chart: LaidOutChart, options: { title?: string } = {}): string {
  const { width, height } = chart;
  const initials = chart.initials
    .filter((i) => i.dot)
    .map(
      (i) =>
        `<g class="sc-initial-marker" data-initial-of="${esc(i.parent)}"><circle class="sc-initial" cx="${r1(i.dot.x + i.dot.width / 2)}" cy="${r1(i.dot.y + i.dot.height / 2)}" r="${r1(i.dot.width / 2)}"/>` +
        (i.points.length >= 2
          ? `<g class="sc-edge sc-kind-initial">${edgePath(i.points, 'sc-arrow')}</g>`
          : '') +
        '</g>',
    );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" class="sc" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" data-machine-id="${esc(chart.id)}" role="img" aria-label="${esc(options.title ?? chart.id)} statechart">`,
    `<title>${esc(options.title ?? chart.id)}</title>`,
    `<style>${SVG_STYLE}</style>`,
    `<defs>${arrowMarker('sc-arrow', 'sc-arrow')}</defs>`,
    `<rect class="sc-bg" x="0" y="0" width="${width}" height="${height}"/>`,
    ...chart.nodes.map(drawNode),
    ...initials,
    ...chart.edges.map(drawEdge),
    '</svg>',
  ].join('\n');
}
