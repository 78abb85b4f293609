import { createModelFromHtml, Editor, exportContent } from 'roosterjs-content-model-core';
import { ShortcutPlugin } from 'roosterjs-content-model-plugins';
import { editorLabel, expose, initialText } from './fixture-api.ts';

// roosterjs 9 (the content-model editor of Outlook on the web): paste and undo snapshots are its core's; Ctrl+Z is
// its ShortcutPlugin's, as in Outlook.
const div = document.createElement('div');
div.setAttribute('aria-label', editorLabel);
document.querySelector('#editor')!.append(div);
let changed = () => {};
const editor = new Editor(div, {
  initialModel: createModelFromHtml(`<div>${initialText}</div>`),
  plugins: [
    new ShortcutPlugin(),
    { getName: () => 'FixtureChanges', initialize() {}, dispose() {}, onPluginEvent: (event) => event.eventType === 'contentChanged' && changed() },
  ],
});
// Its plain text shows a space it keeps visible as a no-break space, and paragraphs as CRLF.
changed = expose(() => exportContent(editor, 'PlainText').replaceAll('\u00a0', ' ').replaceAll('\r\n', '\n'));
div.addEventListener('input', () => changed());
