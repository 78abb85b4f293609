import { mkdirSync } from 'node:fs';
import { type Column, languages, recordCell, startRow } from '../extension/editors/matrix-report.ts';
import { fallbackCopy, framedHtml, matrixCopy, notInsertedCopy } from '../extension/editors/matrix-rows.ts';
import { initialText } from '../extension/editors/pages/fixture-api.ts';
import { spoilWrites } from '../extension/editors/spoil-writes.ts';
import { serveCkeditor4 } from './ckeditor4-page.ts';
import { isolateSites } from './firefox-browser.ts';
import { FirefoxEditorPage, serveEditors } from './firefox-editor-page.ts';
import { chosen, label, pathOf } from './firefox-matrix-rows.ts';
import { type FirefoxUi, until } from './firefox-ui.ts';
import { expect, reply, test } from './firefox-fixtures.ts';

/**
 * The editor matrix of the Chromium suite (editor-matrix.spec.ts) in Firefox, with the add-on installed: Replace and
 * Insert into the last-focused editor, one Ctrl+Z, typing after, read from each editor's model. One test per language
 * walks every editor in its worker's one Firefox, signed in once; the two run at once, and the run's teardown prints the
 * table they recorded (firefox-global-setup.ts).
 */
const shots = '/tmp/shots-firefox';
mkdirSync(shots, { recursive: true });

for (const lang of languages) {
  test.describe(lang, () => {
    test.use({ interfaceLanguage: lang });
    const copy = matrixCopy[lang];
    // The fallback copies the answer and says so; where Firefox has ended the click's user activation by then (decision
    // 041), the copy is refused and the card says to press Copy. Either way in the user's language, never silence.
    const fallbacks: string[] = [fallbackCopy[lang], notInsertedCopy[lang]];

    test(`${lang}: every editor of the matrix takes Replace and Insert once, one Ctrl+Z undoes it, typing goes on; a spoilt write falls back with the text as it was`, async ({ ff, site, signIn }) => {
      test.setTimeout(60_000 + chosen.length * 40_000);
      await serveEditors(
        site,
        chosen.filter((row) => row.page !== 'ckeditor4').map((row) => row.page),
      );
      for (const row of chosen) if (row.host) site.html.set(pathOf(row), framedHtml(site.url, { page: row.page, frame: row.host }));
      serveCkeditor4(site);
      await signIn();
      const page = await ff.newPage();
      const editor = new FirefoxEditorPage(page);
      const failures: string[] = [];

      const answer = async (ui: FirefoxUi) => {
        await ui.toolbar(lang === 'en' ? 'Selecta actions' : 'Acciones de Selecta').button(copy.reply).click();
        const card = ui.card(copy.reply);
        await until(async () => ((await card.attribute('data-phase')) === 'done' ? true : null), 'the answer to stream');
        return card;
      };
      const expectText = (expected: string, what: string, timeout = 5000) => until(async () => ((await editor.text()) === expected ? true : null), what, timeout);

      for (const row of chosen) {
        startRow(label(row.editor), lang);
        const cell = async (column: Column, check: () => Promise<string | void>) => {
          const started = Date.now();
          let ok = true;
          let note: string;
          try {
            note = (await check()) ?? '';
          } catch (error) {
            ok = false;
            note = `${String(error instanceof Error ? error.message : error).slice(0, 400)}; text: ${JSON.stringify(await editor.text().catch(() => '?'))}`;
            failures.push(`${row.editor} ${column}: ${note}`);
          }
          recordCell(label(row.editor), lang, column, ok, note, Date.now() - started);
          return ok;
        };
        // The card says "Inserted" only when the model holds the answer once, in place; then one Ctrl+Z takes it back.
        // The card opens where the selection is: in the editor's own iframe for Replace in TinyMCE and CKEditor 4, in
        // the fixture's frame for the rest (the framing page's iframe for the framed rows).
        // Then the page spoils every write of the answer as Firefox's editors did (spoil-writes.ts): the card falls back
        // to the clipboard and says so in the user's language, the text is exactly what it was before the click, and
        // typing still reaches the model. Note: click → fallback time.
        const writeThen = async (column: 'Replace' | 'Insert', prepare: () => Promise<void>, button: string, expected: string) => {
          const inFrame = row.ownFrame && column === 'Replace';
          const open = async () => {
            await editor.open(`${site.url}${pathOf(row)}`, !!row.host);
            if (row.host === 'cross' && !editor.outOfProcess) throw new Error("the cross-origin frame runs in the page's process");
          };
          const restored = () =>
            cell(`Restored (${column})`, async () => {
              // On a page of its own, first: run after the row's other cells, Replace's fallback in the top document
              // showed no status in Firefox (neither copy worked) though the text was back; first, it does.
              await open();
              // In the fixture's frame, its realm even when cross-origin: the page's own script.
              await editor.frame.evaluate(spoilWrites, reply);
              await prepare();
              const card = await answer(editor.ui(inFrame));
              const before = await editor.text();
              const clicked = Date.now();
              await card.button(button).click();
              let said = '';
              await until(async () => (fallbacks.includes((said = (await card.locator('[role=status]').text()) ?? '')) ? true : null), 'the card to say why the answer is not in the editor', 8000).catch(async (e) => {
                await page.screenshot({ path: `${shots}/restored-${row.page}-${column}-${lang}.png` });
                throw new Error(`${e}; status: ${await card.locator('[role=status]').text()}; card: ${await card.text()}`);
              });
              const took = Date.now() - clicked;
              const after = await editor.text();
              if (after !== before) throw new Error(`the text changed: ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
              // Typing goes on where the user clicks next, once the card is closed (it may cover the editor).
              await card.button(copy.close).click();
              await until(async () => ((await card.isVisible()) ? null : true), 'the card to close');
              // 'Hello', which no spoilt write touches: a word the restore wrote back may now span two text nodes.
              await editor.caretAtEnd('Hello');
              await editor.type('?');
              await expectText(`${before}?`, 'typing after the fallback');
              return `${took} ms${said === fallbackCopy[lang] ? '' : ', copy refused'}`;
            });
          // Replace in English, Insert in Spanish: each path and each language once per editor.
          if ((column === 'Replace') === (lang === 'en')) await restored();
          await open();
          const ui = editor.ui(inFrame);
          const written = await cell(column, async () => {
            await prepare();
            const card = await answer(ui);
            await card.button(button).click();
            await until(async () => ((await card.locator('[role=status]').text()) === copy.inserted ? true : null), 'the card to say Inserted');
            await expectText(expected, 'the answer once, in place');
            // The card inside an editor's own frame, to look at (an editing frame is small).
            if (inFrame) await page.screenshot({ path: `${shots}/firefox-${row.page}-card-${lang}.png` });
            return `${Math.round(await editor.insertLatency())} ms`;
          });
          if (!written) return;
          await cell('Undo', async () => {
            await editor.press('z', 'Control');
            await expectText(initialText, 'one Ctrl+Z to give the text back');
          });
          await cell('Keeps working', async () => {
            await editor.press('End');
            await editor.type('!');
            await expectText(`${initialText}!`, 'typing after the undo');
          });
        };

        // The cross-origin frame in a process of its own, as Firefox puts it (puppeteer's launch puts every site in one).
        if (row.host === 'cross') await isolateSites(ff, true);
        try {
          await writeThen('Replace', () => editor.selectInEditor('world'), copy.replace, `Hello ${reply} from the editor`);
          await writeThen(
            'Insert',
            async () => {
              await editor.caretAtEnd('editor');
              await editor.selectReadOnly('parcel');
            },
            copy.insertInto,
            `${initialText}${row.page === 'native?kind=textarea' ? '\n' : ' '}${reply}`,
          );
        } finally {
          if (row.host === 'cross') await isolateSites(ff, false);
        }
      }
      await page.close();
      expect(failures, 'every cell passes').toEqual([]);
    });
  });
}
