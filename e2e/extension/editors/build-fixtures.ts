import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const pagesDir = fileURLToPath(new URL('./pages/', import.meta.url));
const lockFile = fileURLToPath(new URL('../../../package-lock.json', import.meta.url));

/** The editors with a page of their own (pages/<name>.ts or .tsx), bundled from the real npm packages. */
export const fixtureEntries = ['native', 'prosemirror', 'lexical', 'slate', 'quill', 'codemirror', 'monaco', 'draft', 'ckeditor', 'tinymce', 'trix', 'editorjs', 'toastui', 'froala', 'roosterjs'] as const;
export type FixtureEntry = (typeof fixtureEntries)[number];

function page(title: string, js: string, css: string): string {
  // The bundle is inlined: the test site serves HTML only. A `</script` inside a string would end the element early.
  const script = js.replaceAll('</script', '<\\/script');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>${css}
body{font:16px/1.5 sans-serif;margin:24px}#editor{border:1px solid #999;min-height:80px;max-width:640px;height:160px}
#editor [contenteditable],#editor .ql-editor{min-height:70px;outline:none;padding:4px}</style></head><body>
<p id="customer">My parcel has not arrived yet, can you check it?</p>
<div id="editor"></div>
<script>${script}</script></body></html>`;
}

let built: Promise<Map<FixtureEntry, string>> | null = null;

/**
 * Bundles every fixture page once per run (esbuild, a second or two; Monaco is most of it) into a temporary folder
 * named by the lock file and the pages' sources, so workers and repeated runs share it. Answers name → HTML.
 */
export function fixturePages(): Promise<Map<FixtureEntry, string>> {
  built ??= (async () => {
    const hash = createHash('sha256').update(readFileSync(lockFile)).update(readFileSync(fileURLToPath(import.meta.url)));
    for (const file of readdirSync(pagesDir).sort()) hash.update(file).update(readFileSync(path.join(pagesDir, file)));
    const outdir = path.join(tmpdir(), `selecta-editor-fixtures-${hash.digest('hex').slice(0, 16)}`);
    if (!existsSync(path.join(outdir, 'done'))) {
      mkdirSync(outdir, { recursive: true });
      const resolve = createRequire(import.meta.url).resolve;
      const options = (names: readonly string[], react: string, reactDom: string) =>
        build({
          entryPoints: names.map((name) => {
            const tsx = path.join(pagesDir, `${name}.tsx`);
            return { in: existsSync(tsx) ? tsx : path.join(pagesDir, `${name}.ts`), out: name };
          }),
          bundle: true,
          format: 'iife',
          minify: true,
          jsx: 'automatic',
          outdir,
          loader: { '.ttf': 'dataurl' },
          define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
          // npm keeps a copy of lexical under each @lexical package: one editor needs one copy, or nothing it
          // registers works. React: 19 (the workspace's) for Slate; Draft.js needs 18, installed under aliases.
          alias: { lexical: resolve('lexical'), react: react, 'react-dom': reactDom },
          logLevel: 'error',
        });
      // React 19 is the workspace root's (e2e/node_modules holds the 18 that react-dom18 needs); the aliases are e2e's.
      const at = (name: string, from?: string) => path.dirname(resolve(`${name}/package.json`, from ? { paths: [from] } : undefined));
      const rootDir = path.dirname(lockFile);
      await options(
        fixtureEntries.filter((name) => name !== 'draft'),
        at('react', rootDir),
        at('react-dom', rootDir),
      );
      await options(['draft'], at('react18'), at('react-dom18'));
      writeFileSync(path.join(outdir, 'done'), '');
    }
    const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
    return new Map(fixtureEntries.map((name) => [name, page(name, read(path.join(outdir, `${name}.js`)), read(path.join(outdir, `${name}.css`)))]));
  })();
  return built;
}
