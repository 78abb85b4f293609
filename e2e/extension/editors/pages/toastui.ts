// @ts-expect-error -- the package's "exports" keep TypeScript from its types (types/index.d.ts); used as documented
import Editor from '@toast-ui/editor';
// @ts-expect-error -- a stylesheet: esbuild bundles it, TypeScript has no type for it
import '@toast-ui/editor/dist/toastui-editor.css';
import { closeHistory } from 'prosemirror-history';
import type { EditorView } from 'prosemirror-view';
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
// Toast UI records its initial value as an undo step, and ProseMirror's history groups an edit that lands within
// 500 ms (newGroupDelay) with the one before: a test's write can come that soon after the page loaded (the AI double
// streams at once), so one Ctrl+Z then removed the initial text with our answer. A user replies long after their page
// loaded, which closes that group: close it here as time would (the editor's own prosemirror-history, the same copy).
const view = (editor as { wwEditor: { view: EditorView } }).wwEditor.view;
view.dispatch(closeHistory(view.state.tr));
changed = expose(() => editor.getMarkdown());
document.querySelector('#editor .toastui-editor-ww-container [contenteditable]')!.setAttribute('aria-label', editorLabel);
