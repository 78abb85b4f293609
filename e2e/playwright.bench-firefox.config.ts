import { defineConfig } from '@playwright/test';
import base from './playwright.firefox.config.ts';

// `bench:editors` in Firefox (bench/package.json runs it after the Chromium one): *.bench-firefox.ts, never in the suite.
export default defineConfig({ ...base, testMatch: '**/*.bench-firefox.ts', timeout: 300_000 });
