import { latestMail } from '../account/account-helpers.ts';
import { expect, test, uniqueEmail } from '../support/fixtures.ts';

const text = {
  en: {
    loginTitle: 'Welcome back', emailCode: 'Email me a code', title: 'Sign in with an email code', email: 'Email', send: 'Email me a code',
    invalidEmail: 'Please enter a valid email address', sent: 'We sent a 6-digit code to', code: 'Code from the email', verify: 'Sign in',
    badFormat: 'Enter the 6-digit code from the email', wrong: 'That code is wrong or has expired.', subject: 'Your Selecta sign-in code',
    loginOk: 'Login successful!', dashboard: 'Dashboard', usePassword: 'Sign in with a password instead',
  },
  es: {
    loginTitle: 'Hola de nuevo', emailCode: 'Envíame un código por correo', title: 'Inicia sesión con un código por correo', email: 'Correo electrónico', send: 'Envíame un código',
    invalidEmail: 'Introduce un correo electrónico válido', sent: 'Hemos enviado un código de 6 cifras a', code: 'Código del correo', verify: 'Iniciar sesión',
    badFormat: 'Introduce el código de 6 cifras del correo', wrong: 'El código no es correcto o ha caducado.', subject: 'Tu código para iniciar sesión en Selecta',
    loginOk: '¡Sesión iniciada!', dashboard: 'Panel', usePassword: 'Iniciar sesión con contraseña',
  },
} as const;

// A wrong code is a 403 from /verify; the browser logs it, the form shows it.
test.use({ allowedConsoleErrors: [/status of 403 .*\/auth\/v1\/verify/] });

const codeOf = (mail: { text: string }) => /\b(\d{6})\b/.exec(mail.text)![1]!;

for (const lang of ['en', 'es'] as const) {
  const t = text[lang];

  test(`${lang}: "Email me a code" mails a code in the page's language that signs a new visitor in`, async ({ page, server }) => {
    await page.goto(`/${lang}/auth?login=true`);
    const email = uniqueEmail('code');
    await page.getByLabel(t.email).fill(email);
    await page.getByRole('button', { name: t.emailCode }).click();
    await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
    await expect(page.getByLabel(t.email)).toHaveValue(email);
    await page.getByLabel(t.email).fill('not-an-address');
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByText(t.invalidEmail)).toBeVisible();

    await page.getByLabel(t.email).fill(email);
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByRole('status').filter({ hasText: t.sent })).toContainText(email);
    const mail = await latestMail(server.dataDir, email);
    expect(mail.subject).toBe(t.subject);
    const code = codeOf(mail);

    await page.getByLabel(t.code).fill('12345');
    await page.getByRole('button', { name: t.verify, exact: true }).click();
    await expect(page.getByText(t.badFormat)).toBeVisible();
    await page.getByLabel(t.code).fill(code === '000000' ? '000001' : '000000');
    await page.getByRole('button', { name: t.verify, exact: true }).click();
    await expect(page.getByText(t.wrong)).toBeVisible();

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: test.info().outputPath(`email-code-${lang}-${width}.png`) });
    }
    await page.getByLabel(t.code).fill(code);
    await page.getByRole('button', { name: t.verify, exact: true }).click();
    await expect(page.getByText(t.loginOk)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard$`));
    await expect(page.getByRole('heading', { name: t.dashboard, exact: true })).toBeVisible();
  });

  test(`${lang}: the link in the code mail signs in and lands on the dashboard`, async ({ page, server }) => {
    await page.goto(`/${lang}/auth?login=true`);
    await page.getByRole('button', { name: t.emailCode }).click();
    await expect(page.getByRole('button', { name: t.usePassword })).toBeVisible();
    const email = uniqueEmail('link');
    await page.getByLabel(t.email).fill(email);
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByRole('status').filter({ hasText: t.sent })).toBeVisible();
    const mail = await latestMail(server.dataDir, email);
    await page.goto(mail.link);
    // supabase-js takes the session out of the fragment, leaving at most a bare `#`.
    await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard#?$`));
    await expect(page.getByRole('heading', { name: t.dashboard, exact: true })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
  });
}

test('a server without providers shows no "Continue with" buttons', async ({ page }) => {
  await page.goto('/en/auth?login=true');
  await expect(page.getByRole('button', { name: 'Email me a code' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Continue with/ })).toHaveCount(0);
});
