// `npm run build -w @selecta/web` runs this after `vite build`: the public pages (landing, privacy, auth in en
// and es) are rendered to HTML with their language and metadata, written to dist/<path>/index.html, which the
// server serves for those paths; the browser then hydrates them.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { fillTemplate, inlineStylesheet, outputFile, prerenderedPaths } from './prerender-html.ts';
import type * as PrerenderEntry from './prerender-entry.tsx';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, '.tmp/prerender');

await build({
  root,
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'warn',
  ssr: { noExternal: ['@selecta/shared'] },
  build: { ssr: join(root, 'scripts/prerender-entry.tsx'), outDir, emptyOutDir: true, sourcemap: false, copyPublicDir: false },
});
const entry = readdirSync(outDir).find((file) => /^prerender-entry\.m?js$/.test(file));
if (!entry) throw new Error(`The prerender build wrote no entry to ${outDir}`);
const { render } = (await import(pathToFileURL(join(outDir, entry)).href)) as typeof PrerenderEntry;

const dist = join(root, 'dist');
const template = readFileSync(join(dist, 'index.html'), 'utf8');
for (const path of prerenderedPaths) {
  const page = await render(path);
  const file = join(dist, outputFile(path));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, inlineStylesheet(fillTemplate(template, page), (asset) => readFileSync(join(dist, asset), 'utf8')));
  console.log(`prerendered ${path} → dist/${outputFile(path)}`);
}
