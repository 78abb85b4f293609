import { expect, test } from '../extension-fixtures.ts';
import { selectaUi } from '../selecta-ui.ts';
import { fixturePages } from './build-fixtures.ts';
import { EditorPage } from './editor-page.ts';
import { languages } from './matrix-report.ts';
import { matrixCopy } from './matrix-rows.ts';

// TinyMCE's and Froala's paste carries an escaped text/html copy of the answer (decision 032): markup in an answer is
// text, and paragraphs stay paragraphs.
const hostile = '<img src=x onerror=alert(1)> & <b>bold</b>';
const paragraphs = 'First paragraph of the answer.\n\nSecond paragraph of the answer.';
// Each editor's page, and where its text is (TinyMCE edits in an iframe's body).
const editors = [
  ['TinyMCE', 'tinymce', 'body'],
  ['Froala', 'froala', '.fr-element'],
] as const;

for (const lang of languages) {
  test.describe(lang, () => {
    test.use({ interfaceLanguage: lang });
    const copy = matrixCopy[lang];

    for (const [what, answer, expected] of [
      ['markup in the answer arrives as literal text', hostile, new RegExp(`^Hello ${hostile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} from the editor$`)],
      // Pasted paragraphs split the one they land in, as a user's paste of two paragraphs does in TinyMCE and Froala.
      ['a multi-paragraph answer keeps its paragraphs', paragraphs, /^Hello\s+First paragraph of the answer\.\s*\n\s*Second paragraph of the answer\.\s+from the editor$/],
    ] as const) {
      for (const [name, fixture, text] of editors) {
        test(`${name}: ${what}`, async ({ extContext, site, signIn, double }) => {
          double.options.reply = answer;
          site.html.set(`/editors/${fixture}`, (await fixturePages()).get(fixture)!);
          await signIn();
          const page = await extContext.newPage();
          const dialogs: string[] = [];
          page.on('dialog', (dialog) => (dialogs.push(dialog.message()), void dialog.dismiss()));
          await page.goto(`${site.url}/editors/${fixture}`);
          await page.waitForFunction(async () => !!window.fixture && (await window.fixture.text()).length > 0);
          const editor = new EditorPage(page, page.mainFrame());
          const editing = (await editor.editable()).frame;
          const ui = await selectaUi(page, editing);
          await ui.injected();
          await editor.selectInEditor('world');
          await ui.toolbar(lang === 'en' ? 'Selecta actions' : 'Acciones de Selecta').button(copy.reply).click();
          const card = ui.card(copy.reply);
          await expect.poll(() => card.locator('.selecta-output').text()).toBe(answer);
          await card.button(copy.replace).click();
          await expect.poll(() => card.status.text()).toBe(copy.inserted);
          expect(await editor.text()).toMatch(expected);
          // Nothing of the answer became an element of the page, and no handler of it ran.
          expect(await editing.locator(`${text} img, ${text} b`).count()).toBe(0);
          expect(dialogs).toEqual([]);
          await page.close();
        });
      }
    }
  });
}
