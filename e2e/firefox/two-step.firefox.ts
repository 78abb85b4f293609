import { uniqueEmail } from '../support/fixtures.ts';
import { authHeaders, testPassword } from '../support/session.ts';
import { codeFor, enrolByApi, wrongCode } from '../two-step/two-step-helpers.ts';
import { openExtensionPage } from './firefox-browser.ts';
import { expect, submitPopupSignIn, test } from './firefox-fixtures.ts';

const copy = {
  en: { title: 'Two-step verification', wrong: 'That code didn’t work. Check your phone’s clock and enter the newest code.' },
  es: { title: 'Verificación en dos pasos', wrong: 'Ese código no ha funcionado. Comprueba la hora de tu teléfono y escribe el código más reciente.' },
} as const;

const textOf = (selector: string) => document.querySelector(selector)?.textContent ?? '';

// Decision 046, in Firefox: the popup's code step after a password sign-in of an account with two-step verification.
for (const lang of ['en', 'es'] as const) {
  test.describe(lang, () => {
    test.use({ interfaceLanguage: lang });

    test(`${lang}: the popup asks for the authenticator's code after the password; a wrong one is worded, the right one signs in`, async ({ ff, server }) => {
      const email = uniqueEmail('ff-2fa');
      const signUp = await fetch(`${server.url}/auth/v1/signup`, { method: 'POST', headers: { ...authHeaders, 'content-type': 'application/json' }, body: JSON.stringify({ email, password: testPassword, data: {} }) });
      const { secret } = await enrolByApi(server.url, ((await signUp.json()) as { access_token: string }).access_token);
      const popup = await openExtensionPage(ff, 'popup.html');
      await submitPopupSignIn(popup, email);
      await popup.waitForSelector('[data-testid=popup-totp] input');
      expect(await popup.evaluate(() => document.querySelector('h1')?.textContent)).toBe(copy[lang].title);
      await popup.type('[data-testid=popup-totp] input', wrongCode(secret));
      await popup.click('[data-testid=popup-totp] button[type=submit]');
      await popup.waitForFunction((sel, expected) => (document.querySelector(sel)?.textContent ?? '') === expected, {}, '[data-testid=popup-totp] [role=alert]', copy[lang].wrong);
      await popup.type('[data-testid=popup-totp] input', codeFor(secret));
      await popup.click('[data-testid=popup-totp] button[type=submit]');
      await popup.waitForFunction((expected) => document.querySelector('[data-testid=account-email]')?.textContent === expected, { timeout: 15_000 }, email);
      expect(await popup.evaluate(textOf, '[data-testid=account-email]')).toBe(email);
      await popup.close();
    });
  });
}
