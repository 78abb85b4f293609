import type { Page as CdpPage } from 'puppeteer-core';
import { activeTab, command, connectCdp, dispatchWithGesture, installEventDriver, menuClick, panelText, sidePanel, tabOf } from './panel-helpers.ts';
import { selectAll } from './page-actions.ts';
import { pdfWithText } from './pdf-fixture.ts';
import { selectaUi } from './selecta-ui.ts';
import { requestFor } from './page-actions.ts';
import { expect, reply, test } from './extension-fixtures.ts';

// Where the card cannot go, the side panel answers (decision 042). Headless Chromium has no context menu or shortcut
// keys: each test clicks in an extension page (a real gesture) and the worker dispatches the browser's own
// `contextMenus.onClicked` / `commands.onCommand` with the data the browser would give (panel-helpers.ts).

const text = {
  en: { tldr: 'TLDR', explainPdf: 'PDF viewer keeps its selection', explainRestricted: 'do not let extensions read this page', run: 'Run', from: 'From' },
  es: { tldr: 'Resumen', explainPdf: 'visor de PDF del navegador no comparte', explainRestricted: 'no dejan que las extensiones lean esta página', run: 'Ejecutar', from: 'De' },
};

test.use({ remoteDebugging: true });

const viewerFrame = 'chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/index.html';
const streamed = (panel: CdpPage) => expect.poll(() => panelText(panel, '.selecta-card .selecta-output'), { timeout: 15_000 }).toBe(reply);

for (const lang of ['en', 'es'] as const) {
  test.describe(lang, () => {
    const t = text[lang];
    test.use({ interfaceLanguage: lang });

    test(`${lang}: a PDF in Chrome's own viewer: the context menu's TLDR answers in the side panel, and a shortcut there explains and runs what is pasted`, async ({ extContext, extensionId, worker, site, signIn, double, userDir }) => {
      await signIn();
      await installEventDriver(worker);
      const line = `Quarterly report ${lang}: revenue grew twelve percent (${test.info().testId})`;
      site.files.set('/report.pdf', { type: 'application/pdf', body: pdfWithText(line) });
      const page = await extContext.newPage();
      await page.goto(`${site.url}/report.pdf`);
      await expect.poll(() => page.frames().some((f) => f.url() === viewerFrame)).toBe(true);
      const tab = await tabOf(worker, `${site.url}/report.pdf`);
      const cdp = await connectCdp(userDir);
      try {
        // Right-click → Selecta → TLDR on the PDF's selected text: the browser hands the handler its own copy of it.
        await dispatchWithGesture(extContext, extensionId, menuClick(tab, { menuItemId: 'selecta:tldr', selectionText: line, pageUrl: tab.url, frameUrl: tab.url, frameId: 2 }));
        const panel = await sidePanel(cdp);
        await streamed(panel);
        expect(await panelText(panel, '.selecta-card-title')).toBe(t.tldr);
        expect(await panelText(panel, '.panel-source-title')).toMatch(new RegExp(`^${t.from} .*report\\.pdf$`));
        expect(requestFor(double, line)).toBeDefined();

        // The run-last-action shortcut brings no copy of the selection: the panel says why, and runs a pasted text.
        await dispatchWithGesture(extContext, extensionId, command(tab, 'run-last-action'));
        await expect.poll(() => panelText(panel, '.panel-notice')).toContain(t.explainPdf);
        const pasted = `Pasted from the PDF ${lang} (${test.info().testId})`;
        await panel.type('.panel-draft-text', pasted);
        await panel.click('.panel-draft button[type=submit]');
        await streamed(panel);
        expect(requestFor(double, pasted)).toBeDefined();
      } finally {
        await cdp.disconnect();
      }
    });

    test(`${lang}: on a chrome:// page the panel explains why there is no text`, async ({ extContext, extensionId, worker, userDir }) => {
      await installEventDriver(worker);
      const page = await extContext.newPage();
      await page.goto('chrome://version');
      // tabs.query hides a chrome:// address; a shortcut's handler gets it (activeTab), so the test passes it on.
      const tab = { ...(await activeTab(worker)), url: 'chrome://version/', title: 'About Version' };
      const cdp = await connectCdp(userDir);
      try {
        await dispatchWithGesture(extContext, extensionId, command(tab, 'run-last-action'));
        const panel = await sidePanel(cdp);
        await expect.poll(() => panelText(panel, '.panel-notice')).toContain(t.explainRestricted);
        expect(await panel.evaluate(() => document.documentElement.lang)).toBe(lang);
      } finally {
        await cdp.disconnect();
      }
    });
  });
}

test('the toolbar icon’s menu opens the panel with the page’s selection ready to run, Replace writes back; its shortcut on a PDF says how to get the text', async ({ extContext, extensionId, worker, site, signIn, userDir }) => {
  await signIn();
  await installEventDriver(worker);
  const message = `Selected before opening the panel (${test.info().testId})`;
  site.html.set('/plain', `<!doctype html><title>Plain</title><textarea id="area" cols="60">${message}</textarea>`);
  site.files.set('/manual.pdf', { type: 'application/pdf', body: pdfWithText('A manual') });
  const page = await extContext.newPage();
  await page.goto(`${site.url}/plain`);
  await page.locator('#area').focus();
  await page.keyboard.press('Control+a');
  const tab = await tabOf(worker, `${site.url}/plain`);
  const cdp = await connectCdp(userDir);
  try {
    await dispatchWithGesture(extContext, extensionId, menuClick(tab, { menuItemId: 'selecta-open-panel', pageUrl: tab.url }));
    const panel = await sidePanel(cdp);
    await expect.poll(() => panel.$eval('.panel-draft-text', (el) => (el as HTMLTextAreaElement).value)).toBe(message);
    await panel.click('.panel-draft button[type=submit]');
    await streamed(panel);
    await panel.click('.selecta-replace');
    await expect.poll(() => page.locator('#area').inputValue()).toBe(reply);

    const pdf = await extContext.newPage();
    await pdf.goto(`${site.url}/manual.pdf`);
    await dispatchWithGesture(extContext, extensionId, command(await tabOf(worker, `${site.url}/manual.pdf`), 'open-side-panel'));
    await expect.poll(() => panelText(panel, '.panel-notice')).toContain('PDF viewer keeps its selection');
  } finally {
    await cdp.disconnect();
  }
});

test('a shortcut with nothing selected on an ordinary page says so on the page', async ({ extContext, extensionId, worker, site }) => {
  await installEventDriver(worker);
  site.html.set('/empty', '<!doctype html><title>Empty</title><textarea id="area">Some words</textarea>');
  const page = await extContext.newPage();
  const ui = await selectaUi(page);
  await page.goto(`${site.url}/empty`);
  // The page's content script speaks up (a selection evaluated), then the selection goes away.
  await selectAll(page, '#area');
  await expect.poll(() => ui.toolbar().isVisible()).toBe(true);
  await page.keyboard.press('ArrowRight');
  await dispatchWithGesture(extContext, extensionId, command(await tabOf(worker, `${site.url}/empty`), 'run-last-action'));
  await expect.poll(() => ui.evaluate((root) => root?.querySelector('.selecta-page-notice')?.textContent ?? null, null)).toBe('Nothing is selected: select some text first, then try again.');
});

test('the card’s “Open in side panel” carries its answer and versions over; Replace from the panel writes into the page', async ({ extContext, site, signIn, userDir }) => {
  await signIn();
  const message = `Carry this answer over (${test.info().testId})`;
  site.html.set('/carry', `<!doctype html><title>Carry</title><textarea id="area" cols="60">${message}</textarea>`);
  const page = await extContext.newPage();
  const ui = await selectaUi(page);
  await page.goto(`${site.url}/carry`);
  await selectAll(page, '#area');
  await ui.toolbar().button('TLDR').click();
  const card = ui.card('TLDR');
  await expect.poll(() => card.attribute('data-phase')).toBe('done');
  await card.button('Shorter').click();
  await expect.poll(() => card.locator('.selecta-version-position').text()).toBe('2 / 2');
  const cdp = await connectCdp(userDir);
  try {
    // A real click in the card (content script): the background opens the panel within it.
    await card.button('Open in side panel').click();
    const panel = await sidePanel(cdp);
    await expect.poll(() => panelText(panel, '.selecta-version-position')).toBe('2 / 2');
    expect(await panelText(panel, '.selecta-card .selecta-output')).toBe(reply);
    expect(await panelText(panel, '.panel-source-title')).toBe('From Carry');
    await expect.poll(() => ui.card('TLDR').isVisible()).toBe(false);
    await panel.click('.selecta-replace');
    await expect.poll(() => page.locator('#area').inputValue()).toBe(reply);
  } finally {
    await cdp.disconnect();
  }
});
