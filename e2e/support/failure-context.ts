import type { Page, TestInfo } from '@playwright/test';

const snapshotLines = 80;
const serverLines = 20;

/**
 * What a failed test saw, printed with its output: CI keeps the log but not test-results/ (traces are off, decision 052),
 * so a failure that happens only on a busy machine can still be read. The page's address and accessibility tree (what
 * the test's locators search), and the end of the worker's server log.
 */
export async function printFailureContext(page: Page, testInfo: TestInfo, serverOutput: string): Promise<void> {
  if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
  const tree = await page
    .locator('body')
    .ariaSnapshot({ timeout: 2000 })
    .catch((error: unknown) => `(no snapshot: ${String(error).split('\n')[0]})`);
  const lines = tree.split('\n');
  const shown = lines.length > snapshotLines ? [...lines.slice(0, snapshotLines), `… ${lines.length - snapshotLines} more lines`] : lines;
  const log = serverOutput.trimEnd().split('\n').slice(-serverLines);
  console.log([`── page at the failure: ${page.url()}`, ...shown, '── the server’s last lines', ...log, '──'].join('\n'));
}
