import { defineProject } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineProject({
  plugins: [WxtVitest()],
  test: {
    name: 'extension',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
