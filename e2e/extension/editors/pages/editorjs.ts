import EditorJS from '@editorjs/editorjs';
import { editorLabel, expose, initialText } from './fixture-api.ts';

// Editor.js: one contenteditable per block; its model is what `save()` answers (inline HTML per paragraph).
const editor = new EditorJS({
  holder: 'editor',
  data: { blocks: [{ type: 'paragraph', data: { text: initialText } }] },
});
const plain = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent!.replaceAll('\u00a0', ' ');
void editor.isReady.then(() => {
  for (const block of document.querySelectorAll('#editor [contenteditable]')) block.setAttribute('aria-label', editorLabel);
  const mark = expose(async () => {
    const saved = await editor.save();
    return saved.blocks.map((block) => plain(String((block.data as { text?: string }).text ?? ''))).join('\n');
  });
  // Editor.js reads its blocks from their DOM when saving and reports changes after a pause: the time of a change
  // is when the blocks' DOM changed.
  new MutationObserver(mark).observe(document.querySelector('#editor .codex-editor__redactor')!, { subtree: true, childList: true, characterData: true });
});
