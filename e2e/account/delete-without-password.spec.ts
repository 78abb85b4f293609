import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, uniqueEmail } from '../support/fixtures.ts';
import { latestMail } from './account-helpers.ts';

// An account made with an email code (as with a provider or single sign-on) has no password: it deletes itself with
// a code from its mailbox instead. The 400 and 422 the card words are logged by the browser.
test.use({ allowedConsoleErrors: [/status of (400|422) .*\/api\/account/] });

const text = {
  en: {
    email: 'Email', emailCode: 'Email me a code', send: 'Email me a code', code: 'Code from the email', verify: 'Sign in',
    confirm: /Type your email/, password: 'Your current password', remove: 'Delete my account', deleteCode: 'The 6-digit code we emailed you',
    noPassword: 'Your account has no password, so we emailed a 6-digit code to', wrong: 'The code is not correct or has expired. Ask for a new one.',
    subject: 'Your Selecta confirmation code', deleted: 'Account deleted', dashboard: 'Dashboard', askCode: 'No password? Email me a code instead',
  },
  es: {
    email: 'Correo electrónico', emailCode: 'Envíame un código por correo', send: 'Envíame un código', code: 'Código del correo', verify: 'Iniciar sesión',
    confirm: /Escribe tu correo/, password: 'Tu contraseña actual', remove: 'Eliminar mi cuenta', deleteCode: 'El código de 6 cifras que te enviamos',
    noPassword: 'Tu cuenta no tiene contraseña, así que te enviamos un código de 6 cifras a', wrong: 'El código no es correcto o ha caducado. Pide uno nuevo.',
    subject: 'Tu código de confirmación de Selecta', deleted: 'Cuenta eliminada', dashboard: 'Panel', askCode: '¿No tienes contraseña? Envíame un código por correo',
  },
} as const;

const codeOf = (mail: { text: string }) => /\b(\d{6})\b/.exec(mail.text)![1]!;

/** The newest mail to this address with this subject (the sign-in code's mail came first). */
async function mailWithSubject(dataDir: string, to: string, subject: string) {
  const outbox = path.join(dataDir, 'outbox');
  await expect
    .poll(async () => {
      for (const file of (await readdir(outbox)).sort().reverse()) {
        const mail = JSON.parse(await readFile(path.join(outbox, file), 'utf8'));
        if (mail.to === to && mail.subject === subject) return mail as { text: string };
      }
      return null;
    })
    .not.toBeNull();
  return (await latestMail(dataDir, to)) as { text: string; subject: string };
}

for (const lang of ['en', 'es'] as const) {
  const t = text[lang];

  test(`${lang}: an account without a password deletes itself with a code from its mailbox`, async ({ page, server }) => {
    const email = uniqueEmail('no-password');
    await page.goto(`/${lang}/auth?login=true`);
    await page.getByLabel(t.email).fill(email);
    await page.getByRole('button', { name: t.emailCode }).click();
    await page.getByRole('button', { name: t.send }).click();
    await page.getByLabel(t.code).fill(codeOf(await latestMail(server.dataDir, email)));
    await page.getByRole('button', { name: t.verify, exact: true }).click();
    await expect(page.getByRole('heading', { name: t.dashboard, exact: true })).toBeVisible();

    await page.goto(`/${lang}/settings`);
    // On a phone the card's longer link ("No password? Email me a code instead") wraps instead of widening the page.
    await page.setViewportSize({ width: 375, height: 900 });
    await expect(page.getByRole('button', { name: t.askCode })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByLabel(t.confirm).fill(email);
    // Not knowing it has no password, the user tries one: the card says why it now asks for a mailed code.
    await page.getByLabel(t.password, { exact: true }).fill('I never had one');
    await page.getByRole('button', { name: t.remove }).click();
    await expect(page.getByTestId('delete-code-note')).toContainText(`${t.noPassword} ${email}`);
    const mail = await mailWithSubject(server.dataDir, email, t.subject);
    expect(mail.subject).toBe(t.subject);
    const code = codeOf(mail);

    const field = page.getByLabel(t.deleteCode);
    await field.fill(code === '000000' ? '000001' : '000000');
    await page.getByRole('button', { name: t.remove }).click();
    await expect(page.getByText(t.wrong)).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('button', { name: t.remove }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`delete-with-code-${lang}-${width}.png`) });
    }
    await field.fill(code);
    await page.getByRole('button', { name: t.remove }).click();
    await expect(page.getByText(t.deleted, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));
  });
}
