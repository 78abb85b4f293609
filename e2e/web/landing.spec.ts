import { expect, test } from '../support/fixtures.ts';

test.describe('landing page', () => {
  test('step screenshots open in a lightbox that wraps, answers the arrow keys and restores focus', async ({ page }) => {
    await page.goto('/en');
    const opener = page.getByRole('button', { name: 'Enlarge step 1: Select text' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Screenshot 1 of 3' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img')).toHaveAttribute('src', '/images/steps/en/step-1.webp');
    await expect(dialog.getByRole('img')).toHaveJSProperty('naturalWidth', 960);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Screenshot 2 of 3' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: 'Screenshot 3 of 3' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Screenshot 1 of 3' })).toBeVisible();
    await page.getByRole('button', { name: 'Previous screenshot' }).click();
    await expect(page.getByRole('dialog', { name: 'Screenshot 3 of 3' })).toBeVisible();

    // Focus stays inside: tabbing three times goes round the dialog's three buttons.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    await expect(page.locator('dialog :focus')).toHaveCount(1);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(opener).toBeFocused();

    await page.getByRole('button', { name: 'Enlarge step 2: Pick an action' }).click();
    await expect(page.getByRole('dialog', { name: 'Screenshot 2 of 3' })).toBeVisible();
    await page.mouse.click(4, 4); // the backdrop
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the lightbox shows the Spanish screenshots on /es', async ({ page }) => {
    await page.goto('/es');
    await page.getByRole('button', { name: 'Ampliar el paso 3: Usa el resultado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Captura 3 de 3' });
    await expect(dialog.getByRole('img')).toHaveAttribute('src', '/images/steps/es/step-3.webp');
    await expect(dialog.getByRole('img')).toHaveJSProperty('naturalWidth', 960);
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('category tabs switch by click and by arrow keys, with translated labels', async ({ page }) => {
    await page.goto('/en');
    const tabs = page.getByRole('tablist', { name: 'Website categories' });
    await expect(tabs.getByRole('tab')).toHaveCount(17);
    await expect(page.getByRole('tabpanel')).toContainText('GitHub');
    await tabs.getByRole('tab', { name: 'Finance' }).click();
    await expect(tabs.getByRole('tab', { name: 'Finance' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Bloomberg');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Health' })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText('Mayo Clinic');
    await page.keyboard.press('End');
    await expect(page.getByRole('tabpanel')).toContainText('Web-based PDFs');
    await page.keyboard.press('ArrowRight'); // wraps to the first
    await expect(tabs.getByRole('tab', { name: 'Development' })).toHaveAttribute('aria-selected', 'true');

    await page.goto('/es');
    await page.getByRole('tab', { name: 'Atención al cliente' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Zendesk');
  });

  test('header section links scroll to the section 100 px below the top', async ({ page }) => {
    await page.goto('/en');
    for (const [link, heading] of [['Features', 'Everything you need, right where you read'], ['Testimonials', 'What our users say'], ['How it works', 'How it works']]) {
      await page.getByRole('banner').getByRole('link', { name: link, exact: true }).click();
      const section = page.getByRole('heading', { level: 2, name: heading }).locator('xpath=ancestor::section[1]');
      await expect.poll(async () => Math.round((await section.boundingBox())?.y ?? -1), { timeout: 5000 }).toBe(100);
    }
  });

  for (const [lang, button, title, description] of [
    ['en', 'Choose Plus', 'Sign up required', 'Please sign up or log in first to select a plan.'],
    ['es', 'Elegir Pro', 'Necesitas registrarte', 'Regístrate o inicia sesión para elegir un plan.'],
  ] as const) {
    test(`signed out, choosing a plan asks to sign up and goes to /${lang}/auth`, async ({ page }) => {
      await page.goto(`/${lang}`);
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByText(title, { exact: true })).toBeVisible();
      await expect(page.getByText(description)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${lang}/auth$`));
    });
  }

  test('a plan chosen before the page has hydrated still leads to sign-up', async ({ context, baseURL }) => {
    // No script loads, as on a slow phone before hydration: the prerendered card alone must go somewhere sensible.
    // A page of its own, since the `page` fixture waits for the app to hydrate.
    const early = await context.newPage();
    await early.route('**/assets/*.js', (route) => route.abort());
    await early.goto(`${baseURL}/en`);
    await early.getByRole('button', { name: 'Choose Plus' }).click();
    await expect(early).toHaveURL(/\/en\/auth\??$/);
    await expect(early.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await early.close();
  });

  test('plan cards show euro prices from the catalogue and the yearly saving', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByTestId('plan-plus')).toContainText('€20');
    await page.getByText('Yearly').click();
    await expect(page.getByTestId('plan-plus')).toContainText('€95');
    await expect(page.getByTestId('plan-plus')).toContainText('Save 60%');
    await expect(page.getByTestId('plan-pro')).toContainText('€750');
    await expect(page.getByTestId('plan-pro')).toContainText('Save 37%');
  });
});
