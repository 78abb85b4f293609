import { until } from './firefox-ui.ts';
import { openExtensionPage } from './firefox-browser.ts';
import type { Page } from 'puppeteer-core';
import { expect, openSitePage, reply, test } from './firefox-fixtures.ts';
import { articlePage, canvasPage, characterAccuracy, emptyPage } from '../extension/page-tools-pages.ts';

const copy = {
  en: { truncated: 'Summarised the first 3,808 characters of this page (the most your plan takes at once).', nothing: 'Selecta found no readable text on this page.' },
  es: { truncated: 'Se han resumido los primeros 3808 caracteres de esta página (lo máximo que admite tu plan de una vez).', nothing: 'Selecta no ha encontrado texto legible en esta página.' },
};

/** What the popup's and panel's buttons send, from the panel page, for the tab at `target`. */
async function pageTool(panel: Page, tool: 'summarize' | 'area', target: string): Promise<unknown> {
  return panel.evaluate(
    async (name, url) => {
      const { browser } = globalThis as unknown as { browser: { tabs: { query(q: object): Promise<{ id: number; windowId: number; url?: string }[]> }; runtime: { sendMessage(m: unknown): Promise<{ ok: boolean }> } } };
      // By address (Firefox's match patterns take no port).
      const tab = (await browser.tabs.query({})).find((t) => t.url === url);
      return browser.runtime.sendMessage({ type: 'page-tool', tool: name, windowId: tab!.windowId, tabId: tab!.id });
    },
    tool,
    target,
  );
}

const lines = {
  en: ['Quarterly revenue grew by twelve percent.', 'Costs stayed flat across every region.'],
  es: ['Los ingresos crecieron un doce por ciento.', 'El año próximo abriremos en Córdoba y Málaga.'],
};

// Firefox lets captureVisibleTab use the host permission the build already has for the test site (localhost), so the
// shared Firefox serves; Chromium asks for <all_urls> or activeTab (see the Chromium spec's copy of the build).
for (const lang of ['en', 'es'] as const) {
  test.describe(lang, () => {
    test.use({ interfaceLanguage: lang });

    test(`${lang}: Select an area in Firefox: Tesseract in the background page reads text painted on a canvas into the panel`, async ({ ff, site }) => {
      test.setTimeout(90_000);
      site.html.set('/ff-canvas', canvasPage(lines[lang]));
      const page = await openSitePage(ff, `${site.url}/ff-canvas`);
      await page.waitForFunction(() => document.documentElement.dataset.painted === '1');
      const panel = await openExtensionPage(ff, 'sidepanel.html');
      await panel.waitForSelector('.panel-draft-text');
      expect(await pageTool(panel, 'area', `${site.url}/ff-canvas`)).toEqual({ ok: true });
      await page.bringToFront();
      await page.waitForSelector('selecta-area');
      const box = (await (await page.$('#text'))!.boundingBox())!;
      await page.mouse.move(box.x + 2, box.y + 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 3 });
      await page.mouse.move(box.x + box.width - 2, box.y + box.height - 2, { steps: 3 });
      await page.mouse.up();
      const text = await until(async () => (await panel.$eval('.panel-draft-text', (t) => (t as HTMLTextAreaElement).value)) || null, 'the recognised text', 60_000);
      expect(characterAccuracy(lines[lang].join(' '), text), text).toBeGreaterThanOrEqual(0.95);
    });

    test(`${lang}: Summarize this page in Firefox: the article cut to the plan's size with a note; nothing readable said`, async ({ ff, site, signIn }) => {
      await signIn();
      site.html.set('/ff-article', articlePage);
      site.html.set('/ff-empty', emptyPage);
      await openSitePage(ff, `${site.url}/ff-article`);
      await openSitePage(ff, `${site.url}/ff-empty`);
      const panel = await openExtensionPage(ff, 'sidepanel.html');
      await panel.waitForSelector('.panel-draft-text');
      const notice = () => panel.$eval('.panel-notice', (n) => n.textContent);
      await pageTool(panel, 'summarize', `${site.url}/ff-article`);
      await until(async () => ((await notice()) === copy[lang].truncated ? true : null), 'the truncation note');
      await until(async () => ((await panel.$eval('.selecta-output', (o) => o.textContent).catch(() => null)) === reply ? true : null), 'the answer');
      await pageTool(panel, 'summarize', `${site.url}/ff-empty`);
      await until(async () => ((await notice()) === copy[lang].nothing ? true : null), 'the nothing-readable note');
    });
  });
}
