import type { Page } from '@playwright/test';
import { expect, reply, test } from '../extension-fixtures.ts';
import { selectaUi, type SelectaUi } from '../selecta-ui.ts';
import { fixturePages } from './build-fixtures.ts';
import { EditorPage } from './editor-page.ts';
import { matrixTable, recordCell, startRow, type Column } from './matrix-report.ts';
import { editorLabel, initialText } from './pages/fixture-api.ts';

/** Every editor of the matrix: its fixture page (pages/<name>, with a query) and, for two, the frame it runs in. */
const rows = [
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
  { editor: 'Slate, same-origin iframe', page: 'slate', frame: 'same' },
  { editor: 'ProseMirror, cross-origin iframe', page: 'prosemirror', frame: 'cross' },
] as const;
type Row = (typeof rows)[number];

// Insert puts a space before the answer, or a new line in a textarea.
const inserted = (row: Row) => `${initialText}${row.page === 'native?kind=textarea' ? '\n' : ' '}${reply}`;

// One worker runs the rows in order, so the matrix is printed once, complete.
test.describe.configure({ mode: 'default' });

async function serve(site: { url: string; html: Map<string, string> }): Promise<void> {
  const pages = await fixturePages();
  for (const [name, html] of pages) site.html.set(`/editors/${name}`, html);
  for (const row of rows) {
    const [name, query] = row.page.split('?');
    if (query) site.html.set(`/editors/${row.page}`, pages.get(name as never)!);
    if ('frame' in row) {
      // localhost and 127.0.0.1 are different origins (and sites): the cross-origin frame runs in its own process.
      const origin = row.frame === 'cross' ? site.url.replace('localhost', '127.0.0.1') : site.url;
      site.html.set(
        `/editors/framed-${row.frame}-${row.page}`,
        `<!doctype html><html lang="en"><head><title>Framed ${row.page}</title></head><body><h1>Support inbox</h1>
<iframe src="${origin}/editors/${row.page}" style="width:720px;height:420px;border:2px solid #777"></iframe></body></html>`,
      );
    }
  }
}

/** Opens the row's page; answers the editor (in its frame) and Selecta's UI in that frame. */
async function open(page: Page, row: Row, siteUrl: string): Promise<{ editor: EditorPage; ui: SelectaUi }> {
  const framed = 'frame' in row;
  await page.goto(`${siteUrl}/editors/${framed ? `framed-${row.frame}-${row.page}` : row.page}`);
  const frame = framed ? page.frames().find((f) => f !== page.mainFrame())! : page.mainFrame();
  await frame.waitForFunction(() => !!window.fixture && window.fixture.text().length > 0);
  return { editor: new EditorPage(page, frame), ui: await selectaUi(page, frame) };
}

async function answer(ui: SelectaUi) {
  await ui.toolbar().button('Reply').click();
  const card = ui.card('Reply');
  await expect.poll(() => card.locator('.selecta-output').text()).toBe(reply);
  return card;
}

for (const row of rows) {
  test(`${row.editor}: Replace, Insert into the last-focused editor and by picking it, one Ctrl+Z, typing after`, async ({ extContext, site, signIn }) => {
    test.slow();
    await serve(site);
    await signIn();
    startRow(row.editor);
    const results = new Map<Column, { ok: boolean; note: string }>();
    const cell = async (column: Column, check: () => Promise<string | void>) => {
      try {
        const note = (await check()) ?? '';
        if (!results.has(column)) results.set(column, { ok: true, note });
      } catch (error) {
        // eslint-disable-next-line no-control-regex -- the colours of Playwright's messages
        const message = String(error instanceof Error ? error.message : error).replace(/\u001b\[\d+m/g, '');
        const reason = message.split('\n').find((l) => /Received|Error|timed out/.test(l)) ?? message;
        results.set(column, { ok: false, note: reason.trim().slice(0, 120) });
      }
      const result = results.get(column)!;
      recordCell(row.editor, column, result.ok, result.note);
    };
    const undoAndType = async (editor: EditorPage, page: Page, before: string) => {
      await cell('Undo', async () => {
        await page.keyboard.press('Control+z');
        await expect.poll(() => editor.text(), { timeout: 3000 }).toBe(before);
      });
      await cell('Keeps working', async () => {
        // Undo may select what it restored: End first, so the typing goes after it, into the model.
        await page.keyboard.press('End');
        await page.keyboard.type('!');
        await expect.poll(() => editor.text(), { timeout: 3000 }).toBe(`${before}!`);
      });
    };

    const page = await extContext.newPage();
    const first = await open(page, row, site.url);
    await cell('Replace', async () => {
      await first.editor.selectInEditor('world');
      const card = await answer(first.ui);
      await card.button('Replace').click();
      await expect.poll(() => card.status.text()).toBe('Inserted');
      expect(await first.editor.text()).toBe(`Hello ${reply} from the editor`);
      return `${Math.round(await first.editor.insertLatency())} ms`;
    });
    await undoAndType(first.editor, page, initialText);

    // Insert into the editor the user last worked in, from a selection in read-only text.
    const second = await open(page, row, site.url);
    await cell('Insert', async () => {
      await second.editor.caretAtEnd('editor');
      await second.editor.selectReadOnly('parcel');
      const card = await answer(second.ui);
      await card.button(`Insert into “${editorLabel}”`).click();
      await expect.poll(() => card.status.text()).toBe('Inserted');
      expect(await second.editor.text()).toBe(inserted(row));
      return `${Math.round(await second.editor.insertLatency())} ms`;
    });
    await undoAndType(second.editor, page, initialText);

    // Pick mode: no editor was focused; the user clicks where the answer goes.
    const third = await open(page, row, site.url);
    await cell('Pick', async () => {
      await third.editor.selectReadOnly('parcel');
      const card = await answer(third.ui);
      await card.button('Pick a field…').click();
      await third.editor.clickAfter('editor');
      await expect.poll(() => card.status.text()).toBe('Inserted');
      expect(await third.editor.text()).toBe(inserted(row));
    });
    await page.close();
    const failed = [...results].filter(([, r]) => !r.ok);
    expect(failed, 'every cell of this row passes').toEqual([]);
  });
}

test.afterAll(() => {
  console.log(`\nEditor compatibility matrix (Insert → model time in the cells)\n${matrixTable(rows.map((r) => r.editor))}\n`);
});
