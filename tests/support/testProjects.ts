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

/** The test files under tests/ui, tests/integration, tests/unit and tests/model, with their text. */
function domTestFiles(root: string): { file: string; text: string }[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
      const path = `${dir}/${e.name}`;
      if (e.isDirectory()) return walk(path);
      return /\.test\.tsx?$/.test(e.name) ? [path] : [];
    });
  return ['tests/ui', 'tests/integration', 'tests/unit', 'tests/model']
    .flatMap(walk)
    .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
}

/**
 * The files that share their worker's modules with a DOM (decision 0131), each read once:
 * - `screens`: page files that open the one happy-dom window of their worker (happyDomPlatform,
 *   directly or through renderPage);
 * - `views`: view files in vitest's happy-dom environment (`// @vitest-environment happy-dom`).
 * Either only when it mocks, stubs and fakes nothing; the others stay in the isolated project.
 */
export function sharedDomFiles(root = process.cwd()): { screens: string[]; views: string[] } {
  const shareable = domTestFiles(root).filter(({ text }) => !SHARED_LEAKS.test(text));
  const inEnvironment = ({ text }: { text: string }) => HAPPY_DOM_ENVIRONMENT.test(text);
  return {
    screens: shareable.filter((f) => !inEnvironment(f) && OPENS_WINDOW.test(f.text)).map((f) => f.file),
    views: shareable.filter(inEnvironment).map((f) => f.file),
  };
}
