import { expect, test } from '../support/fixtures.ts';
import { signIn } from '../support/session.ts';

test('the language switcher rewrites the first segment, keeps the query and sets <html lang>', async ({ page }) => {
  await page.goto('/en/auth?login=true');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: /Cambiar a español/ }).click();
  await expect(page).toHaveURL(/\/es\/auth\?login=true$/);
  await expect(page.getByRole('heading', { name: 'Hola de nuevo' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.goto('/es/payment-cancel');
  await expect(page.getByRole('heading', { name: 'Pago cancelado' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: /Switch to English/ }).click();
  await expect(page).toHaveURL(/\/en\/payment-cancel$/);
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the signed-in pages follow the language of the path', async ({ page, request }) => {
  await signIn(page, request, 'es');
  await page.goto('/es/dashboard');
  await expect(page.getByRole('heading', { name: 'Tu plan', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Consola' }).getByRole('link', { name: 'Resumen' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Muy pronto en Chrome Web Store', { exact: false })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: /Switch to English/ }).click();
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Your plan', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Download beta (.zip)' })).toHaveAttribute('href', '/downloads/selecta-extension.zip');
  await page.goto('/en/onboarding');
  await expect(page.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/en/pricing');
  await page.goto('/es/pricing');
  await expect(page.getByRole('heading', { name: 'Compara los planes' })).toBeVisible();
});

test('the test portal cancels at period end and resumes', async ({ page, request }) => {
  const { bearer } = await signIn(page, request, 'en');
  expect((await request.post('/api/billing/trial', { headers: bearer })).status()).toBe(200);
  await page.goto('/en/test-checkout/portal');
  await expect(page.getByText('Test checkout — no money moves')).toBeVisible();
  await expect(page.getByTestId('portal-plan')).toHaveText('Plus');
  await page.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(page.getByTestId('portal-status')).toHaveText(/^Ends on /);
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page.getByTestId('portal-status')).toHaveText(/^Renews on /);
});
