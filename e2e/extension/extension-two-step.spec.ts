import { uniqueEmail } from '../support/fixtures.ts';
import { createUser } from '../support/session.ts';
import { codeFor, enrolByApi, shootWidths, wrongCode } from '../two-step/two-step-helpers.ts';
import { expect, test } from './extension-fixtures.ts';

const copy = {
  en: { title: 'Two-step verification', code: 'Code', verify: 'Verify', wrong: 'That code didn’t work. Check your phone’s clock and enter the newest code.' },
  es: { title: 'Verificación en dos pasos', code: 'Código', verify: 'Verificar', wrong: 'Ese código no ha funcionado. Comprueba la hora de tu teléfono y escribe el código más reciente.' },
} as const;

// Decision 046: a password sign-in of an account with two-step verification is halfway; the popup asks for the code and
// nothing runs until it is given.
for (const lang of ['en', 'es'] as const) {
  const t = copy[lang];
  test.describe(lang, () => {
    test.use({ interfaceLanguage: lang });

    test(`${lang}: the popup asks for the authenticator's code after the password, and the account runs nothing until it is given`, async ({ extContext, extensionId, server, playwright }) => {
      const api = await playwright.request.newContext({ baseURL: server.url });
      const user = await createUser(api, uniqueEmail('ext-2fa'));
      const { secret } = await enrolByApi(server.url, user.session.access_token);
      const popup = await extContext.newPage();
      await popup.goto(`chrome-extension://${extensionId}/popup.html`);
      await popup.locator('input[type=email]').fill(user.email);
      await popup.locator('input[type=password]').fill(user.password);
      await popup.locator('button[type=submit]').click();
      const step = popup.getByTestId('popup-totp');
      await expect(popup.getByRole('heading', { name: t.title })).toBeVisible();
      // The session is stored, but the server serves it nothing: usage (and any run) is refused.
      const usage = await popup.evaluate(() => {
        const { chrome } = globalThis as unknown as { chrome: { runtime: { sendMessage(message: object): Promise<unknown> } } };
        return chrome.runtime.sendMessage({ type: 'usage' });
      });
      expect(usage).toMatchObject({ ok: false, code: 'http_403' });
      await step.getByLabel(t.code).fill(wrongCode(secret));
      await step.getByRole('button', { name: t.verify }).click();
      await expect(step.getByRole('alert')).toHaveText(t.wrong);
      await shootWidths(popup, `popup-code-step-${lang}`, (n) => test.info().outputPath(n));
      await step.getByLabel(t.code).fill(codeFor(secret));
      await step.getByRole('button', { name: t.verify }).click();
      await expect(popup.getByTestId('account-email')).toHaveText(user.email);
      await expect(popup.getByTestId('account-plan')).toHaveText('Free');
    });
  });
}
