import { expect, test } from '../support/fixtures.ts';

test('the server serves the website, the 404 page and the redirects', async ({ page, request }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const missing = await request.get('/en/no-such-page');
  expect(missing.status()).toBe(404);
  await page.goto('/en/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/en$/);

  await page.goto('/es/no-existe');
  await expect(page.getByRole('heading', { name: '¡Vaya! No encontramos la página' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});
