import { signedInUser } from '../account/account-helpers.ts';
import { declineAnalytics } from '../teams/teams-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { codeSequence, shootWidths, twoStepText, wrongCode } from './two-step-helpers.ts';

// A wrong code is a 422 from the auth service, and the dashboard's API calls are refused until the code is given:
// the browser logs those, the page handles them.
test.use({ allowedConsoleErrors: [/status of 4\d\d .*\/auth\/v1\/factors/], reducedMotion: 'reduce' });
test.setTimeout(120_000);

for (const lang of ['en', 'es'] as const) {
  const t = twoStepText[lang];

  test(`${lang}: set up from Settings with the key, sign out, sign in with the code (a wrong one worded, the dashboard refused until then), remove it with a code`, async ({ page, request }) => {
    const shots = (n: string) => test.info().outputPath(n);
    const user = await signedInUser(page, request, 'two-step passphrase 1');
    await page.goto(`/${lang}/settings`);
    await declineAnalytics(page, lang);
    const card = page.getByTestId('two-step-card');
    await expect(card.getByText(t.off)).toBeVisible();
    await card.getByRole('button', { name: t.setUp }).click();
    await card.getByLabel(t.name).fill(t.device);
    await card.getByRole('button', { name: t.continue }).click();
    await expect(card.getByRole('img', { name: t.qr })).toBeVisible();
    // The QR code is a real image of the otpauth URI (it decodes as an SVG of non-trivial size).
    expect(await card.getByTestId('two-step-qr').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const secret = (await card.getByTestId('two-step-secret').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await shootWidths(page, `two-step-setup-${lang}`, shots, card);
    // Each code the app shows works once: enrolment, sign-in and removal each take a later step than the one before.
    const nextCode = codeSequence(secret);
    await card.getByLabel(t.codeLabel).fill(await nextCode());
    await card.getByRole('button', { name: t.turnOn }).click();
    await expect(page.getByText(t.on, { exact: true })).toBeVisible();
    await expect(card.getByTestId('two-step-factors')).toContainText(t.device);
    await shootWidths(page, `two-step-enrolled-${lang}`, shots, card);

    // Sign out, then in again with the password: the code step, whatever page is asked for.
    await page.getByRole('button', { name: t.menu(user.email) }).click();
    await page.getByRole('menuitem', { name: t.logOut }).click();
    await expect(page.getByRole('button', { name: t.menu(user.email) })).toHaveCount(0);
    await page.goto(`/${lang}/auth?login=true`);
    await page.getByLabel(t.email, { exact: true }).fill(user.email);
    await page.getByLabel(t.password, { exact: true }).fill(user.password);
    await page.getByRole('button', { name: t.signIn, exact: true }).click();
    const step = page.getByTestId('two-step-code-step');
    await expect(step.getByRole('heading', { name: t.codeTitle })).toBeVisible();
    await page.goto(`/${lang}/dashboard`);
    await expect(step).toBeVisible();
    await expect(page.getByRole('heading', { name: t.dashboard, exact: true })).toHaveCount(0);
    await step.getByLabel(t.code, { exact: true }).fill(wrongCode(secret));
    await step.getByRole('button', { name: t.verify }).click();
    await expect(step.getByRole('alert')).toHaveText(t.wrong);
    await shootWidths(page, `two-step-code-step-${lang}`, shots);
    await step.getByLabel(t.code, { exact: true }).fill(await nextCode());
    await step.getByRole('button', { name: t.verify }).click();
    await expect(page.getByRole('heading', { name: t.dashboard, exact: true })).toBeVisible();

    // Removing it asks for a code of that device.
    await page.goto(`/${lang}/settings`);
    await card.getByRole('button', { name: t.remove }).click();
    const dialog = page.getByRole('dialog', { name: t.removeTitle(t.device) });
    await dialog.getByLabel(t.code, { exact: true }).fill(await nextCode());
    await dialog.getByRole('button', { name: t.remove }).click();
    await expect(page.getByText(t.removed(t.device))).toBeVisible();
    await expect(card.getByText(t.off)).toBeVisible();
  });
}
