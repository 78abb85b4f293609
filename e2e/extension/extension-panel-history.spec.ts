import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { selectAll } from './page-actions.ts';
import { selectaUi } from './selecta-ui.ts';
import { expect, reply, test } from './extension-fixtures.ts';

// The history of answers and follow-up questions, in the side panel's page (opened here in a tab: it is the same page
// the browser's panel shows, and the extension-panel spec opens the real one).

const text = {
  en: { history: 'History', back: '‹ Back', search: 'Search answers and pages', reopen: 'Open', del: 'Delete', clear: 'Clear all', json: 'Export JSON', md: 'Export Markdown', keep: 'Keep a history of answers in this browser', off: 'The history is off: answers are not kept.', shorter: 'Shorter', run: 'Run', ask: 'Ask', tldr: 'TLDR', empty: 'No answers kept yet.', label: 'Ask about this answer', you: 'You' },
  es: { history: 'Historial', back: '‹ Volver', search: 'Busca en respuestas y páginas', reopen: 'Abrir', del: 'Eliminar', clear: 'Borrar todo', json: 'Exportar JSON', md: 'Exportar Markdown', keep: 'Guardar un historial de respuestas en este navegador', off: 'El historial está desactivado: las respuestas no se guardan.', shorter: 'Más corta', run: 'Ejecutar', ask: 'Preguntar', tldr: 'Resumen', empty: 'Todavía no hay respuestas guardadas.', label: 'Pregunta sobre esta respuesta', you: 'Tú' },
};

const usedToday = async (page: Page) => {
  const usage = (await page.evaluate(() => (globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }).chrome.runtime.sendMessage({ type: 'usage' }))) as { windows: { window: string; used: number }[] };
  return usage.windows.find((w) => w.window === 'day')!.used;
};

for (const lang of ['en', 'es'] as const) {
  test.describe(lang, () => {
    const t = text[lang];
    test.use({ interfaceLanguage: lang });

    test(`${lang}: three answers are kept; search by text and page, reopen and refine, delete, export, clear, and turn it off`, async ({ extContext, extensionId, site, signIn }) => {
      await signIn();
      const id = test.info().testId;
      // Two answers from the card on a page, one from the panel.
      site.html.set('/notes', `<!doctype html><title>Quarterly notes ${lang}</title><textarea id="area" cols="60">Revenue grew in Q3 (${id})</textarea>`);
      const page = await extContext.newPage();
      const ui = await selectaUi(page);
      await page.goto(`${site.url}/notes`);
      for (let i = 0; i < 2; i++) {
        await selectAll(page, '#area');
        await ui.toolbar(lang === 'en' ? 'Selecta actions' : 'Acciones de Selecta').button(t.tldr).click();
        await expect.poll(() => ui.card(t.tldr).attribute('data-phase')).toBe('done');
        await page.keyboard.press('Escape');
      }
      const panel = await extContext.newPage();
      await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
      await panel.locator('.panel-draft-text').fill(`A pasted paragraph about tides (${id})`);
      await panel.getByRole('button', { name: t.run }).click();
      await expect(panel.locator('.selecta-card .selecta-output')).toHaveText(reply);

      await panel.getByRole('button', { name: t.history, exact: true }).click();
      const rows = panel.locator('.panel-history-item');
      await expect(rows).toHaveCount(3);
      await panel.getByPlaceholder(t.search).fill(`quarterly notes ${lang}`);
      await expect(rows).toHaveCount(2);
      await panel.getByPlaceholder(t.search).fill('tides');
      await expect(rows).toHaveCount(1);

      // Reopen: the answer is back with Copy and the refinements on.
      await rows.getByRole('button', { name: t.reopen }).click();
      await expect(panel.locator('.selecta-card .selecta-output')).toHaveText(reply);
      await panel.getByRole('button', { name: t.shorter }).click();
      await expect(panel.locator('.selecta-version-position')).toHaveText('2 / 2');
      await panel.getByRole('button', { name: t.history, exact: true }).click();
      await panel.getByPlaceholder(t.search).fill('tides');
      await expect(rows).toHaveCount(1);
      await panel.getByPlaceholder(t.search).fill('');
      await expect(rows).toHaveCount(3);

      const json = panel.waitForEvent('download');
      await panel.getByRole('button', { name: t.json }).click();
      const exported = JSON.parse(readFileSync(await (await json).path(), 'utf8')) as { entries: { versions: string[]; source: { title: string } }[] };
      expect(exported.entries).toHaveLength(3);
      expect(exported.entries[0]!.versions).toHaveLength(2);
      const markdown = panel.waitForEvent('download');
      await panel.getByRole('button', { name: t.md }).click();
      expect(readFileSync(await (await markdown).path(), 'utf8')).toContain(`Quarterly notes ${lang}`);

      await rows.first().getByRole('button', { name: t.del }).click();
      await expect(rows).toHaveCount(2);
      panel.once('dialog', (dialog) => void dialog.accept());
      await panel.getByRole('button', { name: t.clear }).click();
      await expect(rows).toHaveCount(0);
      await expect(panel.locator('.panel-history-list')).toHaveText(t.empty);

      // Off: the next answer is not kept.
      await panel.getByLabel(t.keep).uncheck();
      await expect(panel.locator('.panel-hint').first()).toHaveText(t.off);
      await panel.getByRole('button', { name: t.back }).click();
      await panel.locator('.panel-draft-text').fill(`Not to be kept (${id})`);
      await panel.getByRole('button', { name: t.run }).click();
      await expect(panel.locator('.selecta-card .selecta-output')).toHaveText(reply);
      await panel.getByRole('button', { name: t.history, exact: true }).click();
      await expect(panel.locator('.panel-history-list')).toHaveText(t.empty);
    });
  });
}

test('a three-turn follow-up on the same selection: each question one run, the conversation in each request', async ({ extContext, extensionId, signIn, double }) => {
  await signIn();
  const panel = await extContext.newPage();
  await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  const selection = `The meeting moved to Thursday at 10:00 in room B (${test.info().testId})`;
  await panel.locator('.panel-draft-text').fill(selection);
  await panel.getByRole('button', { name: 'Run' }).click();
  await expect(panel.locator('.selecta-card .selecta-output')).toHaveText(reply);
  const before = await usedToday(panel);
  const questions = ['Which day?', 'What time?', 'Which room?'];
  for (const [i, question] of questions.entries()) {
    await panel.getByRole('textbox', { name: 'Ask about this answer' }).fill(question);
    await panel.getByRole('button', { name: 'Ask' }).click();
    await expect(panel.locator('.panel-turn-answer')).toHaveCount(i + 1);
    await expect(panel.locator('.panel-turn-answer').nth(i)).toHaveText(reply);
    const sent = double.requests.at(-1)!.body as { messages: { role: string; content: string }[] };
    const user = sent.messages.find((m) => m.role === 'user')!.content;
    expect(user).toContain(`<question>\n${question}\n</question>`);
    expect(user).toContain(selection);
    expect(user.match(/<earlier_question>/g) ?? []).toHaveLength(i);
  }
  await expect(panel.locator('.panel-question').first()).toHaveText('You: Which day?');
  expect(await usedToday(panel)).toBe(before + 3);
});

const shots = '/tmp/shots-panel';

for (const lang of ['en', 'es'] as const) {
  test.describe(`${lang} screenshots`, () => {
  test.use({ interfaceLanguage: lang });
  test(`${lang}: screenshots of the panel, light and dark, 360 and 500 px wide`, async ({ extContext, extensionId, signIn }) => {
    test.info().annotations.push({ type: 'screenshots', description: shots });
    const t = text[lang];
    await signIn();
    const panel = await extContext.newPage();
    await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
    await panel.locator('.panel-draft-text').fill(lang === 'en' ? 'The meeting moved to Thursday at 10:00 in room B. Bring the Q3 figures.' : 'La reunión pasa al jueves a las 10:00 en la sala B. Trae las cifras del tercer trimestre.');
    await panel.getByRole('button', { name: t.run }).click();
    await expect(panel.locator('.selecta-card .selecta-output')).toHaveText(reply);
    await panel.getByRole('textbox', { name: t.label }).fill(lang === 'en' ? 'Which room?' : '¿Qué sala?');
    await panel.getByRole('button', { name: t.ask }).click();
    await expect(panel.locator('.panel-turn-answer')).toHaveText(reply);
    for (const theme of ['light', 'dark'] as const) {
      await panel.evaluate((value) => {
        document.documentElement.dataset.theme = value;
        document.querySelector<HTMLElement>('.selecta-panel')!.dataset.theme = value;
      }, theme);
      for (const width of [360, 500]) {
        await panel.setViewportSize({ width, height: 760 });
        await panel.screenshot({ path: `${shots}/panel-${lang}-${theme}-${width}.png`, fullPage: true });
      }
    }
    await panel.getByRole('button', { name: t.history, exact: true }).click();
    await expect(panel.locator('.panel-history-item')).toHaveCount(1);
    await panel.setViewportSize({ width: 360, height: 760 });
    await panel.screenshot({ path: `${shots}/panel-history-${lang}-dark-360.png`, fullPage: true });
  });
  });
}
