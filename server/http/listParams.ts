// Paging numbers of list calls (REQ-11), shared by every area's lists.

import { MAX_OFFSET } from '../../src/domain/schemas/listQuery';

export { MAX_OFFSET };

/**
 * A lenient paging number from a query string: missing, 0 or not a number → `fallback`, otherwise
 * a whole number held between `min` and `max` (so the database never sees 1e21 or -5).
 */
export function boundedInt(raw: string | undefined, fallback: number, min: number, max: number): number {
  const n = Number(raw ?? fallback) || fallback;
  return Math.min(Math.max(Math.trunc(n), min), max);
}
