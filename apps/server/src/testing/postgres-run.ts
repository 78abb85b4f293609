/**
 * Whether this is the suite's PostgreSQL run (scripts/with-postgres.ts). Tests that start their own server processes
 * on PGlite skip it: it would only repeat them.
 */
// eslint-disable-next-line no-restricted-properties -- the test suite's switch between its two database runs
export const postgresRun = !!process.env.TEST_DATABASE_URL;
