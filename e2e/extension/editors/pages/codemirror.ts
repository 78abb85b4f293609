import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { editorLabel, expose, initialText } from './fixture-api.ts';

let changed = () => {};
const view = new EditorView({
  parent: document.querySelector('#editor')!,
  state: EditorState.create({
    doc: initialText,
    extensions: [
      history(),
      keymap.of([...defaultKeymap, ...historyKeymap]),
      EditorView.contentAttributes.of({ 'aria-label': editorLabel }),
      EditorView.updateListener.of((update) => update.docChanged && changed()),
    ],
  }),
});
changed = expose(() => view.state.doc.toString());
