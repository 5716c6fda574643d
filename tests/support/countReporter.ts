// Prints the closing line CI reads ('N passed, N failed'), and appends it to COUNT_FILE when
// set, so that .ci/run can add up several runs (unit, e2e, PostgreSQL) into one line.
import { appendFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export default class CountReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const mod of modules) {
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      // A file that failed to load has no tests to count: count it as a failure.
      if (mod.state() === 'failed' && [...mod.children.allTests()].length === 0) failed++;
    }
    failed += unhandledErrors.length;
    const line = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
    console.log(`\n${line}`);
    if (process.env.COUNT_FILE) appendFileSync(process.env.COUNT_FILE, `${passed} ${failed} ${skipped}\n`);
  }
}
