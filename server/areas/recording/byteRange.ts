// HTTP Range requests (RFC 9110 §14) on one object, so that a player can seek: a single range
// `bytes=a-b`, `bytes=a-` or `bytes=-n`; several ranges are answered whole (allowed by the RFC).
import type { ByteRange } from '../../storage';

export type RangeAsk = { kind: 'whole' } | { kind: 'part'; range: ByteRange } | { kind: 'unsatisfiable' };

export function rangeOf(header: string | undefined, size: number): RangeAsk {
  if (!header) return { kind: 'whole' };
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return { kind: 'whole' };
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return { kind: 'unsatisfiable' };
  return { kind: 'part', range: { start, end } };
}
