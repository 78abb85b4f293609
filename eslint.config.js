import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.output/**', '**/.wxt/**', '**/.data/**', '**/build/**', '**/.tmp/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Only each app's env.ts reads the environment (tests and scripts may say why they do).
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings from env.ts' }],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'cluster/**', 'e2e/**', '**/*.config.ts', '**/scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
