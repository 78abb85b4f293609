// @ts-expect-error -- the package's "exports" keep TypeScript from its types (types/index.d.ts); used as documented
import Editor from '@toast-ui/editor';
// @ts-expect-error -- a stylesheet: esbuild bundles it, TypeScript has no type for it
import '@toast-ui/editor/dist/toastui-editor.css';
import { editorLabel, expose, initialText } from './fixture-api.ts';

// Toast UI Editor 3 in its WYSIWYG mode (ProseMirror inside); its model is the Markdown it answers.
let changed = () => {};
const editor = new Editor({
  el: document.querySelector<HTMLElement>('#editor')!,
  initialEditType: 'wysiwyg',
  hideModeSwitch: true,
  initialValue: initialText,
  height: '200px',
  events: { change: () => changed() },
});
changed = expose(() => editor.getMarkdown());
document.querySelector('#editor .toastui-editor-ww-container [contenteditable]')!.setAttribute('aria-label', editorLabel);
