import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures.ts';
import { forgetSession, latestMail, signedInUser, signInByApi } from './account-helpers.ts';

const text = {
  en: {
    title: 'Account settings',
    loginEmail: 'Email',
    loginPassword: 'Password',
    loginSubmit: 'Sign in',
    loginDone: 'Login successful!',
    forgotLink: 'Forgot password?',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    change: 'Change password',
    changed: 'Password changed',
    export: 'Export my data',
    analytics: 'Analytics cookies',
    analyticsOn: 'Analytics allowed',
    currentWrong: 'Your current password is not correct',
    currentRequired: 'Enter your current password',
    deletePassword: 'Your current password',
    deleteLabel: /Type your email/,
    deleteButton: 'Delete my account',
    mismatch: 'The email does not match your account',
    deleted: 'Account deleted',
    forgotEmail: 'Email',
    sendLink: 'Send reset link',
    sent: /If an account exists for/,
    mailSubject: /password/i,
    resetPassword: 'New password',
    resetConfirm: 'Confirm new password',
    resetSubmit: 'Set new password',
    resetDone: 'Password updated',
    expired: 'This link has expired or was already used',
    askAgain: 'Send me a new link',
  },
  es: {
    title: 'Configuración de la cuenta',
    loginEmail: 'Correo electrónico',
    loginPassword: 'Contraseña',
    loginSubmit: 'Iniciar sesión',
    loginDone: '¡Sesión iniciada!',
    forgotLink: '¿Olvidaste tu contraseña?',
    current: 'Contraseña actual',
    new: 'Nueva contraseña',
    confirm: 'Confirma la nueva contraseña',
    change: 'Cambiar contraseña',
    changed: 'Contraseña cambiada',
    export: 'Exportar mis datos',
    analytics: 'Cookies de analítica',
    analyticsOn: 'Analítica permitida',
    currentWrong: 'Tu contraseña actual no es correcta',
    currentRequired: 'Escribe tu contraseña actual',
    deletePassword: 'Tu contraseña actual',
    deleteLabel: /Escribe tu correo/,
    deleteButton: 'Eliminar mi cuenta',
    mismatch: 'El correo no coincide con el de tu cuenta',
    deleted: 'Cuenta eliminada',
    forgotEmail: 'Correo electrónico',
    sendLink: 'Enviar enlace',
    sent: /Si existe una cuenta con/,
    mailSubject: /contraseña/i,
    resetPassword: 'Nueva contraseña',
    resetConfirm: 'Confirma la nueva contraseña',
    resetSubmit: 'Guardar contraseña',
    resetDone: 'Contraseña actualizada',
    expired: 'Este enlace ha caducado o ya se ha usado',
    askAgain: 'Enviarme un enlace nuevo',
  },
} as const;

// The wrong-password attempts are answered 400, which the browser logs as a failed request.
test.use({ allowedConsoleErrors: [/status of 400 .*\/(auth\/v1\/user|api\/account)\)$/] });

for (const lang of ['en', 'es'] as const) {
  const s = text[lang];

  test(`${lang}: change the password, then sign in with the new one`, async ({ page, request }) => {
    const user = await signedInUser(page, request);
    await page.goto(`/${lang}/settings`);
    await expect(page.getByRole('heading', { name: s.title })).toBeVisible();
    await expect(page.getByTestId('account-email')).toHaveText(user.email);
    await page.getByLabel(s.new, { exact: true }).fill('second passphrase 2');
    await page.getByLabel(s.confirm, { exact: true }).fill('second passphrase 2');
    // A wrong current password is refused by the auth service and shown on its field.
    await page.getByLabel(s.current, { exact: true }).fill('not my password');
    await page.getByRole('button', { name: s.change }).click();
    await expect(page.getByText(s.currentWrong, { exact: true })).toBeVisible();
    expect((await signInByApi(request, user.email, user.password)).status()).toBe(200);
    await page.getByLabel(s.current, { exact: true }).fill(user.password);
    await page.getByRole('button', { name: s.change }).click();
    await expect(page.getByText(s.changed, { exact: true })).toBeVisible();
    expect((await signInByApi(request, user.email, user.password)).status()).toBe(400);

    // Signed out, the login form takes the new password.
    await forgetSession(page);
    await page.goto(`/${lang}/auth?login=true`);
    await page.getByLabel(s.loginEmail, { exact: true }).fill(user.email);
    await page.getByLabel(s.loginPassword, { exact: true }).fill('second passphrase 2');
    await page.getByRole('button', { name: s.loginSubmit, exact: true }).click();
    await expect(page.getByText(s.loginDone, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard`));
  });

  test(`${lang}: reset a forgotten password through the mailed link`, async ({ page, request, server }) => {
    const user = await signedInUser(page, request);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/${lang}/auth?login=true`);
    await page.getByRole('link', { name: s.forgotLink }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/forgot-password$`));
    await page.getByLabel(s.forgotEmail).fill(user.email);
    await page.getByRole('button', { name: s.sendLink }).click();
    await expect(page.getByText(s.sent)).toBeVisible();
    // An unknown address gets exactly the same answer.
    await page.goto(`/${lang}/forgot-password`);
    await page.getByLabel(s.forgotEmail).fill('nobody-here@example.com');
    await page.getByRole('button', { name: s.sendLink }).click();
    await expect(page.getByText(s.sent)).toBeVisible();

    const mail = await latestMail(server.dataDir, user.email);
    expect(mail.subject).toMatch(s.mailSubject);
    await page.goto(mail.link);
    await expect(page).toHaveURL(new RegExp(`/${lang}/reset-password`));
    await page.getByLabel(s.resetPassword, { exact: true }).fill('reset passphrase 3');
    await page.getByLabel(s.resetConfirm, { exact: true }).fill('reset passphrase 3');
    await page.getByRole('button', { name: s.resetSubmit }).click();
    await expect(page.getByText(s.resetDone, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard`));
    // Let the dashboard finish loading: supabase-js reads the session from storage for each request.
    await expect(page.getByTestId('dashboard-plan')).toHaveText('Free');
    await expect(page.getByTestId('usage').getByRole('progressbar').first()).toBeVisible();
    expect((await signInByApi(request, user.email, 'reset passphrase 3')).status()).toBe(200);

    // The link works once: a second visit explains it and offers a new one.
    await forgetSession(page);
    await page.goto(mail.link);
    await expect(page.getByText(s.expired)).toBeVisible();
    await page.getByRole('link', { name: s.askAgain }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/forgot-password`));
  });

  test(`${lang}: export my data as a JSON download`, async ({ page, request }) => {
    const user = await signedInUser(page, request);
    await page.goto(`/${lang}/settings`);
    // The analytics switch applies in this browser and leaves a consent record the export includes.
    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/account/consent') && r.request().method() === 'PUT');
    await page.getByRole('switch', { name: s.analytics }).click();
    await expect(page.getByText(s.analyticsOn, { exact: true })).toBeVisible();
    expect((await recorded).status()).toBe(200);
    expect(await page.evaluate(() => localStorage.getItem('selecta.analytics-consent'))).toBe('granted');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: s.export }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^selecta-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await file.path())!, 'utf8'));
    expect(data.account.email).toBe(user.email);
    expect(data.consents).toEqual([expect.objectContaining({ purpose: 'analytics', granted: true })]);
  });

  test(`${lang}: delete the account, see the toast, land home, and no longer sign in`, async ({ page, request }) => {
    const user = await signedInUser(page, request);
    await page.goto(`/${lang}/settings`);
    const confirm = page.getByLabel(s.deleteLabel);
    await confirm.fill('someone-else@example.com');
    await page.getByRole('button', { name: s.deleteButton }).click();
    await expect(page.getByText(s.mismatch)).toBeVisible();
    await expect(page.getByText(s.currentRequired, { exact: true })).toBeVisible();
    await confirm.fill(user.email);
    // The server checks the password: a wrong one deletes nothing.
    const password = page.getByLabel(s.deletePassword, { exact: true });
    await password.fill('not my password');
    await page.getByRole('button', { name: s.deleteButton }).click();
    await expect(page.getByText(s.currentWrong, { exact: true })).toBeVisible();
    expect((await signInByApi(request, user.email, user.password)).status()).toBe(200);
    await password.fill(user.password);
    await page.getByRole('button', { name: s.deleteButton }).click();
    await expect(page.getByText(s.deleted, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    expect((await signInByApi(request, user.email, user.password)).status()).toBe(400);
  });
}
