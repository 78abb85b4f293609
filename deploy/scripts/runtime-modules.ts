// Keeps in node_modules only what the server bundle loads at run time: the packages it imports (those tsup leaves
// outside it: native argon2, PGlite's wasm, pino's workers) and their dependencies, read from npm's hidden lockfile.
// Everything else in the server's production dependencies is inside the bundle already.
// Usage (in the image build): node runtime-modules.ts <bundle.js> <node_modules folder>
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const [bundleFile, modules] = process.argv.slice(2);
if (!bundleFile || !modules) throw new Error('usage: node runtime-modules.ts <bundle.js> <node_modules>');

interface LockEntry {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}
const lock = JSON.parse(readFileSync(path.join(modules, '.package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };

// The bundle's own import statements (each at the start of a line in tsup's ES module output; a library's code
// inside it may only mention a package in a string): bare specifiers, as package names.
const bundle = readFileSync(bundleFile, 'utf8');
const specifiers = [...bundle.matchAll(/^import\b[^;]*?["']([^"'./][^"']*)["'];?$/gm)].map((m) => m[1]!);
const packageName = (s: string) => s.split('/').slice(0, s.startsWith('@') ? 2 : 1).join('/');
const builtins = new Set(builtinModules);
const roots = [...new Set(specifiers.filter((s) => /^[@a-z]/.test(s) && !s.startsWith('node:') && !builtins.has(packageName(s))).map(packageName))];

/** Node's lookup: the package's own node_modules, then each parent's, then the top level. */
function resolve(from: string, name: string): string | undefined {
  for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/node_modules/')))) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return undefined;
  }
}

const kept = new Set<string>();
const visit = (key: string) => {
  if (kept.has(key)) return;
  kept.add(key);
  const entry = lock.packages[key]!;
  for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
    const found = resolve(key, name);
    if (found) visit(found);
  }
};
const installed = roots.filter((root) => resolve('', root));
const missing = roots.filter((root) => !installed.includes(root));
if (missing.length) throw new Error(`the bundle imports ${missing.join(', ')}, which npm did not install`);
for (const root of installed) visit(resolve('', root)!);

const topLevel = (key: string) => key.split('/node_modules/')[0]!;
const keepTop = new Set([...kept].map(topLevel));
const removed = Object.keys(lock.packages).filter((key) => key.startsWith('node_modules/') && !key.includes('/node_modules/', 1) && !keepTop.has(key));
for (const key of removed) rmSync(path.join(modules, '..', key), { recursive: true, force: true });
// Scopes left empty (@ai-sdk, @supabase…) and the workspace links.
for (const scope of readdirSync(modules).filter((name) => name.startsWith('@'))) {
  const dir = path.join(modules, scope);
  if (scope === '@selecta' || readdirSync(dir).length === 0) rmSync(dir, { recursive: true, force: true });
}
console.log(`runtime modules: ${installed.join(', ')} and ${kept.size - installed.length} dependencies kept; ${removed.length} packages removed`);
