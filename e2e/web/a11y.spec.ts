import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures.ts';

// Every page, both languages: axe must find nothing. Pages behind a session are checked signed out (they
// redirect) here; the signed-in views are covered by their owners' specs with the same helper.
// The hero demo fades its toolbar and card in on a loop; axe caught mid-fade reports half-transparent text as low
// contrast. With reduced motion the demo shows its final frame, which is what is checked.
test.use({ reducedMotion: 'reduce' });

const paths = ['', '/auth', '/auth?login=true', '/privacy', '/waitlist-success', '/payment-cancel', '/payment-success?session_id=cs_test_1', '/no-such-page'];

for (const lang of ['en', 'es']) {
  for (const path of paths) {
    test(`axe finds no violations on /${lang}${path}`, async ({ page }) => {
      await page.goto(`/${lang}${path}`);
      // The page's own h1: the footer's headings paint before the lazy route's module has loaded.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}

test('the consent banner and the lightbox pass axe too', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByTestId('consent-banner')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'Enlarge step 1: Select text' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect((await new AxeBuilder({ page }).include('dialog').analyze()).violations).toEqual([]);
});
