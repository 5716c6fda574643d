// The drawing primitives of every diagram (the machines gallery's statecharts, the call flow
// diagram): escaped text, an orthogonal route with rounded corners and an arrow at its end, a
// label's box. Each diagram gives its own class names, so its colours are its own CSS variables.
import type { Box, Point } from './graphLayout';

export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const r1 = (n: number) => Math.round(n * 10) / 10;

/** An orthogonal route with softly rounded corners. */
export function routePath(points: Point[], radius = 6): string {
  if (points.length < 2) return '';
  let d = `M${r1(points[0].x)},${r1(points[0].y)}`;
  for (let i = 1; i < points.length - 1; i++) {
    const [a, b, c] = [points[i - 1], points[i], points[i + 1]];
    const inLen = Math.hypot(b.x - a.x, b.y - a.y);
    const outLen = Math.hypot(c.x - b.x, c.y - b.y);
    const r = Math.min(radius, inLen / 2, outLen / 2);
    if (r < 0.5) {
      d += ` L${r1(b.x)},${r1(b.y)}`;
      continue;
    }
    const p1 = { x: b.x - ((b.x - a.x) / inLen) * r, y: b.y - ((b.y - a.y) / inLen) * r };
    const p2 = { x: b.x + ((c.x - b.x) / outLen) * r, y: b.y + ((c.y - b.y) / outLen) * r };
    d += ` L${r1(p1.x)},${r1(p1.y)} Q${r1(b.x)},${r1(b.y)} ${r1(p2.x)},${r1(p2.y)}`;
  }
  const last = points[points.length - 1];
  return `${d} L${r1(last.x)},${r1(last.y)}`;
}

/** The arrowhead marker an edge path ends with (`marker-end="url(#id)"`). */
export const arrowMarker = (id: string, pathClass: string) =>
  `<marker id="${id}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path class="${pathClass}" d="M0,0 L10,5 L0,10 z"/></marker>`;

/** An edge's route ending in the arrow `markerId`. */
export const edgePath = (points: Point[], markerId: string) =>
  `<path d="${routePath(points)}" marker-end="url(#${markerId})"/>`;

/** The box behind an edge's label. */
export const labelBox = (box: Box, cls: string) =>
  `<rect class="${cls}" x="${r1(box.x)}" y="${r1(box.y)}" width="${r1(box.width)}" height="${r1(box.height)}" rx="4"/>`;
