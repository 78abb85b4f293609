import { expect, reply, test } from './extension-fixtures.ts';
import { messages, requestFor } from './page-actions.ts';
import { textPdf } from './pdf-fixtures.ts';
import { extensionWithPageAccess } from './page-tools-extension.ts';
import { articlePage, canvasPage, characterAccuracy, emptyPage, openPanelTab, pageTool } from './page-tools-pages.ts';

const copy = {
  en: {
    truncated: 'Summarised the first 3,808 characters of this page (the most your plan takes at once).',
    nothing: 'Selecta found no readable text on this page.',
    summarize: 'Summarize this page',
    area: 'Select an area',
    reader: 'Open in Selecta’s PDF reader',
    pdf: 'The browser’s PDF viewer does not let extensions read the document. Open it in Selecta’s PDF reader to summarise it or select its text.',
    lines: ['Quarterly revenue grew by twelve percent.', 'Costs stayed flat across every region.'],
  },
  es: {
    truncated: 'Se han resumido los primeros 3808 caracteres de esta página (lo máximo que admite tu plan de una vez).',
    nothing: 'Selecta no ha encontrado texto legible en esta página.',
    summarize: 'Resumir esta página',
    area: 'Seleccionar una zona',
    reader: 'Abrir en el lector de PDF de Selecta',
    pdf: 'El visor de PDF del navegador no deja que las extensiones lean el documento. Ábrelo en el lector de PDF de Selecta para resumirlo o seleccionar su texto.',
    lines: ['Los ingresos crecieron un doce por ciento.', 'El año próximo abriremos en Córdoba y Málaga.'],
  },
} as const;

// One copy of the build per worker, with the page access a user's click grants (see page-tools-extension.ts).
const withAccess = test.extend<object, { accessCopy: string }>({
  accessCopy: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
    async ({}, use) => {
      const copy = extensionWithPageAccess();
      await use(copy.dir);
      copy.remove();
    },
    { scope: 'worker' },
  ],
  extensionPath: async ({ accessCopy }, use) => use(accessCopy),
});

for (const lang of ['en', 'es'] as const) {
  const c = copy[lang];
  test.describe(lang, () => {
    test.use({ interfaceLanguage: lang });

    test(`${lang}: Summarize this page: the article, cut to the plan's size with a note, answered in the panel; a page with nothing readable says so`, async ({ extContext, extensionId, site, double, signIn }) => {
      await signIn();
      site.html.set('/article', articlePage);
      site.html.set('/empty', emptyPage);
      const article = await extContext.newPage();
      await article.goto(`${site.url}/article`);
      const panel = await openPanelTab(extContext, extensionId);

      await pageTool(panel, 'summarize', `${site.url}/article`);
      await expect(panel.locator('.panel-notice')).toHaveText(c.truncated);
      await expect(panel.locator('.selecta-output')).toHaveText(reply);
      await panel.setViewportSize({ width: 400, height: 720 });
      await panel.screenshot({ path: `/tmp/shots-reader/panel-summary-${lang}.png` });
      // The panel's own page tools, in the user's language (they send the same page-tool request as above).
      const tools = panel.getByTestId('panel-tools').getByRole('button');
      await expect(tools).toHaveText([c.summarize, c.area]);
      // A PDF becomes the window's tab: the panel offers Selecta's reader for it.
      site.files.set('/paper.pdf', { type: 'application/pdf', body: await textPdf(1) });
      const pdf = await extContext.newPage();
      await pdf.goto(`${site.url}/paper.pdf`).catch(() => undefined);
      await pdf.bringToFront();
      await expect(tools).toHaveText([c.summarize, c.area, c.reader]);
      // Summarising it there: the browser's viewer shows no extension its text, and the panel says where to go.
      await pageTool(panel, 'summarize', `${site.url}/paper.pdf`);
      await expect(panel.locator('.panel-notice')).toHaveText(c.pdf);
      await pdf.close();
      // What reached the AI: the article from its start, cut at a sentence end, no menu or footer.
      const sent = messages(requestFor(double, '1. The harbour city')).find((m) => m.role === 'user')?.content ?? '';
      expect(sent).toContain('19. The harbour city');
      expect(sent).not.toContain('Harbour Times');
      expect(sent).not.toContain('60. The harbour city');

      const empty = await extContext.newPage();
      await empty.goto(`${site.url}/empty`);
      await pageTool(panel, 'summarize', `${site.url}/empty`);
      await expect(panel.locator('.panel-notice')).toHaveText(c.nothing);
      await panel.close();
      // The popup offers them too (its active tab here is the popup's own, so no PDF reader).
      const popup = await extContext.newPage();
      await popup.goto(`chrome-extension://${extensionId}/popup.html`);
      await expect(popup.getByTestId('page-tools').getByRole('button')).toHaveText([c.summarize, c.area]);
      await popup.close();
    });

    withAccess(`${lang}: Select an area: text painted on a canvas is read on this device, shown in the panel to correct, then run`, async ({ extContext, extensionId, site, signIn }) => {
      test.setTimeout(90_000);
      await signIn();
      site.html.set('/canvas', canvasPage([...c.lines]));
      const page = await extContext.newPage();
      await page.goto(`${site.url}/canvas`);
      await expect(page.locator('html')).toHaveAttribute('data-painted', '1');
      const panel = await openPanelTab(extContext, extensionId);

      await pageTool(panel, 'area', `${site.url}/canvas`);
      await page.bringToFront();
      await expect(page.locator('selecta-area')).toHaveCount(1);
      const box = (await page.locator('#text').boundingBox())!;
      await page.mouse.move(box.x + 2, box.y + 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 3 });
      await page.mouse.move(box.x + box.width - 2, box.y + box.height - 2, { steps: 3 });
      await page.mouse.up();
      await expect(page.locator('selecta-area')).toHaveCount(0);

      const draft = panel.locator('.panel-draft-text');
      await expect(draft).not.toHaveValue('', { timeout: 60_000 });
      const text = await draft.inputValue();
      expect(characterAccuracy(c.lines.join(' '), text), text).toBeGreaterThanOrEqual(0.95);
      // Corrected by the user, then run.
      await panel.setViewportSize({ width: 400, height: 720 });
      await panel.screenshot({ path: `/tmp/shots-reader/panel-draft-${lang}.png` });
      await draft.fill(c.lines.join('\n'));
      await panel.locator('.panel-draft button.selecta-primary').click();
      await expect(panel.locator('.selecta-output')).toHaveText(reply);
      await panel.close();
    });
  });
}
