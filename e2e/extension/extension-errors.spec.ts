import type { APIRequestContext } from '@playwright/test';
import { chooseInOptions, requestFor, selectAll } from './page-actions.ts';
import { selectaUi } from './selecta-ui.ts';
import { expect, reply, test } from './extension-fixtures.ts';

const pageWith = (text: string) =>
  `<!doctype html><html><head><title>Notes</title></head><body><textarea id="area" rows="4" cols="60">${text}</textarea></body></html>`;

/**
 * Uses up the user's plan through the real gateway, the way a busy day would, until it refuses; answers how many
 * seconds until the limit resets (the server's RateLimit-Reset). The limit itself comes from the plan catalogue.
 */
async function exhaustPlan(api: APIRequestContext, accessToken: string): Promise<number> {
  for (let run = 0; run < 1000; run++) {
    const response = await api.post('/api/ai/run', {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'text/event-stream' },
      data: { action: 'tldr', text: `Run ${run} of a busy day.` },
    });
    if (response.status() === 429) return Number(response.headers()['ratelimit-reset']);
    expect(response.status()).toBe(200);
  }
  throw new Error('the plan never reached its limit');
}

const limitCopy = {
  en: { language: 'English', message: /^You have reached your plan’s limit\. It resets in (\d+) (hour|minute|second)s?\./, link: 'Upgrade your plan', action: 'TLDR' },
  es: { language: 'Español', message: /^Has alcanzado el límite de tu plan\. Se restablece dentro de (\d+) (hora|minuto|segundo)s?\./, link: 'Mejora tu plan', action: 'Resumen' },
} as const;

/** Seconds per unit of the reset phrase: hours for most of the day, minutes in the day's last 90 minutes (UTC). */
const unitSeconds: Record<string, number> = { hour: 3600, hora: 3600, minute: 60, minuto: 60, second: 1, segundo: 1 };

for (const locale of ['en', 'es'] as const) {
  const copy = limitCopy[locale];
  test(`at the plan's limit the card says when it resets and links to pricing (${copy.language})`, async ({ extContext, extensionId, server, site, signIn, double, playwright }) => {
    test.slow(); // signs up, uses up a whole plan and changes an option first: over 30 s on a busy machine
    const text = `Quarterly notes to summarise (${test.info().testId})`;
    site.html.set('/notes', pageWith(text));
    const { accessToken } = await signIn();
    const api = await playwright.request.newContext({ baseURL: server.url });
    const resetSeconds = await exhaustPlan(api, accessToken);
    await api.dispose();
    if (locale === 'es') await chooseInOptions(extContext, extensionId, 'Interface language', 'es');

    const page = await extContext.newPage();
    const ui = await selectaUi(page);
    await page.goto(`${site.url}/notes`);
    await selectAll(page, '#area');
    await ui.toolbar(locale === 'es' ? 'Acciones de Selecta' : 'Selecta actions').button(copy.action).click();
    const status = ui.card().status;
    await expect.poll(() => status.text()).toMatch(copy.message);
    // The reset time shown is the server's (the day window ends at midnight UTC), within the rounding to its unit.
    const [, count, unit] = copy.message.exec((await status.text()) ?? '') ?? [];
    const seconds = unitSeconds[unit ?? ''] ?? NaN;
    expect(Math.abs(Number(count) * seconds - resetSeconds)).toBeLessThanOrEqual(seconds);
    expect(await status.link(copy.link).attribute('href')).toBe(`${server.url}/${locale}/pricing`);
    // Refused by the server: the provider never saw the text.
    expect(requestFor(double, text)).toBeUndefined();
    await page.close();
  });
}

test.describe('with a Spanish browser and the interface language left on automatic', () => {
  test.use({ browserLanguage: 'es-ES', interfaceLanguage: 'auto' });

  test('signed out, an action says so in Spanish and links to sign-in', async ({ extContext, server, site }) => {
    site.html.set('/notas', pageWith('Notas de la reunión del lunes.'));
    const page = await extContext.newPage();
    const ui = await selectaUi(page);
    await page.goto(`${site.url}/notas`);
    await selectAll(page, '#area');
    await ui.toolbar('Acciones de Selecta').button('Resumen').click();
    const status = ui.card('Resumen').status;
    await expect.poll(() => status.text()).toContain('No has iniciado sesión. Inicia sesión en Selecta para usar esta acción.');
    expect(await status.link('Iniciar sesión').attribute('href')).toBe(`${server.url}/es/auth?login=true`);
    await page.close();
  });

  test('when the AI provider fails, the card says so in Spanish, and Retry works once it is back', async ({ extContext, site, signIn, double }) => {
    const text = `Acta de la reunión del martes (${test.info().testId})`;
    site.html.set('/acta', pageWith(text));
    await signIn();
    double.options.failWith = 502;
    const page = await extContext.newPage();
    const ui = await selectaUi(page);
    await page.goto(`${site.url}/acta`);
    await selectAll(page, '#area');
    await ui.toolbar('Acciones de Selecta').button('Resumen').click();
    const card = ui.card('Resumen');
    await expect.poll(() => card.status.text()).toBe('El proveedor de IA no responde en este momento. Vuelve a intentarlo en unos instantes.');
    expect(await card.locator('.selecta-output').text()).toBe('');

    double.options.failWith = undefined;
    await card.button('Reintentar').click();
    await expect.poll(() => card.locator('.selecta-output').text()).toBe(reply);
    expect(await card.text()).not.toContain('El proveedor de IA no responde');
    await page.close();
  });
});
