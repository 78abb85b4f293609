import { expect, test } from '../extension-fixtures.ts';
import { selectaUi } from '../selecta-ui.ts';
import { fixturePages } from './build-fixtures.ts';
import { EditorPage } from './editor-page.ts';
import { languages } from './matrix-report.ts';
import { matrixCopy } from './matrix-rows.ts';

// TinyMCE edits in an iframe of its own, 120 px tall here: the card opens inside it. Its actions and its message must
// stay inside the frame (they fell past its edge once the "Inserted" line appeared, so the user saw neither).
for (const lang of languages) {
  test.describe(lang, () => {
    test.use({ interfaceLanguage: lang });
    test(`${lang}: in TinyMCE's short iframe the card keeps its title, its message and its actions in view`, async ({ extContext, site, signIn }) => {
      const copy = matrixCopy[lang];
      site.html.set('/editors/tinymce', (await fixturePages()).get('tinymce')!);
      await signIn();
      const page = await extContext.newPage();
      await page.goto(`${site.url}/editors/tinymce`);
      await page.waitForFunction(async () => !!window.fixture && (await window.fixture.text()).length > 0);
      const editor = new EditorPage(page, page.mainFrame());
      const ui = await selectaUi(page, (await editor.editable()).frame);
      await ui.injected();
      await editor.selectInEditor('world');
      await ui.toolbar(lang === 'en' ? 'Selecta actions' : 'Acciones de Selecta').button(copy.reply).click();
      const card = ui.card(copy.reply);
      await expect.poll(() => card.locator('.selecta-output').text()).not.toBe('');
      await card.button(copy.replace).click();
      await expect.poll(() => card.status.text()).toBe(copy.inserted);

      // What the frame shows: each part's box inside the frame's viewport and not under another part of the card.
      const shown = (selector: string) =>
        ui.evaluate((root, sel) => {
          const element = root!.querySelector<HTMLElement>(sel)!;
          const box = element.getBoundingClientRect();
          const inside = box.top >= 0 && box.bottom <= window.innerHeight + 0.5 && box.height > 0;
          const hit = root!.elementFromPoint(box.left + 4, box.top + box.height / 2);
          return inside && (hit === element || element.contains(hit));
        }, selector);
      const parts = ['.selecta-card-title', '.selecta-card-close', '.selecta-status', '.selecta-card-footer button'];
      await expect.poll(async () => Promise.all(parts.map(shown))).toEqual(parts.map(() => true));
      await page.screenshot({ path: test.info().outputPath(`tinymce-card-${lang}.png`) });
    });
  });
}
