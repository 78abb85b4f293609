import { mkdirSync } from 'node:fs';
import type { Page } from 'puppeteer-core';
import { FirefoxUi, until } from './firefox-ui.ts';
import { openExtensionPage } from './firefox-browser.ts';
import { expect, openSitePage, reply, selectAllIn, test } from './firefox-fixtures.ts';

// The side panel's page in Firefox (its sidebar_action): headless Firefox shows no sidebar and cannot fire a menu or
// shortcut, so the page is opened in a tab, where it registers as its window's panel, and work reaches it through the
// background exactly as the reader page and OCR hand theirs over (`panel-work`).

const shots = '/tmp/shots-firefox';
mkdirSync(shots, { recursive: true });

const text = {
  en: { history: 'History', label: 'Ask about this answer', ask: 'Ask', you: 'You', tldr: 'TLDR', toolbar: 'Selecta actions', open: 'Open in side panel', waiting: 'Your answer is waiting in Selecta’s side panel: open it with Alt+Shift+L or from the Selecta icon’s menu.' },
  es: { history: 'Historial', label: 'Pregunta sobre esta respuesta', ask: 'Preguntar', you: 'Tú', tldr: 'Resumen', toolbar: 'Acciones de Selecta', open: 'Abrir en el panel lateral', waiting: 'Tu respuesta te espera en el panel lateral de Selecta: ábrelo con Alt+Mayús+L o desde el menú del icono de Selecta.' },
};

const textOf = (page: Page, selector: string) => page.evaluate((s) => document.querySelector(s)?.textContent ?? '', selector);
const waitText = (page: Page, selector: string, expected: string, what: string) => until(async () => ((await textOf(page, selector)) === expected ? true : null), what);

for (const lang of ['en', 'es'] as const) {
  test.describe(lang, () => {
    const t = text[lang];
    test.use({ interfaceLanguage: lang });

    test(`${lang}: the card's answer waits for the sidebar and says so; work handed to the panel streams there; a follow-up question and the history work`, async ({ ff, site, signIn }) => {
      await signIn();
      // Firefox opens its sidebar only from its own UI or an extension page's click, not from a page's card: the card says
      // where its answer waits, and the panel shows it once opened.
      site.html.set('/carry', '<!doctype html><title>Carry</title><textarea id="area">Carry this answer to the sidebar</textarea>');
      const page = await openSitePage(ff, `${site.url}/carry`);
      const ui = new FirefoxUi(page);
      await selectAllIn(page, '#area');
      await ui.toolbar(t.toolbar).button(t.tldr).click();
      const card = ui.card(t.tldr);
      await until(async () => ((await card.attribute('data-phase')) === 'done' ? true : null), 'the card’s answer');
      await card.button(t.open).click();
      await until(async () => ((await card.locator('[role=status]').text()) === t.waiting ? true : null), 'the card to say where the answer waits');
      const panel = await openExtensionPage(ff, 'sidepanel.html');
      await waitText(panel, '.selecta-card .selecta-output', reply, 'the carried answer in the panel');
      expect(await textOf(panel, '.panel-source-title')).toContain('Carry');

      const selection = `A PDF paragraph in Firefox's viewer (${lang})`;
      await panel.evaluate(async (body) => {
        const { browser } = globalThis as unknown as { browser: { windows: { getCurrent(): Promise<{ id: number }> }; runtime: { sendMessage(m: unknown): Promise<unknown> } } };
        const { id } = await browser.windows.getCurrent();
        await browser.runtime.sendMessage({ type: 'panel-work', windowId: id, work: { kind: 'run', text: body, action: 'tldr', source: { title: 'report.pdf', url: 'https://example.com/report.pdf' } } });
      }, selection);
      await waitText(panel, '.selecta-card .selecta-output', reply, 'the answer to stream into the panel');
      expect(await textOf(panel, '.selecta-card-title')).toBe(t.tldr);

      // The question's form shows once the answer is done, a moment after its last text on a busy machine.
      await panel.waitForSelector('.panel-thread:not([hidden]) .panel-ask input', { visible: true });
      await panel.type('.panel-ask input', lang === 'en' ? 'Which figures?' : '¿Qué cifras?');
      await panel.click('.panel-ask button');
      await waitText(panel, '.panel-turn-answer', reply, 'the follow-up answer');
      expect(await textOf(panel, '.panel-question')).toContain(`${t.you}: `);

      await panel.click('.panel-history-open');
      await until(() => panel.evaluate(() => (document.querySelectorAll('.panel-history-item').length === 2 ? true : null)), 'both answers in the history');
      await panel.screenshot({ path: `${shots}/firefox-panel-history-${lang}.png` });
      await panel.close();
    });
  });
}
