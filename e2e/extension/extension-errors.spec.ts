import type { APIRequestContext } from '@playwright/test';
import { chooseInOptions, requestFor, selectAll, toolbar } from './page-actions.ts';
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
    const text = `Quarterly notes to summarise (${test.info().testId})`;
    site.html.set('/notes', pageWith(text));
    const { accessToken } = await signIn();
    const api = await playwright.request.newContext({ baseURL: server.url });
    const resetSeconds = await exhaustPlan(api, accessToken);
    await api.dispose();
    if (locale === 'es') await chooseInOptions(extContext, extensionId, 'Interface language', 'es');

    const page = await extContext.newPage();
    await page.goto(`${site.url}/notes`);
    await selectAll(page, '#area');
    await toolbar(page, locale === 'es' ? 'Acciones de Selecta' : 'Selecta actions').getByRole('button', { name: copy.action }).click();
    const status = page.getByRole('dialog').getByRole('status');
    await expect(status).toHaveText(copy.message);
    // The reset time shown is the server's (the day window ends at midnight UTC), within the rounding to its unit.
    const [, count, unit] = copy.message.exec((await status.textContent()) ?? '') ?? [];
    const seconds = unitSeconds[unit ?? ''] ?? NaN;
    expect(Math.abs(Number(count) * seconds - resetSeconds)).toBeLessThanOrEqual(seconds);
    await expect(status.getByRole('link', { name: copy.link })).toHaveAttribute('href', `${server.url}/${locale}/pricing`);
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
    await page.goto(`${site.url}/notas`);
    await selectAll(page, '#area');
    await toolbar(page, 'Acciones de Selecta').getByRole('button', { name: 'Resumen' }).click();
    const status = page.getByRole('dialog', { name: 'Resumen' }).getByRole('status');
    await expect(status).toContainText('No has iniciado sesión. Inicia sesión en Selecta para usar esta acción.');
    await expect(status.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', `${server.url}/es/auth?login=true`);
    await page.close();
  });

  test('when the AI provider fails, the card says so in Spanish, and Retry works once it is back', async ({ extContext, site, signIn, double }) => {
    const text = `Acta de la reunión del martes (${test.info().testId})`;
    site.html.set('/acta', pageWith(text));
    await signIn();
    double.options.failWith = 502;
    const page = await extContext.newPage();
    await page.goto(`${site.url}/acta`);
    await selectAll(page, '#area');
    await toolbar(page, 'Acciones de Selecta').getByRole('button', { name: 'Resumen' }).click();
    const card = page.getByRole('dialog', { name: 'Resumen' });
    await expect(card.getByRole('status')).toHaveText('El proveedor de IA no responde en este momento. Vuelve a intentarlo en unos instantes.');
    await expect(card.locator('.selecta-output')).toBeEmpty();

    double.options.failWith = undefined;
    await card.getByRole('button', { name: 'Reintentar' }).click();
    await expect(card.locator('.selecta-output')).toHaveText(reply);
    await expect(card.getByText('El proveedor de IA no responde')).toHaveCount(0);
    await page.close();
  });
});
