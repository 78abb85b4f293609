import { defineConfig } from '@playwright/test';

/**
 * The extension in Firefox: Debian's firefox-esr driven by puppeteer-core over WebDriver BiDi (Playwright's own
 * Firefox cannot load extensions and would need a download). Playwright is only the test runner here.
 */
export default defineConfig({
  testDir: './firefox',
  testMatch: '**/*.firefox.ts',
  globalSetup: './support/global-setup.ts',
  // One Firefox for the run: each test resets the extension's state in it.
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
});
