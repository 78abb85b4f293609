import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { editorLabel, initialText } from '../extension/editors/pages/fixture-api.ts';

const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.png': 'image/png', '.svg': 'image/svg+xml', '.gif': 'image/gif' };

/**
 * CKEditor 4.22.1 (its last open-source version) from its npm package, which loads its language, skin and styles
 * files from beside its script: they are served under /ckeditor4/. It edits in an iframe without an address whose
 * document it opens and writes (the case of decision 041). The page exposes the fixture API of the other editors.
 */
export function serveCkeditor4(site: { html: Map<string, string>; files: Map<string, { type: string; body: Uint8Array }> }): void {
  const root = path.dirname(createRequire(import.meta.url).resolve('ckeditor4/package.json'));
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? (entry.name === 'samples' ? [] : walk(path.join(dir, entry.name))) : [path.join(dir, entry.name)]));
  for (const file of walk(root)) {
    const type = types[path.extname(file)];
    if (type) site.files.set(`/ckeditor4/${path.relative(root, file)}`, { type, body: readFileSync(file) });
  }
  site.html.set(
    '/editors/ckeditor4',
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ckeditor4</title>
<style>body{font:16px/1.5 sans-serif;margin:24px}#editor{max-width:640px}</style></head><body>
<p id="customer">My parcel has not arrived yet, can you check it?</p>
<div id="editor"><textarea id="reply">${initialText}</textarea></div>
<script src="/ckeditor4/ckeditor.js"></script>
<script>
const editor = CKEDITOR.replace('reply', { versionCheck: false, language: 'en', height: 110, customConfig: '', toolbar: [['Bold', 'Italic', 'Undo', 'Redo']] });
const text = () => { const d = document.createElement('div'); d.innerHTML = editor.getData(); return (d.textContent || '').replaceAll('\\u00a0', ' ').trim(); };
window.fixture = { text, changedAt: 0 };
editor.on('change', () => (window.fixture.changedAt = performance.now()));
const mouseUp = (event) => event.isTrusted && (window.lastMouseUp = performance.now());
addEventListener('mouseup', mouseUp, true);
// Its editable body has no name of its own: the page names it, as a reply box would be.
editor.on('contentDom', () => {
  editor.editable().setAttribute('aria-label', ${JSON.stringify(editorLabel)});
  editor.document.getWindow().$.addEventListener('mouseup', mouseUp, true);
});
</script></body></html>`,
  );
}
