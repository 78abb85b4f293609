import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  // One worker per core: each worker runs its own server and browser.
  workers: Math.max(1, Math.min(availableParallelism(), 2)),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // `npm test` asks for a JSON report too, to sum up every test in its closing line.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    // Off: recording a trace for every test (to keep it for the failures) cost a fifth of the suite's time on a
    // two-core machine (decision 052). To debug a failure: `npm run test:e2e -- --trace retain-on-failure`.
    trace: 'off',
  },
});
