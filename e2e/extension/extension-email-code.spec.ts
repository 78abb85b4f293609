import { latestMail } from '../account/account-helpers.ts';
import { uniqueEmail } from '../support/fixtures.ts';
import { expect, test } from './extension-fixtures.ts';

const copy = {
  en: { emailCode: 'Email me a code', send: 'Send code', code: 'Code from the email', signIn: 'Sign in', sent: 'We sent a code to', invalid: 'That code is wrong or has expired.', subject: 'Your Selecta sign-in code' },
  es: { emailCode: 'Envíame un código por correo', send: 'Enviar código', code: 'Código del correo', signIn: 'Iniciar sesión', sent: 'Hemos enviado un código a', invalid: 'El código no es correcto o ha caducado.', subject: 'Tu código para iniciar sesión en Selecta' },
} as const;

// Accounts made with an email code or a provider have no password: the popup signs them in with a mailed code.
for (const lang of ['en', 'es'] as const) {
  const t = copy[lang];
  test.describe(lang, () => {
    test.use({ interfaceLanguage: lang });

    test(`${lang}: the popup signs in with a code mailed in its language`, async ({ extContext, extensionId, server }) => {
      const email = uniqueEmail('ext-code');
      const popup = await extContext.newPage();
      await popup.goto(`chrome-extension://${extensionId}/popup.html`);
      await popup.getByRole('button', { name: t.emailCode }).click();
      await popup.getByLabel('Email').or(popup.locator('input[type=email]')).first().fill(email);
      await popup.getByRole('button', { name: t.send }).click();
      await expect(popup.getByRole('status')).toContainText(`${t.sent} ${email}`);
      const mail = await latestMail(server.dataDir, email);
      expect(mail.subject).toBe(t.subject);
      const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
      await popup.getByLabel(t.code).fill(code === '000000' ? '000001' : '000000');
      await popup.getByRole('button', { name: t.signIn }).click();
      await expect(popup.getByRole('alert')).toContainText(t.invalid);
      await popup.screenshot({ path: test.info().outputPath(`popup-code-${lang}.png`) });
      await popup.getByLabel(t.code).fill(code);
      await popup.getByRole('button', { name: t.signIn }).click();
      await expect(popup.getByTestId('account-email')).toHaveText(email);
      await expect(popup.getByTestId('account-plan')).toHaveText('Free');
    });
  });
}
