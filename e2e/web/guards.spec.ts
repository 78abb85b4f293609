import { expect, test } from '../support/fixtures.ts';

const guarded = [
  { page: 'onboarding', en: ['Please sign up first'], es: ['Primero tienes que registrarte'] },
  { page: 'pricing', en: ['Please sign up first'], es: ['Primero tienes que registrarte'] },
  { page: 'dashboard', en: ['Please sign in', 'You need to be signed in to access the dashboard.'], es: ['Inicia sesión', 'Tienes que iniciar sesión para acceder al panel.'] },
] as const;

for (const { page: name, ...toasts } of guarded) {
  for (const lang of ['en', 'es'] as const) {
    test(`${lang}: /${lang}/${name} without a session goes home with its toast`, async ({ page }) => {
      await page.goto(`/${lang}/${name}`);
      await expect(page).toHaveURL(new RegExp(`/${lang}$`));
      for (const line of toasts[lang]) await expect(page.getByText(line, { exact: true })).toBeVisible();
    });
  }
}

test('unprefixed pages are served in English, the three redirects keep the query', async ({ page }) => {
  await page.goto('/auth?login=true');
  await expect(page).toHaveURL(/\/en\/auth\?login=true$/);
  await page.goto('/privacy');
  await expect(page).toHaveURL(/\/en\/privacy$/);
  await page.goto('/payment-cancel');
  await expect(page).toHaveURL(/\/payment-cancel$/);
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  await page.goto('/waitlist-success');
  await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByText('Please sign in', { exact: true })).toBeVisible();
});
