import { expect, test } from '../support/fixtures.ts';
import { signIn } from '../support/session.ts';

// Signed in, a home plan card starts a real checkout (the built-in test checkout on our own site).
for (const lang of ['en', 'es'] as const) {
  test(`${lang}: signed in, choosing Pro yearly on the landing page opens the checkout for it`, async ({ page, request }) => {
    await signIn(page, request, lang);
    await page.goto(`/${lang}`);
    // The header shows the account menu instead of 'Sign in' once supabase-js has read the session.
    await expect(page.getByRole('banner').getByRole('link', { name: lang === 'en' ? 'Sign in' : 'Iniciar sesión' })).toBeHidden();
    await page.locator('label').filter({ hasText: lang === 'en' ? 'Yearly' : 'Anual' }).click();
    await page.getByRole('button', { name: lang === 'en' ? 'Choose Pro' : 'Elegir Pro' }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/test-checkout\\?session_id=`));
  });
}
