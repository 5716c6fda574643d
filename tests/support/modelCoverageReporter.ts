// The table npm run test:model prints: per machine, the states and transitions that its checked
// paths asserted (tests/support/pathSpec.ts puts them in the coverage test's meta).
import type { Reporter, TestModule } from 'vitest/node';
import type { ModelCoverage } from './pathSpec';

export default class ModelCoverageReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const rows: string[][] = [];
    for (const mod of modules) {
      for (const test of mod.children.allTests()) {
        const c = (test.meta() as { modelCoverage?: ModelCoverage }).modelCoverage;
        if (!c) continue;
        const full = c.states.missing.length === 0 && c.transitions.missing.length === 0;
        rows.push([
          c.machine,
          `${c.states.covered} / ${c.states.total}`,
          `${c.transitions.covered} / ${c.transitions.total}`,
          full ? 'full' : 'MISSING',
        ]);
      }
    }
    if (rows.length === 0) return;
    const table = [['machine', 'states asserted', 'transitions asserted', 'coverage'], ...rows];
    const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
    const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
    const rule = line(widths.map((w) => '-'.repeat(w)));
    console.log(
      ['\nModel coverage (asserted by the checked paths)', line(table[0]), rule, ...rows.map(line)].join(
        '\n',
      ),
    );
  }
}
