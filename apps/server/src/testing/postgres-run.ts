/**
 * Whether this is the suite's PostgreSQL run (scripts/with-postgres.ts). Tests that start the embedded databases, or
 * server processes on them, themselves skip it: it would only repeat them. `npm test` runs them in its PGlite step
 * (scripts/test.ts lists them).
 */
// eslint-disable-next-line no-restricted-properties -- the test suite's switch between its two database runs
export const postgresRun = !!process.env.TEST_DATABASE_URL;
