import { prepareDatabaseTemplate } from './start-server.ts';

/** Runs once before every worker: the migrated database each test server copies instead of creating its own. */
export default async function globalSetup(): Promise<() => void> {
  return prepareDatabaseTemplate();
}
