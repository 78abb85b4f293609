import { expect, test } from '../support/fixtures.ts';
import { signedInUser } from './account-helpers.ts';

test('settings without a session goes home with the sign-in toast (unprefixed and Spanish)', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByText('Please sign in', { exact: true })).toBeVisible();
  await page.goto('/es/settings');
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.getByText('Tienes que iniciar sesión para acceder al panel.')).toBeVisible();
});

test("the avatar menu's Settings entry opens the settings page", async ({ page, request }) => {
  const user = await signedInUser(page, request);
  await page.goto('/en/dashboard');
  await page.getByRole('button', { name: `Account menu for ${user.email}` }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/en\/settings$/);
  await expect(page.getByTestId('account-email')).toHaveText(user.email);
});
