import { expect, test } from '../support/fixtures.ts';

const copy = {
  en: { signIn: 'Sign in', loginTitle: 'Welcome back', startNow: 'Start now' },
  es: { signIn: 'Iniciar sesión', loginTitle: 'Hola de nuevo', startNow: 'Empieza ya' },
} as const;

test.describe('site header on a phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const lang of ['en', 'es'] as const) {
    test(`a returning visitor can sign in from the header (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}/privacy`);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: copy[lang].startNow })).toBeVisible();
      // Everything fits in the narrowest phone's width: nothing in the header is pushed off screen.
      const overflow = await header.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBe(0);

      await header.getByRole('link', { name: copy[lang].signIn }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/auth\\?login=true$`));
      await expect(page.getByRole('heading', { name: copy[lang].loginTitle })).toBeVisible();
    });
  }
});
