import { defineConfig } from 'vitest/config';

// End-to-end: Debian's Chromium (driven by playwright-core) against the built portal served by
// the real server on a free port, with a fresh PGlite folder seeded with the demo.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/support/serverSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Polls wait for what a user would see; a cold window loads the shell and the page as chunks
    // after the session is restored, which on a busy 2-core machine takes more than a second.
    expect: { poll: { timeout: 10_000 } },
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    reporters: ['default', './tests/support/countReporter.ts'],
  },
});
