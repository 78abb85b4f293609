import type { Page } from '@playwright/test';
import { expect, reply, test } from '../extension-fixtures.ts';
import type { SelectaUi } from '../selecta-ui.ts';
import type { EditorPage } from './editor-page.ts';
import { type Column, languages, printMatrix, recordCell, startRow } from './matrix-report.ts';
import { fallbackCopy, inserted, matrixCopy, openRow, rows, serve } from './matrix-rows.ts';
import { initialText } from './pages/fixture-api.ts';
import { spoilEditContext, spoilWrites } from './spoil-writes.ts';

// One worker runs the rows in order, so the matrix is printed once, complete.
test.describe.configure({ mode: 'default' });

for (const lang of languages) {
  test.describe(lang, () => {
    test.use({ interfaceLanguage: lang });
    const copy = matrixCopy[lang];
    const fallback = fallbackCopy[lang];

    async function answer(ui: SelectaUi) {
      await ui.toolbar(lang === 'en' ? 'Selecta actions' : 'Acciones de Selecta').button(copy.reply).click();
      const card = ui.card(copy.reply);
      await expect.poll(() => card.locator('.selecta-output').text()).toBe(reply);
      return card;
    }

    for (const row of rows) {
      test(`${row.editor}: Replace, Insert into the last-focused editor and by picking it, one Ctrl+Z, typing after; a write the page spoils falls back with the text as it was`, async ({ extContext, site, signIn }) => {
        test.slow();
        await serve(site);
        await signIn();
        startRow(row.editor, lang);
        const results = new Map<Column, { ok: boolean; note: string }>();
        const cell = async (column: Column, check: () => Promise<string | void>) => {
          const started = Date.now();
          try {
            const note = (await check()) ?? '';
            if (!results.has(column)) results.set(column, { ok: true, note });
          } catch (error) {
            // eslint-disable-next-line no-control-regex -- the colours of Playwright's messages
            const message = String(error instanceof Error ? error.message : error).replace(/\u001b\[\d+m/g, '');
            const reason = message.split('\n').find((l) => /Received|Error|timed out/.test(l)) ?? message;
            // Whole in the test's failure (what the page showed is at its end), short in the printed table.
            results.set(column, { ok: false, note: reason.trim() });
          }
          const result = results.get(column)!;
          recordCell(row.editor, lang, column, result.ok, result.note.slice(0, 120), Date.now() - started);
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
        // The card says "Inserted" exactly when the model holds the answer once, in place: never a false claim
        // (a copy written twice) nor a false "copied to your clipboard" (the user would paste it a second time).
        const insertedOnce = async (card: ReturnType<SelectaUi['card']>, editor: EditorPage, expected: string) => {
          await expect.poll(() => card.status.text()).toBe(copy.inserted);
          await expect.poll(() => editor.text(), { timeout: 2000 }).toBe(expected);
          return `${Math.round(await editor.insertLatency())} ms`;
        };

        // The page makes every write of the answer fail as Firefox's editors did (spoil-writes.ts): the card falls
        // back to the clipboard and says so in the user's language, the text is exactly what it was before the
        // click (put back by the extension), and typing still reaches the model. Note: click → fallback time.
        const restored = async (column: Column, editor: EditorPage, page: Page, last: SelectaUi, prepare: () => Promise<ReturnType<SelectaUi['card']>>, button: string) => {
          await cell(column, async () => {
            // The last write's card may cover the editor: closed first, as a user would.
            const open = last.card(copy.reply);
            if (await open.isVisible()) {
              await open.button(copy.close).click();
              await expect.poll(() => open.isVisible()).toBe(false);
            }
            const card = await prepare();
            const before = await editor.text();
            await editor.frame.evaluate(spoilWrites, reply);
            const clicked = Date.now();
            await card.button(button).click();
            await expect.poll(() => card.status.text(), { timeout: 15_000 }).toBe(fallback);
            const took = Date.now() - clicked;
            expect(await editor.text()).toBe(before);
            // Typing goes on where the user clicks next, once the card is closed (it may cover the editor, and it may
            // have the focus: the hidden field of the clipboard's fallback copy took it).
            await card.button(copy.close).click();
            await expect.poll(() => card.isVisible()).toBe(false);
            await editor.caretAtEnd('editor');
            await page.keyboard.type('?');
            await expect.poll(() => editor.text(), { timeout: 3000 }).toBe(`${before}?`);
            return `${took} ms`;
          });
        };

        const page = await extContext.newPage();
        await page.addInitScript(spoilEditContext, reply);
        const first = await openRow(page, row, site.url);
        await cell('Replace', async () => {
          await first.editor.selectInEditor('world');
          const card = await answer(first.editorUi);
          await card.button(copy.replace).click();
          return insertedOnce(card, first.editor, `Hello ${reply} from the editor`);
        });
        await undoAndType(first.editor, page, initialText);
        // Replace in English, Insert in Spanish: each path and each language once per editor, the run ~2 s per write longer.
        if (lang === 'en') {
          await restored(
            'Restored (Replace)',
            first.editor,
            page,
            first.editorUi,
            async () => {
              await first.editor.selectInEditor('world');
              return answer(first.editorUi);
            },
            copy.replace,
          );
        }

        // Insert into the editor the user last worked in, from a selection in read-only text.
        const second = await openRow(page, row, site.url);
        await cell('Insert', async () => {
          await second.editor.caretAtEnd('editor');
          await second.editor.selectReadOnly('parcel');
          const card = await answer(second.ui);
          await card.button(copy.insertInto).click();
          return insertedOnce(card, second.editor, inserted(row, reply));
        });
        await undoAndType(second.editor, page, initialText);
        if (lang === 'es') {
          await restored(
            'Restored (Insert)',
            second.editor,
            page,
            second.ui,
            async () => {
              await second.editor.caretAtEnd('editor');
              await second.editor.selectReadOnly('parcel');
              return answer(second.ui);
            },
            copy.insertInto,
          );
        }

        // Pick mode: no editor was focused; the user clicks where the answer goes.
        const third = await openRow(page, row, site.url);
        await cell('Pick', async () => {
          await third.editor.selectReadOnly('parcel');
          const card = await answer(third.ui);
          await card.button(copy.pick).click();
          // Pick mode reaches the other frames by message: click once the editor's frame outlines it, as a user
          // clicks what the outline shows (a click before that only focuses the editor).
          await third.editor.hoverAfter('editor');
          await expect.poll(() => third.editorUi.evaluate((root) => !!root?.querySelector('.selecta-pick-outline:not([hidden])'), null)).toBe(true);
          await third.editor.clickAfter('editor');
          await insertedOnce(card, third.editor, inserted(row, reply));
        });
        await page.close();
        const failed = [...results].filter(([, r]) => !r.ok);
        expect(failed, 'every cell of this row passes').toEqual([]);
      });
    }
  });
}

test.afterAll(() => printMatrix('Editor compatibility matrix', rows.map((r) => r.editor)));
