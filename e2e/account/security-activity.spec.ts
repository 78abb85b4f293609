import { appPageInNewContext, expect, test } from '../support/fixtures.ts';
import { signIn, testPassword } from '../support/session.ts';

const text = {
  en: {
    title: 'Security activity', email: 'Email', password: 'Password', signIn: 'Sign in', dashboard: 'Dashboard',
    passwordSignIn: 'Signed in with a password', secondBrowser: 'Firefox 145 on Windows', othersOut: 'Signed out of every other device',
    signOutOthers: 'Sign out other devices', othersDone: 'Every other device is signed out.',
    everywhere: 'Sign out everywhere', confirmTitle: 'Sign out everywhere?', everywhereDone: 'You are signed out everywhere.', startNow: 'Start now', guard: 'You need to be signed in to access the dashboard.',
  },
  es: {
    title: 'Actividad de seguridad', email: 'Correo electrónico', password: 'Contraseña', signIn: 'Iniciar sesión', dashboard: 'Panel',
    passwordSignIn: 'Inicio de sesión con contraseña', secondBrowser: 'Firefox 145 en Windows', othersOut: 'Sesión cerrada en los demás dispositivos',
    signOutOthers: 'Cerrar sesión en los demás dispositivos', othersDone: 'Se cerró la sesión en todos los demás dispositivos.',
    everywhere: 'Cerrar sesión en todas partes', confirmTitle: '¿Cerrar sesión en todas partes?', everywhereDone: 'Se cerró tu sesión en todas partes.', startNow: 'Empieza ya', guard: 'Tienes que iniciar sesión para acceder al panel.',
  },
} as const;

// The second browser: another person's machine, as its User-Agent tells the server.
const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0';

for (const lang of ['en', 'es'] as const) {
  const t = text[lang];

  test(`${lang}: a sign-in from a second browser shows in the security activity, and sessions can be ended`, async ({ page, request, browser, baseURL }) => {
    // Two browsers and five page loads: room for a busy machine.
    test.setTimeout(90_000);
    const { email } = await signIn(page, request, lang);

    // Someone else signs in with the password, through the real login form of another browser.
    const other = await appPageInNewContext(browser, { baseURL: baseURL!, userAgent: firefoxOnWindows, locale: lang });
    await other.goto(`/${lang}/auth?login=true`);
    await other.getByLabel(t.email).fill(email);
    await other.getByLabel(t.password).fill(testPassword);
    await other.getByRole('button', { name: t.signIn, exact: true }).click();
    await expect(other).toHaveURL(new RegExp(`/${lang}/dashboard$`));

    await page.goto(`/${lang}/settings`);
    const card = page.getByTestId('security-activity');
    await expect(card.getByRole('heading', { name: t.title })).toBeVisible();
    const newest = card.getByTestId('security-event').first();
    await expect(newest).toContainText(t.passwordSignIn);
    await expect(newest).toContainText(t.secondBrowser);
    // The older sign-in is the account's sign-up, made by the test's API client (no browser), from this machine.
    await expect(card.getByTestId('security-event')).toHaveCount(2);
    await expect(card.getByTestId('security-event').nth(1)).toContainText('Playwright');
    // This machine, as the browser reached it (localhost: IPv6 or IPv4).
    await expect(newest).toContainText(/(::1|127\.0\.0\.1)$/);

    await card.getByRole('button', { name: t.signOutOthers }).click();
    await expect(page.getByText(t.othersDone)).toBeVisible();
    await expect(card.getByTestId('security-event').first()).toContainText(t.othersOut);
    // The other browser's session is gone: its next visit to a signed-in page sends it home.
    await other.goto(`/${lang}/settings`);
    await expect(other).toHaveURL(new RegExp(`/${lang}/?$`));
    await other.context().close();

    await card.getByRole('button', { name: t.everywhere }).click();
    const dialog = page.getByRole('alertdialog', { name: t.confirmTitle });
    await dialog.getByRole('button', { name: t.everywhere }).click();
    await expect(page.getByText(t.everywhereDone)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${lang}/?$`));
    await expect(page.getByRole('link', { name: t.startNow })).toBeVisible();
    // The settings page's guard did not also greet the visitor with "Please sign in": they chose to leave.
    await expect(page.getByText(t.guard)).toHaveCount(0);
  });
}
