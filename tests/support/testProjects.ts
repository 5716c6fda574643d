// Which test files share their worker's modules and which get a process each (vitest.config.ts;
// decision 0100). tests/unit/architecture/pureTests.test.ts checks the shared ones leak nothing.
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
