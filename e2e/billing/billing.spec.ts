import { expect, test, uniqueEmail } from '../support/fixtures.ts';
import { planOf, signedInBuyer, storedAuth } from './billing-helpers.ts';
import { billingText } from './texts.ts';

// A sign-up and five or six pages a journey: room for a slow machine, where CI's took 29–30 s of the default 30.
test.setTimeout(60_000);

for (const lang of ['en', 'es'] as const) {
  const t = billingText[lang];

  test(`${lang}: sign up, choose Plus on the home page, pay in the test checkout, verified, dashboard shows Plus`, async ({ page, request }) => {
    // From the home page, as a visitor would (the header's call to action opens the sign-up form).
    await page.goto(`/${lang}`);
    await page.getByRole('banner').getByRole('link', { name: t.startNow }).click();
    await page.waitForURL(new RegExp(`/${lang}/auth$`));
    // Exact: the URL changes before the sign-up form replaces the home page, whose demo's label also says "email".
    await page.getByLabel(t.signUp.email, { exact: true }).fill(uniqueEmail('billing'));
    await page.getByLabel(t.signUp.password, { exact: true }).fill('a good passphrase 1');
    await page.getByLabel(t.signUp.confirm).fill('a good passphrase 1');
    await page.getByRole('button', { name: t.signUp.submit }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/auth'));

    await page.goto(`/${lang}`);
    await page.waitForLoadState('networkidle'); // the plan cards are prerendered: wait for them to be live
    await page.getByRole('button', { name: t.choose('Plus') }).click();
    await page.waitForURL(new RegExp(`/${lang}/test-checkout\\?session_id=cs_test_`));
    const sessionId = new URL(page.url()).searchParams.get('session_id')!;
    await expect(page.getByText(t.testBanner)).toBeVisible();
    await expect(page.getByTestId('checkout-plan')).toHaveText('Plus');
    // A new account's Plus starts with its trial: nothing is due today, and the page says what comes after.
    await expect(page.getByTestId('checkout-amount')).toHaveText(t.trialToday);
    await expect(page.getByTestId('checkout-then')).toHaveText(t.trialThen);
    await page.getByRole('button', { name: t.startTrial }).click();

    await page.waitForURL(new RegExp(`/${lang}/payment-success\\?session_id=${sessionId}$`));
    await expect(page.getByTestId('payment-status')).toHaveText(t.verified);
    await expect(page.getByTestId('transaction-id')).toHaveText(sessionId);
    await expect(page.getByText(t.toast)).toBeVisible();
    await page.getByRole('link', { name: t.toDashboard }).or(page.getByRole('button', { name: t.toDashboard })).click();

    await page.waitForURL(new RegExp(`/${lang}/dashboard`));
    await expect(page.getByTestId('dashboard-plan')).toHaveText('Plus');
    await expect(page.getByTestId('subscription-detail')).toHaveText(t.trialEnds);
    expect(await planOf(request, await storedAuth(page))).toBe('plus');
  });

  test(`${lang}: cancelling in the test checkout shows the cancel page and keeps Free`, async ({ page, request }) => {
    const { auth } = await signedInBuyer(page, request);
    await page.goto(`/${lang}`);
    await page.waitForLoadState('networkidle'); // the plan cards are prerendered: wait for them to be live
    await page.getByRole('button', { name: t.choose('Pro') }).click();
    await page.waitForURL(new RegExp(`/${lang}/test-checkout\\?session_id=`));
    await expect(page.getByTestId('checkout-plan')).toHaveText('Pro');
    await page.getByRole('button', { name: t.cancel, exact: true }).click();

    await page.waitForURL(new RegExp(`/${lang}/payment-cancel$`));
    await expect(page.getByRole('heading', { name: t.cancelled })).toBeVisible();
    await expect(page.getByText(t.noCharge)).toBeVisible();
    expect(await planOf(request, auth)).toBe('free');
    await page.goto(`/${lang}/dashboard`);
    await expect(page.getByTestId('dashboard-plan')).toHaveText('Free');
    await expect(page.getByTestId('subscription-detail')).toHaveText(t.free);
  });

  test(`${lang}: Plus on the pricing page starts the 14-day trial without a card`, async ({ page, request }) => {
    const { auth } = await signedInBuyer(page, request);
    await page.goto(`/${lang}/pricing`);
    await page.getByTestId('plan-option-plus').getByRole('button', { name: t.choose('Plus') }).click();
    await expect(page.getByText(t.trialStarted)).toBeVisible();
    await page.waitForURL(new RegExp(`/${lang}/dashboard`));
    await expect(page.getByTestId('dashboard-plan')).toHaveText('Plus');
    await expect(page.getByTestId('subscription-detail')).toHaveText(t.trialEnds);
    expect(await planOf(request, auth)).toBe('plus');
    // Once per account.
    expect((await request.post('/api/billing/trial', { headers: auth })).status()).toBe(409);
  });
}
