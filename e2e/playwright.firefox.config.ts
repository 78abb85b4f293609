import { defineConfig } from '@playwright/test';

/**
 * The extension in Firefox: Debian's firefox-esr driven by puppeteer-core over WebDriver BiDi (Playwright's own
 * Firefox cannot load extensions and would need a download). Playwright is only the test runner here.
 */
export default defineConfig({
  testDir: './firefox',
  testMatch: '**/*.firefox.ts',
  globalSetup: './firefox/firefox-global-setup.ts',
  // One Firefox per worker, each test resetting the extension's state in it. Two workers, each test on its own: a
  // single one left the machine two-thirds idle (decision 052), and the editor matrix's two languages run at once.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
});
