// The order test files start in (vitest.config.ts, decision 0127). Two workers take files from
// one queue; a long file taken last leaves the other worker idle until it ends. Vitest's own order
// runs the projects by name (isolated, pure, screens, server, server-isolated, views), so the two longest files
// (seed, sign-in abuse, in server-isolated) started last. Here the projects go longest files
// first, and the pure files (milliseconds each) close the run, where they fill the gaps.
// Within a project vitest's order stays: the longest in the last run first (its cache), else the
// largest file first. A project's files stay together: a worker that shares its modules
// (isolate off) keeps them only while the next file in the queue is of its project.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const PROJECT_ORDER = ['server-isolated', 'isolated', 'screens', 'server', 'views', 'pure'];

const rank = (spec: TestSpecification) => {
  const index = PROJECT_ORDER.indexOf(spec.project.name);
  return index === -1 ? PROJECT_ORDER.length : index;
};

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array.prototype.sort is stable: within a project, vitest's order is kept.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
