// The test files `npm test` leaves to the server tests on PostgreSQL (CI's second phase, with
// DATABASE_URL set; decision 0100): sweeps of every route or every pairing of roles, whose
// answers do not depend on the database under the server, and several servers on one database,
// which only PostgreSQL really has (on PGlite the "replicas" share one database in one process).
// They run on PGlite too with `npm run test:all`.
export const POSTGRES_PHASE_FILES = [
  'tests/server/authzMatrix.test.ts',
  'tests/server/bodyProperties.test.ts',
  'tests/server/listDialect.test.ts',
  'tests/server/malformedInput.test.ts',
  'tests/server/userManagementMatrix.test.ts',
  'tests/server/jobReplicas.test.ts',
  'tests/server/tokenReplicas.test.ts',
  'tests/server/startTogether.test.ts',
];

/** Whether this run takes them: on PostgreSQL, or when every test is asked for. */
export const runsPostgresPhaseFiles = (env: NodeJS.ProcessEnv = process.env) =>
  !!env.DATABASE_URL || env.SWITCHBOARD_ALL_TESTS === '1';
