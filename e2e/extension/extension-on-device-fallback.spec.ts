import { installBuiltInAi, installBuiltInAiInPage, readyAi } from './built-in-ai-edge.ts';
import { exhaustPlan, startRelay } from './on-device-helpers.ts';
import { changeSettings } from './stored-settings.ts';
import { requestFor, selectAll } from './page-actions.ts';
import { selectaUi } from './selecta-ui.ts';
import { expect, test } from './extension-fixtures.ts';

const pageWith = (text: string) =>
  `<!doctype html><html><head><title>Notes</title></head><body><textarea id="area" rows="4" cols="60">${text}</textarea></body></html>`;

test('at the plan’s limit the card offers the on-device answer in one click', async ({ extContext, server, site, signIn, double, playwright }) => {
  test.slow(); // uses up a whole day's plan first
  const text = `Quarterly notes to summarise (${test.info().testId})`;
  site.html.set('/limit', pageWith(text));
  const { accessToken } = await signIn();
  const api = await playwright.request.newContext({ baseURL: server.url });
  await exhaustPlan(api, accessToken);
  await api.dispose();

  const page = await extContext.newPage();
  const ui = await selectaUi(page);
  await page.goto(`${site.url}/limit`);
  const ai = await installBuiltInAi(ui, readyAi());
  await selectAll(page, '#area');
  await ui.toolbar().button('TLDR').click();
  const card = ui.card('TLDR');
  await expect.poll(() => card.status.text()).toMatch(/^You have reached your plan’s limit\./);
  const offer = card.button('Answer on this device');
  await expect.poll(() => offer.isVisible()).toBe(true);
  await test.info().attach('fallback-offer', { body: await page.screenshot(), contentType: 'image/png' });
  expect(await ai.calls()).not.toContainEqual(expect.objectContaining({ method: 'create' }));

  await offer.click();
  await expect.poll(() => card.locator('.selecta-output').text()).toBe('On-device summary.');
  expect(await card.locator('.selecta-where').isVisible()).toBe(true);
  expect(await card.status.text()).toBe('');
  expect(await offer.isVisible()).toBe(false);
  await test.info().attach('on-device-answer', { body: await page.screenshot(), contentType: 'image/png' });
  expect(requestFor(double, text)).toBeUndefined();
  await page.close();
});

test.describe('in Spanish', () => {
  test.use({ interfaceLanguage: 'es' });

  test('with the server unreachable the card offers the device, and "when the server cannot answer" goes there by itself', async ({
    extContext, worker, server, site, signIn,
  }) => {
    test.slow();
    site.html.set('/sin-red', pageWith('Acta de la reunión del martes.'));
    // Signed in through a relay that is then cut: the extension has a session, but its server is gone.
    const relay = await startRelay(server.url);
    await changeSettings(worker, { serverUrl: relay.url });
    await signIn();
    await relay.cut();

    const page = await extContext.newPage();
    const ui = await selectaUi(page);
    await page.goto(`${site.url}/sin-red`);
    await installBuiltInAi(ui, readyAi());
    await selectAll(page, '#area');
    await ui.toolbar('Acciones de Selecta').button('Resumen').click();
    const card = ui.card('Resumen');
    await expect.poll(() => card.status.text()).toBe('No hay conexión con el servidor de Selecta. Comprueba tu conexión y vuelve a intentarlo.');
    await card.button('Responder en este dispositivo').click();
    await expect.poll(() => card.locator('.selecta-output').text()).toBe('On-device summary.');
    expect(await card.locator('.selecta-where').text()).toBe('En este dispositivo');
    expect(await card.locator('.selecta-where').isVisible()).toBe(true);
    await card.button('Cerrar').click();
    await expect.poll(() => ui.card().count()).toBe(0);

    await changeSettings(worker, { aiLocation: 'fallback' });
    await selectAll(page, '#area');
    await ui.toolbar('Acciones de Selecta').button('Resumen').click();
    const fallback = ui.card('Resumen');
    await expect.poll(() => fallback.locator('.selecta-output').text()).toBe('On-device summary.');
    expect(await fallback.status.text()).toBe('El servidor no pudo responder, así que esta respuesta se genera en este dispositivo.');
    expect(await fallback.locator('.selecta-where').isVisible()).toBe(true);
    await test.info().attach('fallback-es', { body: await page.screenshot(), contentType: 'image/png' });
    await page.close();
  });
});

const optionsCopy = {
  en: {
    fallback: 'On this device when the server cannot answer',
    device: 'Only on this device (nothing leaves the browser)',
    absent: 'This browser has no on-device AI, so only the Selecta server is available.',
  },
  es: {
    fallback: 'En este dispositivo cuando el servidor no puede responder',
    device: 'Solo en este dispositivo (nada sale del navegador)',
    absent: 'Este navegador no tiene IA en el dispositivo, así que solo está disponible el servidor de Selecta.',
  },
} as const;

for (const locale of ['en', 'es'] as const) {
  test.describe(`options page (${locale})`, () => {
    test.use({ interfaceLanguage: locale });
    const copy = optionsCopy[locale];

    test('without on-device AI the choices say so and are off; with it they can be chosen', async ({ extContext, extensionId }) => {
      test.slow(); // three extension pages
      // Debian's Chromium: the APIs exist but have no model ('unavailable').
      const options = await extContext.newPage();
      await options.goto(`chrome-extension://${extensionId}/options.html`);
      await expect(options.getByTestId('ai-location-help')).toContainText(copy.absent);
      await expect(options.getByRole('radio', { name: copy.fallback })).toBeDisabled();
      await expect(options.getByRole('radio', { name: copy.device })).toBeDisabled();
      await test.info().attach(`options-absent-${locale}`, { body: await options.screenshot({ fullPage: true }), contentType: 'image/png' });
      await options.close();
      // An older browser: no globals at all.
      const older = await extContext.newPage();
      await installBuiltInAiInPage(older, readyAi({ availability: {} }));
      await older.goto(`chrome-extension://${extensionId}/options.html`);
      await expect(older.getByTestId('ai-location-help')).toContainText(copy.absent);
      await expect(older.getByRole('radio', { name: copy.device })).toBeDisabled();
      await older.close();

      const capable = await extContext.newPage();
      await installBuiltInAiInPage(capable, readyAi({ availability: { Summarizer: 'downloadable', Translator: 'available', LanguageDetector: 'available' } }));
      await capable.goto(`chrome-extension://${extensionId}/options.html`);
      // Enabled once the page has asked the APIs; saved, then shown from the stored settings (a controlled input).
      await expect(capable.getByRole('radio', { name: copy.fallback })).toBeEnabled();
      await capable.getByRole('radio', { name: copy.device }).click();
      await expect(capable.getByRole('radio', { name: copy.device })).toBeChecked();
      await expect(capable.getByTestId('options-status')).not.toBeEmpty();
      await capable.reload();
      await expect(capable.getByRole('radio', { name: copy.device })).toBeChecked();
      await test.info().attach(`options-capable-${locale}`, { body: await capable.screenshot({ fullPage: true }), contentType: 'image/png' });
      await capable.close();
    });
  });
}
