import { defineProject } from 'vitest/config';

// One scenario (setup, two throughput phases, the chaos minute) shared by the assertions: a long hook, short tests.
export default defineProject({
  test: {
    name: 'cluster',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    hookTimeout: 240_000,
    testTimeout: 10_000,
    fileParallelism: false,
  },
});
