import { defineConfig } from 'vitest/config';

// Each workspace with tests has its own vitest.config.ts; this file only lists them.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'scripts'],
  },
});
