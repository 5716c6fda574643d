// Words of the call queue screens (CALL-01): ring strategies, links and waits.
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

/** "4 min 05 s" / "35 s". */
export function waitWords(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}
