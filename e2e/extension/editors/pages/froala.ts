import FroalaEditor from 'froala-editor';
// @ts-expect-error -- a stylesheet: esbuild bundles it, TypeScript has no type for it
import 'froala-editor/css/froala_editor.pkgd.min.css';
import { editorLabel, expose, initialText } from './fixture-api.ts';

// Froala 4 as its quick start sets it up, without a licence key (it shows its "unlicensed" notice: fine for a test
// page; the package is a devDependency of the tests, never shipped). Froala's model is its HTML: `html.get()` (its
// markers and fillers cleaned out), read here as text, one line per block.
function text(editor: FroalaEditor): string {
  const body = new DOMParser().parseFromString(editor.html.get(), 'text/html').body;
  const blocks = [...body.children];
  return (blocks.length ? blocks.map((block) => block.textContent ?? '') : [body.textContent ?? '']).join('\n').replaceAll('\u00a0', ' ');
}

const element = document.querySelector('#editor')!.appendChild(document.createElement('div'));
element.innerHTML = `<p>${initialText}</p>`;
const editor: FroalaEditor = new FroalaEditor(element, { toolbarButtons: ['bold', 'undo', 'redo'], heightMin: 80 }, () => {
  editor.el.setAttribute('aria-label', editorLabel);
  const changed = expose(() => text(editor));
  // Its model changes with its DOM (Froala has no other): time the change when the text it answers changes.
  let last = text(editor);
  new MutationObserver(() => {
    const now = text(editor);
    if (now === last) return;
    last = now;
    changed();
  }).observe(editor.el, { subtree: true, childList: true, characterData: true });
});
