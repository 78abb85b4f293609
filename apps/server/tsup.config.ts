import { defineConfig } from 'tsup';

// One file holds our code and the npm dependencies: Node then loads one module instead of ~1,500 (drizzle-orm alone
// is hundreds), which halves the server's memory after start (decision 013). Packages with native or wasm files
// beside their code stay in node_modules, as does pino (its transports run files in worker threads).
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  clean: true,
  noExternal: [/^(?!@node-rs\/|@electric-sql\/|pino)/],
  // CommonJS dependencies inside an ES module bundle still call `require` for Node's built-ins.
  banner: { js: "import { createRequire as __selectaCreateRequire } from 'node:module'; const require = __selectaCreateRequire(import.meta.url);" },
  // Migrations are read from beside the bundle at run time.
  onSuccess: 'rm -rf dist/migrations && cp -r src/db/migrations dist/migrations',
});
