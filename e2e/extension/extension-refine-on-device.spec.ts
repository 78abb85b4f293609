import { installBuiltInAi, readyAi } from './built-in-ai-edge.ts';
import { usedToday } from './on-device-helpers.ts';
import { changeSettings } from './stored-settings.ts';
import { selectAll } from './page-actions.ts';
import { selectaUi } from './selecta-ui.ts';
import { expect, test } from './extension-fixtures.ts';

const pageWith = (text: string) =>
  `<!doctype html><html><head><title>Inbox</title></head><body><textarea id="area" rows="4" cols="60">${text}</textarea></body></html>`;

test.describe('Refining on this device', () => {
  test.use({ interfaceLanguage: 'es' });

  test('a TLDR made by the Summarizer is refined by the Prompt API, with the same data blocks, and nothing reaches the server', async ({
    extContext, worker, server, site, signIn, double, playwright,
  }) => {
    const text = `El informe trimestral muestra ventas estables. (${test.info().testId})`;
    site.html.set('/refine-device', pageWith(text));
    const { accessToken } = await signIn();
    await changeSettings(worker, { aiLocation: 'device' });
    const providerRequests = double.requests.length;
    const page = await extContext.newPage();
    const ui = await selectaUi(page);
    await page.goto(`${site.url}/refine-device`);
    const ai = await installBuiltInAi(ui, readyAi());
    await selectAll(page, '#area');
    await ui.toolbar('Acciones de Selecta').button('Resumen').click();
    const card = ui.card('Resumen');
    const output = () => card.locator('.selecta-output').text();
    await expect.poll(output).toBe('On-device summary.');

    await card.button('Traducir al español').click();
    await expect.poll(output).toBe('On-device reply.');
    await expect.poll(() => card.locator('.selecta-version-position').text()).toBe('2 / 2');
    expect(await card.locator('.selecta-where').isVisible()).toBe(true);
    const calls = await ai.calls();
    const system = calls.findLast((c) => c.api === 'LanguageModel' && c.method === 'create')?.options.initialPrompts;
    expect(system).toEqual([{ role: 'system', content: expect.stringContaining('Translate it into Spanish.') }]);
    const prompt = calls.findLast((c) => c.method === 'promptStreaming')?.input ?? '';
    expect(prompt).toContain(`<selected_text>\n${text}\n</selected_text>`);
    expect(prompt).toContain('<previous_answer>\nOn-device summary.\n</previous_answer>');

    await card.button('Versión anterior').click();
    await expect.poll(output).toBe('On-device summary.');
    // Nothing left the browser: the provider saw nothing, and the plan counted nothing.
    expect(double.requests.length).toBe(providerRequests);
    const api = await playwright.request.newContext({ baseURL: server.url });
    expect(await usedToday(api, accessToken)).toBe(0);
    await api.dispose();
    await page.close();
  });
});
