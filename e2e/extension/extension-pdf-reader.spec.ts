import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { selectaUi } from './selecta-ui.ts';
import { expect, reply, test } from './extension-fixtures.ts';
import { pdfLine, textPdf } from './pdf-fixtures.ts';

const copy = {
  en: { toolbar: 'Selecta actions', tldr: 'TLDR', reply: 'Reply', back: 'Back to the original', noFile: /There is no PDF to open here/, scheme: /opens PDFs from web \(http, https\) and file addresses only/ },
  es: { toolbar: 'Acciones de Selecta', tldr: 'Resumen', reply: 'Responder', back: 'Volver al original', noFile: /Aquí no hay ningún PDF que abrir/, scheme: /solo abre PDF de direcciones web \(http, https\) y de archivos/ },
} as const;

const readerUrl = (extensionId: string, pdf: string) => `chrome-extension://${extensionId}/pdf-reader.html?file=${encodeURIComponent(pdf)}`;

/** Drags the mouse across the first text-layer span holding `text`: a real selection in pdf.js's text layer. */
async function dragOver(page: Page, text: string): Promise<void> {
  const span = page.locator('.textLayer span', { hasText: text }).first();
  const box = await span.boundingBox();
  if (!box) throw new Error(`no text-layer span for ${text}`);
  await page.mouse.move(box.x + 1, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
  await page.mouse.move(box.x + box.width - 1, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
}

for (const lang of ['en', 'es'] as const) {
  const c = copy[lang];
  test.describe(lang, () => {
    test.use({ interfaceLanguage: lang });

    test(`${lang}: the PDF reader: pdf.js's text layer, the toolbar, the card, the keyboard and one click back`, async ({ extContext, extensionId, site, signIn }) => {
      await signIn();
      site.files.set('/report.pdf', { type: 'application/pdf', body: await textPdf() });
      const pdf = `${site.url}/report.pdf`;
      const page = await extContext.newPage();
      const ui = await selectaUi(page, undefined, { extensionPage: true });
      await page.goto(readerUrl(extensionId, pdf));
      await expect(page.locator('html')).toHaveAttribute('data-reader-ready', '2');
      await expect(page.getByTestId('reader-original')).toHaveText(pdf);
      await expect(page.getByTestId('reader-title')).toHaveText('Selecta fixture report');
      await expect(page.locator('.textLayer span', { hasText: pdfLine })).toHaveCount(1);

      // Mouse: select a line of the text layer, the toolbar comes, TLDR streams into the card.
      await dragOver(page, pdfLine);
      await expect.poll(() => page.evaluate(() => getSelection()?.toString().trim())).toBe(pdfLine);
      const bar = ui.toolbar(c.toolbar);
      await bar.button(c.tldr).click();
      const card = ui.card(c.tldr);
      await expect.poll(() => card.locator('.selecta-output').text()).toBe(reply);
      await page.screenshot({ path: `/tmp/shots-reader/reader-card-${lang}-light-1280.png` });
      // The 'system' theme (the default) follows the browser's dark mode: the bar, the page's surround and the card.
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.querySelector('.reader-bar')!).backgroundColor)).toBe('rgb(24, 24, 27)');
      await page.screenshot({ path: `/tmp/shots-reader/reader-card-${lang}-dark-1280.png` });
      await page.setViewportSize({ width: 375, height: 720 });
      await page.screenshot({ path: `/tmp/shots-reader/reader-card-${lang}-dark-375.png` });
      await page.emulateMedia({ colorScheme: 'light' });
      await page.screenshot({ path: `/tmp/shots-reader/reader-card-${lang}-light-375.png` });
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.keyboard.press('Escape');
      await expect.poll(() => card.count()).toBe(0);

      // Keyboard: the same selection again (a click in the margin first: a press on selected text would drag it),
      // Alt+Shift+K into the toolbar, arrows, Enter; Escape closes the card.
      await page.mouse.click(20, 400);
      await dragOver(page, pdfLine);
      await expect.poll(() => bar.isVisible()).toBe(true);
      await page.keyboard.press('Alt+Shift+K');
      await expect.poll(() => bar.button(c.reply).isFocused()).toBe(true);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => bar.button(c.tldr).isFocused()).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => card.locator('.selecta-output').text()).toBe(reply);
      await page.keyboard.press('Escape');
      await expect.poll(() => card.count()).toBe(0);

      // One click back to the PDF's own address, in this tab.
      await page.getByRole('button', { name: c.back }).click();
      await expect.poll(() => page.url()).toBe(pdf);
      await page.close();
    });

    test(`${lang}: the PDF reader opens a file on this computer, and says why when there is nothing to open`, async ({ extContext, extensionId }) => {
      const page = await extContext.newPage();
      await page.goto(`chrome-extension://${extensionId}/pdf-reader.html`);
      await expect(page.getByTestId('reader-notice')).toHaveText(c.noFile);
      await page.goto(readerUrl(extensionId, 'javascript:alert(1)'));
      await expect(page.getByTestId('reader-notice')).toHaveText(c.scheme);
      // An extension loaded with --load-extension may read file:// URLs (a store install asks the user to allow it;
      // without it the page says how, which this browser cannot show).
      const dir = mkdtempSync(path.join(tmpdir(), 'selecta-pdf-'));
      const file = path.join(dir, 'local report.pdf');
      writeFileSync(file, await textPdf(1, 'A local report'));
      await page.goto(readerUrl(extensionId, pathToFileURL(file).href));
      await expect(page.locator('html')).toHaveAttribute('data-reader-ready', '1');
      await expect(page.getByTestId('reader-title')).toHaveText('A local report');
      await expect(page.getByTestId('reader-original')).toHaveText(pathToFileURL(file).href);
      rmSync(dir, { recursive: true, force: true });
      await page.close();
    });
  });
}
