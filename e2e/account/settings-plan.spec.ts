import { expect, test } from '../support/fixtures.ts';
import { signedInUser } from './account-helpers.ts';

test('settings shows the trial plan and opens the billing portal (test checkout)', async ({ page, request }) => {
  await signedInUser(page, request);
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'))!;
    return (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token;
  });
  const trial = await request.post('/api/billing/trial', { headers: { authorization: `Bearer ${token}` }, data: {} });
  expect(trial.status()).toBe(200);
  await page.goto('/es/settings');
  await expect(page.getByTestId('current-plan')).toHaveText('Plan actual: Plus');
  await expect(page.getByText(/Tu prueba gratuita termina el/)).toBeVisible();
  await page.getByRole('button', { name: 'Gestionar suscripción' }).click();
  await expect(page).toHaveURL(/\/es\/test-checkout\/portal/);
});
