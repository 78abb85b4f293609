import { createEmptyHistoryState, registerHistory } from '@lexical/history';
import { registerPlainText } from '@lexical/plain-text';
import { $createParagraphNode, $createTextNode, $getRoot, createEditor } from 'lexical';
import { editorLabel, expose, initialText } from './fixture-api.ts';

const root = document.querySelector<HTMLElement>('#editor')!;
root.contentEditable = 'true';
root.setAttribute('aria-label', editorLabel);
const editor = createEditor({ namespace: 'fixture', onError: (error) => console.error(error) });
editor.setRootElement(root);
registerPlainText(editor);
registerHistory(editor, createEmptyHistoryState(), 300);
editor.update(() => $getRoot().append($createParagraphNode().append($createTextNode(initialText))), { discrete: true });
const changed = expose(() => editor.getEditorState().read(() => $getRoot().getTextContent()));
editor.registerUpdateListener(({ dirtyElements, dirtyLeaves }) => (dirtyElements.size || dirtyLeaves.size) && changed());
