import { prepareDatabaseTemplate } from '../support/start-server.ts';
import { printFirefoxMatrix } from './firefox-matrix-rows.ts';

/**
 * The migrated database every test server copies (as for Chromium); after the run, the editor matrix's table. Its two
 * languages run in different workers, so only the runner sees both once they are done.
 */
export default async function globalSetup(): Promise<() => void> {
  const removeTemplate = await prepareDatabaseTemplate();
  return () => {
    removeTemplate();
    printFirefoxMatrix();
  };
}
