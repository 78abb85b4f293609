import { history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import { baseKeymap } from 'prosemirror-commands';
import { schema } from 'prosemirror-schema-basic';
import { EditorState } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { editorLabel, expose, initialText } from './fixture-api.ts';

const changed = expose(() => view.state.doc.textBetween(0, view.state.doc.content.size, '\n'));
const doc = schema.node('doc', null, [schema.node('paragraph', null, [schema.text(initialText)])]);
const state = EditorState.create({ doc, plugins: [history(), keymap({ 'Mod-z': undo, 'Mod-y': redo, 'Shift-Mod-z': redo }), keymap(baseKeymap)] });
const view: EditorView = new EditorView(document.querySelector('#editor')!, {
  state,
  attributes: { 'aria-label': editorLabel },
  dispatchTransaction(tr) {
    view.updateState(view.state.apply(tr));
    if (tr.docChanged) changed();
  },
});
