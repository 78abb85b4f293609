import { FirefoxUi, until } from './firefox-ui.ts';
import { openExtensionPage } from './firefox-browser.ts';
import { expect, reply, test } from './firefox-fixtures.ts';
import { pdfLine, textPdf } from '../extension/pdf-fixtures.ts';

const text = {
  en: { tldr: 'TLDR', toolbar: 'Selecta actions' },
  es: { tldr: 'Resumen', toolbar: 'Acciones de Selecta' },
};

for (const lang of ['en', 'es'] as const) {
  test.describe(lang, () => {
    const t = text[lang];
    test.use({ interfaceLanguage: lang });

    test(`${lang}: Selecta's PDF reader in Firefox: pdf.js's text layer, the toolbar and the card`, async ({ ff, site, signIn }) => {
      await signIn();
      site.files.set('/ff-report.pdf', { type: 'application/pdf', body: await textPdf(1) });
      const pdf = `${site.url}/ff-report.pdf`;
      const page = await openExtensionPage(ff, `pdf-reader.html?file=${encodeURIComponent(pdf)}`);
      await page.waitForFunction(() => document.documentElement.dataset.readerReady === '1', { timeout: 20_000 });
      expect(await page.$eval('[data-testid=reader-original]', (a) => a.textContent)).toBe(pdf);
      const span = await page.waitForSelector(`xpath///div[contains(@class,"textLayer")]//span[normalize-space()="${pdfLine}"]`);
      const box = (await span!.boundingBox())!;
      await page.mouse.move(box.x + 1, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
      await page.mouse.move(box.x + box.width - 1, box.y + box.height / 2, { steps: 4 });
      await page.mouse.up();
      const ui = new FirefoxUi(page);
      await ui.toolbar(t.toolbar).button(t.tldr).click();
      const card = ui.card(t.tldr);
      await until(async () => ((await card.locator('.selecta-output').text()) === reply ? true : null), 'the answer');
      await page.close();
    });
  });
}
