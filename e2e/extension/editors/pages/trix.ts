import 'trix';
// @ts-expect-error -- a stylesheet: esbuild bundles it, TypeScript has no type for it
import 'trix/dist/trix.css';
import { editorLabel, expose, initialText } from './fixture-api.ts';

interface TrixElement extends HTMLElement {
  editor: { loadHTML(html: string): void; getDocument(): { toString(): string } };
}

// Trix keeps its document in its own model: `editor.getDocument()` (its text ends with the block's line break).
const element = document.createElement('trix-editor') as TrixElement;
element.setAttribute('aria-label', editorLabel);
element.addEventListener('trix-initialize', () => {
  element.editor.loadHTML(`<div>${initialText}</div>`);
  const changed = expose(() => element.editor.getDocument().toString().replace(/\n$/, ''));
  element.addEventListener('trix-change', changed);
}, { once: true });
document.querySelector('#editor')!.append(element);
