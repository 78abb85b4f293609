import tinymce, { type Editor } from 'tinymce';
import 'tinymce/icons/default';
import 'tinymce/models/dom';
import 'tinymce/themes/silver';
import 'tinymce/skins/ui/oxide/skin.js';
import 'tinymce/skins/ui/oxide/content.js';
import 'tinymce/skins/content/default/content.js';
import { editorLabel, expose, initialText } from './fixture-api.ts';

function ready(editor: Editor): void {
  // Its text keeps a space it shows at the end of a line as a no-break space, as typing one does.
  const changed = expose(() => editor.getContent({ format: 'text' }).replaceAll('\u00a0', ' '));
  // SetContent: TinyMCE's insertContent (its paste) changes the model before it records the undo level.
  editor.on('input change SetContent AddUndo Undo Redo', changed);
  // The card of a selection in the editor opens inside the iframe: its clicks count too, on this page's clock.
  editor.getWin().addEventListener('mouseup', (event) => event.isTrusted && (window.lastMouseUp = performance.now()), true);
}

// TinyMCE self-hosted (GPL), bundled with its skins: it edits inside a same-origin iframe of this page.
// TinyMCE hides the element it is given and puts its own UI after it: give it one inside #editor, with the starting
// text as its value (TinyMCE's first undo level).
const textarea = document.querySelector('#editor')!.appendChild(document.createElement('textarea'));
textarea.value = `<p>${initialText}</p>`;
void tinymce.init({
  target: textarea,
  license_key: 'gpl',
  skin_url: 'default',
  content_css: 'default',
  menubar: false,
  promotion: false,
  toolbar: 'undo redo | bold',
  height: 200,
  iframe_aria_text: editorLabel,
  init_instance_callback: ready,
});
