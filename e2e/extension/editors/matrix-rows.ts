import type { Page } from '@playwright/test';
import { selectaUi, type SelectaUi } from '../selecta-ui.ts';
import { fixturePages } from './build-fixtures.ts';
import { EditorPage } from './editor-page.ts';
import { editorLabel, initialText } from './pages/fixture-api.ts';

/** Every editor of the matrix: its fixture page (pages/<name>, with a query) and, for two, the frame it runs in. */
export const rows = [
  { editor: 'textarea', page: 'native?kind=textarea' },
  { editor: '<input>', page: 'native?kind=input' },
  { editor: 'contenteditable', page: 'native?kind=contenteditable' },
  { editor: 'ProseMirror', page: 'prosemirror' },
  { editor: 'Lexical', page: 'lexical' },
  { editor: 'Slate', page: 'slate' },
  { editor: 'Draft.js', page: 'draft' },
  { editor: 'Quill 2', page: 'quill' },
  { editor: 'CodeMirror 6', page: 'codemirror' },
  { editor: 'Monaco (EditContext)', page: 'monaco' },
  { editor: 'Monaco (textarea)', page: 'monaco?textarea' },
  { editor: 'CKEditor 5', page: 'ckeditor' },
  { editor: 'TinyMCE 8 (its iframe)', page: 'tinymce' },
  { editor: 'Trix 2', page: 'trix' },
  { editor: 'Editor.js', page: 'editorjs' },
  { editor: 'Toast UI Editor 3', page: 'toastui' },
  { editor: 'Froala 4', page: 'froala' },
  { editor: 'roosterjs 9', page: 'roosterjs' },
  { editor: 'Slate, same-origin iframe', page: 'slate', frame: 'same' },
  { editor: 'ProseMirror, cross-origin iframe', page: 'prosemirror', frame: 'cross' },
] as const;
export type Row = (typeof rows)[number];

/** The words the matrix clicks and reads, in each language. */
export const matrixCopy = {
  en: { reply: 'Reply', replace: 'Replace', inserted: 'Inserted', insertInto: `Insert into “${editorLabel}”`, pick: 'Pick a field…', close: 'Close' },
  es: { reply: 'Responder', replace: 'Reemplazar', inserted: 'Insertado', insertInto: `Insertar en «${editorLabel}»`, pick: 'Elegir un campo…', close: 'Cerrar' },
} as const;

/** The card's status when the answer could not be written and was copied instead (i18n `card.copiedFallback`). */
export const fallbackCopy = {
  en: 'Could not insert here, so the answer was copied to your clipboard.',
  es: 'No se pudo insertar aquí, así que la respuesta se copió al portapapeles.',
} as const;

/** What the card says when the browser refused that copy too (Firefox, once the click's user activation has ended). */
export const notInsertedCopy = {
  en: 'Could not insert here. Press Copy to copy the answer.',
  es: 'No se pudo insertar aquí. Pulsa Copiar para copiar la respuesta.',
} as const;

/** The editor's text after Insert: a space before the answer, or a new line in a textarea. */
export const inserted = (row: Row, answer: string) => `${initialText}${row.page === 'native?kind=textarea' ? '\n' : ' '}${answer}`;

/** Serves every fixture page (and the pages framing two of them) on the test site. */
export async function serve(site: { url: string; html: Map<string, string> }): Promise<void> {
  const pages = await fixturePages();
  for (const [name, html] of pages) site.html.set(`/editors/${name}`, html);
  for (const row of rows) {
    const [name, query] = row.page.split('?');
    if (query) site.html.set(`/editors/${row.page}`, pages.get(name as never)!);
    if ('frame' in row) site.html.set(framedPath(row), framedHtml(site.url, row));
  }
}

/** The address of the page framing a framed row's fixture page. */
export const framedPath = (row: { page: string; frame: 'same' | 'cross' }) => `/editors/framed-${row.frame}-${row.page}`;

/** The page framing a row's fixture page, served at `framedPath(row)`: its one iframe shows the fixture. */
export function framedHtml(siteUrl: string, row: { page: string; frame: 'same' | 'cross' }): string {
  // localhost and 127.0.0.1 are different origins (and sites): the cross-origin frame runs in its own process.
  const origin = row.frame === 'cross' ? siteUrl.replace('localhost', '127.0.0.1') : siteUrl;
  return `<!doctype html><html lang="en"><head><title>Framed ${row.page}</title></head><body><h1>Support inbox</h1>
<iframe src="${origin}/editors/${row.page}" style="width:720px;height:420px;border:2px solid #777"></iframe></body></html>`;
}

/**
 * Opens the row's page. Answers the editor, Selecta's UI in the frame of the page's text (`ui`) and in the frame the
 * editor edits in (`editorUi`: TinyMCE edits inside an iframe of its own, so a selection there opens the card there).
 */
export async function openRow(page: Page, row: Row, siteUrl: string): Promise<{ editor: EditorPage; ui: SelectaUi; editorUi: SelectaUi }> {
  const framed = 'frame' in row;
  await page.goto(`${siteUrl}${framed ? framedPath(row) : `/editors/${row.page}`}`);
  const frame = framed ? page.frames().find((f) => f !== page.mainFrame())! : page.mainFrame();
  await frame.waitForFunction(async () => !!window.fixture && (await window.fixture.text()).length > 0);
  const editor = new EditorPage(page, frame);
  const ui = await selectaUi(page, frame);
  const editing = (await editor.editable()).frame;
  const editorUi = editing === frame ? ui : await selectaUi(page, editing);
  await Promise.all([ui.injected(), editorUi.injected()]);
  return { editor, ui, editorUi };
}
