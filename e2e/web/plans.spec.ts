import { expect, test } from '../support/fixtures.ts';
import { signIn } from '../support/session.ts';
import { openSection, sectionPath } from '../console/console-helpers.ts';

const text = {
  en: {
    choose: (plan: string) => `Choose ${plan}`, current: 'Current Plan', trial: 'Your 14-day free trial has started. Enjoy all Plus features!',
    banner: 'Test checkout — no money moves', pay: /^Pay /, cancel: 'Cancel', verified: 'Verification Complete', thanks: /account has been upgraded/,
    cancelled: 'Payment cancelled', tryAgain: 'Try Again', backToDashboard: 'Back to Dashboard', free: "You've successfully chosen the Free plan.", stayFree: 'Stay on Free',
  },
  es: {
    choose: (plan: string) => `Elegir ${plan}`, current: 'Plan actual', trial: 'Tu prueba gratuita de 14 días ha comenzado. ¡Disfruta de todas las funciones de Plus!',
    banner: 'Pago de prueba: no se mueve dinero', pay: /^Pagar /, cancel: 'Cancelar', verified: 'Verificación completada', thanks: /cuenta se ha mejorado/,
    cancelled: 'Pago cancelado', tryAgain: 'Intentar de nuevo', backToDashboard: 'Volver al panel', free: 'Has elegido el plan Gratis.', stayFree: 'Seguir en Gratis',
  },
} as const;

test.use({ allowedConsoleErrors: [/status of 404 .*\/api\/billing\/checkout-sessions\/cs_test_forged/] });

for (const lang of ['en', 'es'] as const) {
  const t = text[lang];

  test(`${lang}: choosing Plus on the pricing page starts the trial and the dashboard shows Plus`, async ({ page, request }) => {
    await signIn(page, request, lang);
    await page.goto(`/${lang}/pricing`);
    await expect(page.getByTestId('plan-option-free').getByRole('button', { name: t.current })).toBeDisabled();
    await page.getByRole('button', { name: t.choose('Plus') }).click();
    await expect(page.getByText(t.trial)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard$`));
    await expect(page.getByTestId('dashboard-plan')).toHaveText('Plus');
    await openSection(page, lang, 'dashboardBilling');
    await expect(page.getByTestId('plan-option-plus').getByRole('button', { name: t.current })).toBeDisabled();
  });

  test(`${lang}: Pro from Plan and billing → test checkout → verified payment → dashboard shows Pro`, async ({ page, request }) => {
    await signIn(page, request, lang);
    await page.goto(sectionPath(lang, 'dashboardBilling'));
    await page.getByTestId('plan-option-pro').getByRole('button', { name: t.choose('Pro') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/test-checkout\\?session_id=`));
    await expect(page.getByText(t.banner)).toBeVisible();
    await expect(page.getByTestId('checkout-plan')).toHaveText('Pro');
    await page.getByRole('button', { name: t.pay }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/payment-success\\?session_id=`));
    await expect(page.getByText(t.verified)).toBeVisible();
    await expect(page.getByTestId('payment-status')).toHaveText(t.thanks);
    const sessionId = new URL(page.url()).searchParams.get('session_id')!;
    await expect(page.getByTestId('transaction-id')).toHaveText(sessionId);
    await page.getByRole('link', { name: lang === 'en' ? 'Go to dashboard' : 'Ir al panel' }).click();
    await expect(page.getByTestId('dashboard-plan')).toHaveText('Pro');
  });

  test(`${lang}: a cancelled test checkout lands on payment-cancel and nothing changes`, async ({ page, request }) => {
    await signIn(page, request, lang);
    await page.goto(sectionPath(lang, 'dashboardBilling'));
    await page.getByTestId('plan-option-plus').getByRole('button', { name: t.choose('Plus') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/test-checkout\\?session_id=`));
    await page.getByRole('button', { name: t.cancel, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/payment-cancel$`));
    await expect(page.getByRole('heading', { name: t.cancelled })).toBeVisible();
    await expect(page.getByRole('link', { name: t.tryAgain })).toHaveAttribute('href', `/${lang}/pricing`);
    await page.getByRole('link', { name: t.backToDashboard }).click();
    await expect(page.getByTestId('dashboard-plan')).toHaveText('Free');
  });

  test(`${lang}: a payment-success link for an unknown session never says paid`, async ({ page, request }) => {
    test.info().annotations.push({ type: 'expects', description: 'the API answers 404 for the forged session' });
    await signIn(page, request, lang);
    await page.goto(`/${lang}/payment-success?session_id=cs_test_forged`);
    await expect(page.getByTestId('payment-status')).not.toHaveText(t.thanks);
    await expect(page.getByTestId('payment-status')).not.toHaveText(/Verif/);
    await expect(page.getByText(t.verified)).toHaveCount(0);
  });
}

test('signing out from the avatar menu and the dashboard', async ({ page, request }) => {
  const { email } = await signIn(page, request, 'en');
  await page.goto('/en/dashboard');
  // The overview's cards have loaded: a sign-out while they load would see their calls refused (401), logged.
  await expect(page.getByTestId('usage').getByRole('progressbar').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: `Account menu for ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/en$/);

  await signIn(page, request, 'es');
  await page.goto('/es/dashboard');
  await expect(page.getByTestId('usage').getByRole('progressbar').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/en$|\/es$/);
});

test('a paying user choosing Free is sent to the billing portal, not told it is done', async ({ page, request }) => {
  const { bearer } = await signIn(page, request, 'en');
  expect((await request.post('/api/billing/trial', { headers: bearer })).status()).toBe(200);
  await page.goto('/en/pricing');
  await expect(page.getByTestId('plan-option-plus').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await page.getByRole('button', { name: 'Switch to Free' }).click();
  await expect(page).toHaveURL(/\/en\/test-checkout\/portal$/);
  await expect(page.getByTestId('portal-plan')).toHaveText('Plus');
});
