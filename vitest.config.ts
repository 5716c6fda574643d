import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { POSTGRES_PHASE_FILES, runsPostgresPhaseFiles } from './tests/support/postgresPhase';
import { PURE, SERVER_ISOLATED, sharedDomFiles } from './tests/support/testProjects';
import LongestFirstSequencer from './tests/support/testSequencer';

const { screens: SCREENS, views: VIEWS } = sharedDomFiles();

// One run for unit, model, screen and server tests. Screen tests opt into happy-dom with a
// `// @vitest-environment happy-dom` line; everything else runs in node.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    // Projects (decisions 0100 and 0131, tests/support/testProjects.ts): pure tests (rules,
    // machines, the request layer with fake fetches), server tests (each with its own platform),
    // page tests (one happy-dom window per worker) and view tests (happy-dom's environment) share
    // their workers' modules, which saves each file the imports; the files that mock a module,
    // stub a global, fake timers or set the environment get a fresh process per file.
    projects: [
      { extends: true, test: { name: 'pure', include: PURE, isolate: false } },
      {
        extends: true,
        test: {
          name: 'server',
          globalSetup: ['tests/support/globalSetup.ts'],
          include: ['tests/server/**/*.test.ts'],
          exclude: [...SERVER_ISOLATED, ...(runsPostgresPhaseFiles() ? [] : POSTGRES_PHASE_FILES)],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-isolated',
          globalSetup: ['tests/support/globalSetup.ts'],
          include: SERVER_ISOLATED,
          exclude: runsPostgresPhaseFiles() ? [] : POSTGRES_PHASE_FILES,
        },
      },
      {
        extends: true,
        test: {
          // Screen files that share their worker's modules and one happy-dom window (decision 0131).
          name: 'screens',
          globalSetup: ['tests/support/globalSetup.ts'],
          setupFiles: ['tests/support/sharedDom.ts'],
          include: SCREENS,
          exclude: runsPostgresPhaseFiles() ? [] : POSTGRES_PHASE_FILES,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // View files in happy-dom that share their worker's modules and environment (decision 0131).
          name: 'views',
          environment: 'happy-dom',
          include: VIEWS,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          // The seeded database the platform tests start from, built once per run.
          globalSetup: ['tests/support/globalSetup.ts'],
          include: ['tests/**/*.test.{ts,tsx}'],
          // The route sweeps and the replica tests run on PostgreSQL (decision 0100).
          exclude: [
            ...PURE,
            ...SCREENS,
            ...VIEWS,
            'tests/server/**',
            'tests/e2e/**',
            'node_modules/**',
            ...(runsPostgresPhaseFiles() ? [] : POSTGRES_PHASE_FILES),
          ],
        },
      },
    ],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Screen tests (happy-dom) load the UI's dependencies in every file's fresh process: as
    // hundreds of small modules (react-aria-components alone is most of them) that is about 2 s of
    // imports per file. Pre-bundled once per run into one file each, it is about half that
    // (decision 0088). ofetch stays out: its bundle takes the Node build, which needs node:util.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            'react',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-dom',
            'react-dom/client',
            'react-aria-components',
            '@xstate/react',
            'xstate',
            'zod',
            'libphonenumber-js',
            '@tanstack/react-virtual',
            'wouter',
            'papaparse',
            '@testing-library/react',
          ],
        },
      },
    },
    // The longest files start first and the pure ones close the run, so that neither worker
    // waits alone at the end (tests/support/testSequencer.ts, decision 0127).
    sequence: { sequencer: LongestFirstSequencer },
    pool: 'forks',
    maxWorkers: 2,
    // Each test file is a short-lived process that loads PGlite's Postgres (about 9 MB of
    // WebAssembly): optimizing its hot functions costs more CPU than it wins back before the file
    // ends, so the workers keep V8's baseline compiler. Halves PGlite's CPU per file
    // (decision 0088; `npm run bench -- pglite` prints both).
    execArgv: ['--liftoff-only'],
    reporters: ['default', './tests/support/countReporter.ts', './tests/support/modelCoverageReporter.ts'],
  },
});
