import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { signIn } from '../support/session.ts';

// Dark mode on every page (decision 051): the system's preference, or the footer's choice, painted from the first frame.
// Reduced motion for axe, as in a11y.spec.ts: the hero demo caught mid-fade reads as low contrast.
test.use({ reducedMotion: 'reduce' });

const publicPaths = ['', '/auth', '/auth?login=true', '/pricing', '/privacy', '/forgot-password', '/reset-password', '/waitlist-success', '/payment-cancel', '/payment-success?session_id=cs_test_1', '/no-such-page'];
const names = {
  en: { theme: 'Theme', system: 'System', light: 'Light', dark: 'Dark' },
  es: { theme: 'Tema', system: 'Sistema', light: 'Claro', dark: 'Oscuro' },
} as const;

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
/** The page's painted background: dark means a low lightness whatever the colour space the browser reports. */
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/**
 * axe on the whole page. Signed-in pages skip `aria-valid-attr-value`: Radix's inactive tab triggers point
 * `aria-controls` at panels it does not render (the plan picker's tabs), in either theme; that is no contrast matter.
 */
async function expectNoViolations(page: Page, { signedIn = false } = {}) {
  const axe = new AxeBuilder({ page });
  const results = await (signedIn ? axe.disableRules(['aria-valid-attr-value']) : axe).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const lang of ['en', 'es'] as const) {
  const t = names[lang];

  test.describe(`${lang}, system in dark mode`, () => {
    test.use({ colorScheme: 'dark' });
    for (const path of publicPaths) {
      test(`axe finds no violations on /${lang}${path} in dark mode`, async ({ page }) => {
        await page.goto(`/${lang}${path}`);
        // The page's own h1: the footer's headings paint before the lazy route's module has loaded.
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await isDark(page)).toBe(true);
        await expectNoViolations(page);
      });
    }

    test(`${lang}: onboarding, the dashboard and settings (with the security activity) pass axe in dark mode`, async ({ page, request }) => {
      // Three whole-page axe runs: room for a busy machine.
      test.setTimeout(120_000);
      await signIn(page, request, lang);
      await page.goto(`/${lang}/onboarding`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, { signedIn: true });
      await page.goto(`/${lang}/dashboard`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/Loading…|Cargando…/)).toHaveCount(0);
      expect(await isDark(page)).toBe(true);
      await expectNoViolations(page, { signedIn: true });
      await page.goto(`/${lang}/settings`);
      await expect(page.getByTestId('security-event').first()).toBeVisible();
      await expectNoViolations(page, { signedIn: true });
      // Settings' "Appearance" is the same choice as the footer's: Light there turns the page light at once.
      const appearance = page.locator('main').getByRole('group', { name: t.theme });
      await expect(appearance.getByRole('radio', { name: t.system })).toBeChecked();
      await appearance.getByRole('radio', { name: t.light }).check();
      await expect(page.locator('footer').getByRole('radio', { name: t.light })).toBeChecked();
      expect(await isDark(page)).toBe(false);
    });
  });

  test(`${lang}: the footer's choice beats the system's, is kept, and is painted before any script of the app runs`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`/${lang}/privacy`);
    const switcher = page.getByRole('group', { name: t.theme });
    await expect(switcher.getByRole('radio', { name: t.system })).toBeChecked();
    expect(await isDark(page)).toBe(false);
    const lightBackground = await bodyBackground(page);

    await switcher.getByRole('radio', { name: t.dark }).check();
    expect(await isDark(page)).toBe(true);
    expect(await bodyBackground(page)).not.toBe(lightBackground);

    // A new visit with the app's modules refused (a page of its own: the fixture's page waits for the app to start):
    // only the page's inline script runs, and the page is dark.
    const bare = await page.context().newPage();
    await bare.route(/\.js(\?|$)/, (route) => route.abort());
    await bare.goto(`/${lang}/auth`, { waitUntil: 'load' });
    expect(await isDark(bare)).toBe(true);
    expect(await bare.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    expect(await bodyBackground(bare)).not.toBe(lightBackground);
    await bare.close();

    // Light stays light in a dark system; System follows the system again, live.
    await page.goto(`/${lang}/auth`);
    await page.emulateMedia({ colorScheme: 'dark' });
    await switcher.getByRole('radio', { name: t.light }).check();
    expect(await isDark(page)).toBe(false);
    await switcher.getByRole('radio', { name: t.system }).check();
    expect(await isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark(page)).toBe(false);
  });
}
