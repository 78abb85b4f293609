import { defineConfig } from 'tsup';

// Our own workspace code is bundled; npm dependencies stay in node_modules (native and wasm files need them there).
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  clean: true,
  noExternal: [/^@selecta\//],
  // Migrations are read from beside the bundle at run time.
  onSuccess: 'rm -rf dist/migrations && cp -r src/db/migrations dist/migrations',
});
