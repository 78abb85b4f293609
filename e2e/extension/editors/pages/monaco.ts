import * as monaco from 'monaco-editor/editor/editor.api.js';
import { editorLabel, expose, initialText } from './fixture-api.ts';

// Monaco draws with EditContext in Chromium by default; `?textarea` runs its older relay-textarea input instead.
const editor = monaco.editor.create(document.querySelector('#editor')!, {
  value: initialText,
  language: 'plaintext',
  minimap: { enabled: false },
  ariaLabel: editorLabel,
  editContext: !location.search.includes('textarea'),
  automaticLayout: false,
});
const changed = expose(() => editor.getModel()!.getValue());
editor.onDidChangeModelContent(changed);
// Backspace through Monaco's own command, for the page that makes writes fail (spoil-writes.ts): Monaco draws its
// own text, which the browser's editing does not reach.
window.fixture.deleteSelection = () => editor.trigger('keyboard', 'deleteLeft', null);
