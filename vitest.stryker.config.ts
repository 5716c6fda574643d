import { defineConfig } from 'vitest/config';

// The test subset mutation testing runs (npm run test:mutation): the domain unit tests and the model tests only,
// which need no database, so that each mutant is judged in seconds.
export default defineConfig({
  test: {
    include: ['tests/unit/domain/**/*.test.ts', 'tests/model/**/*.test.ts'],
    testTimeout: 20_000,
    pool: 'forks',
  },
});
