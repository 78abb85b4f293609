import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

type Pushed = Record<string, unknown>;
const events = (page: Page) =>
  page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? [];
    return layer.filter((e) => typeof e.event === 'string' && !String(e.event).startsWith('gtm.'));
  });

test.describe('analytics consent', () => {
  test('nothing is pushed before consent; events and page views after; the choice is remembered', async ({ page }) => {
    await page.goto('/en');
    const banner = page.getByRole('region', { name: 'Can we measure how the site is used?' });
    await expect(banner).toBeVisible();
    await page.getByRole('button', { name: 'Choose Pro' }).click();
    await expect(page).toHaveURL(/\/en\/auth$/);
    expect(await events(page)).toEqual([]);

    await page.getByRole('button', { name: 'Accept analytics' }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => events(page)).toContainEqual(expect.objectContaining({ event: 'page_view', page_path: '/en/auth', page_title: expect.stringContaining('Selecta') }));

    await page.goto('/en');
    await expect(page.getByRole('button', { name: 'Accept analytics' })).toBeHidden();
    await page.getByRole('button', { name: 'Choose Plus' }).click();
    await expect.poll(() => events(page)).toContainEqual({ event: 'select_plan_home', plan: 'plus', interval: 'monthly', value: 20, currency: 'EUR', signed_in: false });
  });

  test('declining sends nothing, and the choice can be changed from the footer', async ({ page }) => {
    await page.goto('/es');
    await page.getByRole('button', { name: 'Rechazar' }).click();
    await page.reload();
    await expect(page.getByRole('region', { name: '¿Podemos medir cómo se usa el sitio?' })).toBeHidden();
    await page.getByRole('button', { name: 'Elegir Plus' }).click();
    await expect(page).toHaveURL(/\/es\/auth$/);
    expect(await events(page)).toEqual([]);

    await page.getByRole('button', { name: 'Configuración de cookies' }).click();
    await page.getByRole('button', { name: 'Aceptar analítica' }).click();
    await expect.poll(() => events(page)).toContainEqual(expect.objectContaining({ event: 'page_view', page_path: '/es/auth' }));

    await page.getByRole('button', { name: 'Configuración de cookies' }).click();
    await page.getByRole('button', { name: 'Rechazar' }).click();
    const before = (await events(page)).length;
    await page.goto('/es');
    await page.getByRole('button', { name: 'Elegir Pro' }).click();
    await expect(page).toHaveURL(/\/es\/auth$/);
    expect((await events(page)).length).toBeLessThanOrEqual(before);
    expect(await events(page)).toEqual([]);
  });
});
