// Words of the call queue screens (CALL-01): ring strategies, and moving an item in a list.
import type { RING_STRATEGIES } from '../../../domain/schemas/callFlow';

export const STRATEGY_WORDS: Readonly<Record<(typeof RING_STRATEGIES)[number], string>> = {
  ringAll: 'Ring all',
  roundRobin: 'Round robin',
  longestIdle: 'Longest idle',
  linear: 'Linear',
  fewestCalls: 'Fewest calls',
};

export const strategyWords = (s: string | null | undefined) =>
  s && s in STRATEGY_WORDS ? STRATEGY_WORDS[s as keyof typeof STRATEGY_WORDS] : 'Not set';

/** A link to the queues or one queue (a hash route). */
export const queuesHref = (id?: number) => `#/management/m/callQueues${id ? `/${id}` : ''}`;

/** The list with the item at `from` moved to `to` (both in range; else the list as it is). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** "4 min 05 s" / "35 s". */
export function waitWords(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}
