// The generated path tests of every registered machine, with the coverage report that
// `npm run test:model` prints: per machine, states covered / total and transitions covered / total.
// A machine whose paths miss a state or a transition fails here.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Coverage, coverageOf, generatePaths, replayPath } from '../../machines/graph/paths';
import { MACHINES } from '../../machines/registry';

const report = new Map<string, Coverage>();

beforeAll(() => {
  // Frozen time: guards that count per second see every step in the same second.
  vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
});
afterAll(() => {
  vi.useRealTimers();
  const rows = MACHINES.map((m) => {
    const c = report.get(m.id);
    const states = c ? `${c.states.covered} / ${c.states.total}` : 'not run';
    const transitions = c ? `${c.transitions.covered} / ${c.transitions.total}` : 'not run';
    const full = c && !c.states.missing.length && !c.transitions.missing.length;
    return [m.id, states, transitions, full ? 'full' : 'MISSING'];
  });
  const table = [['machine', 'states', 'transitions', 'coverage'], ...rows];
  const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(
    ['\nModel coverage (generated paths)', line(table[0]), line(widths.map((w) => '-'.repeat(w)))]
      .concat(rows.map(line))
      .join('\n'),
  );
});

describe.each(MACHINES.map((m) => [m.id, m] as const))('machine %s: generated paths', (_id, entry) => {
  const paths = generatePaths(entry.machine, entry.model);

  it(`${entry.requirements.join(' ')} the generated paths cover every state and transition`, () => {
    const coverage = coverageOf(entry.machine, entry.model, paths);
    report.set(entry.id, coverage);
    expect(coverage.states.missing, 'states no path reaches').toEqual([]);
    expect(coverage.transitions.missing, 'transitions no path takes').toEqual([]);
  });

  it('every shortest path ends where xstate/graph says it does', () => {
    for (const path of paths) {
      const r = replayPath(entry.machine, entry.model, path);
      path.steps.forEach((step, i) => {
        if (step.value !== undefined) expect(r.values[i], path.name).toEqual(step.value);
      });
      r.actor.stop();
    }
  });
});
