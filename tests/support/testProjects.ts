// Which test files share their worker's modules and which get a process each (vitest.config.ts;
// decisions 0100 and 0131). tests/unit/architecture/pureTests.test.ts checks that the pure and
// shared server files leak nothing; the shared page and view files are chosen by what their text
// does not do (SHARED_LEAKS), so a file that starts to mock goes to its own process by itself.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Files with no DOM, no platform, no module mocks and no stubbed globals. A unit or model test
 * that needs one of those is a .tsx file or lives elsewhere (tests/integration, tests/ui).
 */
export const PURE = ['tests/unit/**/*.test.ts', 'tests/model/**/*.test.ts'];

/**
 * Server test files that share their worker's modules (decision 0100): each starts its own
 * platform on its own database, and the server keeps no state in modules that one file could
 * leave for the next. A file that mocks a module, sets the environment or starts replicas stays
 * isolated: those below.
 */
export const SERVER_ISOLATED = [
  'tests/server/signInAbuse.test.ts',
  'tests/server/outbox.test.ts',
  'tests/server/seed.test.ts',
  'tests/server/jobReplicas.test.ts',
  'tests/server/tokenReplicas.test.ts',
  'tests/server/startTogether.test.ts',
  // Fakes Date for its OpenID provider (decision 0130).
  'tests/server/ssoOidc.test.ts',
];

/**
 * What a file that shares its worker must not do: it would leak into the files after it there.
 * `restoreNodeFormData()` puts Node's FormData, Blob and File back over the window's: a global
 * stub too, and one that reads the globals when its module first loads.
 */
export const SHARED_LEAKS = /vi\.(?:mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(|restoreNodeFormData\(/;

const HAPPY_DOM_ENVIRONMENT = /@vitest-environment happy-dom/;
const OPENS_WINDOW = /support\/(happyDomPlatform|renderPage)'/;

/** The test files under `dirs` whose text passes `keep`. */
function filesWhere(root: string, dirs: string[], keep: (text: string) => boolean): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
      const path = `${dir}/${e.name}`;
      if (e.isDirectory()) return walk(path);
      return /\.test\.tsx?$/.test(e.name) ? [path] : [];
    });
  return dirs.flatMap(walk).filter((file) => keep(readFileSync(join(root, file), 'utf8')));
}

/**
 * Page files that share their worker's modules and its one happy-dom window (decision 0131):
 * those under tests/ui and tests/integration that open the window (happyDomPlatform, directly or
 * through renderPage) and mock, stub and fake nothing. The others stay in the isolated project.
 */
export const sharedScreenFiles = (root = process.cwd()) =>
  filesWhere(
    root,
    ['tests/ui', 'tests/integration'],
    (text) => OPENS_WINDOW.test(text) && !HAPPY_DOM_ENVIRONMENT.test(text) && !SHARED_LEAKS.test(text),
  );

/**
 * View files in vitest's happy-dom environment (`// @vitest-environment happy-dom`) that mock,
 * stub and fake nothing: they share their worker's modules and its environment (decision 0131).
 */
export const sharedViewFiles = (root = process.cwd()) =>
  filesWhere(
    root,
    ['tests/ui', 'tests/integration', 'tests/unit', 'tests/model'],
    (text) => HAPPY_DOM_ENVIRONMENT.test(text) && !SHARED_LEAKS.test(text),
  );
