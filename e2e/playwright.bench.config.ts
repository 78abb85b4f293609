import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// Benchmarks that drive the built extension (bench/package.json runs them): *.bench.ts, never part of `npm test`.
export default defineConfig({ ...base, testMatch: '**/*.bench.ts', workers: 1, fullyParallel: false, timeout: 300_000 });
