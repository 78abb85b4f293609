import { Bold, ClassicEditor, Essentials, Paragraph, Undo } from 'ckeditor5';
// @ts-expect-error -- a stylesheet: esbuild bundles it, TypeScript has no type for it
import 'ckeditor5/ckeditor5.css';
import { editorLabel, expose, initialText } from './fixture-api.ts';

// CKEditor 5 as its quick start sets it up (GPL licence key, the free plugins), its text read from its own model.
async function start(): Promise<void> {
  // ClassicEditor hides the element it is given and puts its own UI after it: give it one inside #editor.
  const element = document.querySelector('#editor')!.appendChild(document.createElement('div'));
  const editor = await ClassicEditor.create(element, {
    licenseKey: 'GPL',
    plugins: [Essentials, Paragraph, Bold, Undo],
    toolbar: ['bold', '|', 'undo', 'redo'],
    initialData: `<p>${initialText}</p>`,
    label: editorLabel,
  });
  const root = editor.model.document.getRoot()!;
  const changed = expose(() =>
    [...root.getChildren()]
      .map((block) => [...editor.model.createRangeIn(block as never).getItems()].map((item) => (item.is('$textProxy') ? item.data : '')).join(''))
      .join('\n'),
  );
  editor.model.document.on('change:data', changed);
}
void start();
