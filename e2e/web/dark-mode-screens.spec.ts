import type { Page } from '@playwright/test';
import { declineAnalytics } from '../teams/teams-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { signIn } from '../support/session.ts';

// Screenshots to look at (decision 051): landing, auth, pricing, dashboard and the security activity card, at a phone's
// and a laptop's width, en and es, light and dark. At 375 px no page may scroll sideways.
test.use({ reducedMotion: 'reduce' });
test.setTimeout(120_000);

const sliceHeight = 1800;

async function shoot(page: Page, name: string, part?: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(width);
    if (part) {
      await page.getByTestId(part).screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
      continue;
    }
    // A tall page in slices, each small enough to look at closely.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, slice = 1; y < height; y += sliceHeight, slice++) {
      const clip = { x: 0, y, width, height: Math.min(sliceHeight, height - y) };
      await page.screenshot({ path: test.info().outputPath(`${name}-${width}-${slice}.png`), fullPage: true, clip });
    }
  }
}

for (const lang of ['en', 'es'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${lang}, ${scheme}: landing, auth, pricing, dashboard and the security activity`, async ({ page, request }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await signIn(page, request, lang);
      await declineAnalytics(page, lang);
      await page.goto(`/${lang}/dashboard`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/Loading…|Cargando…/)).toHaveCount(0);
      await shoot(page, `dashboard-${lang}-${scheme}`);
      await page.goto(`/${lang}/settings`);
      await expect(page.getByTestId('security-event').first()).toBeVisible();
      await page.getByTestId('security-activity').scrollIntoViewIfNeeded();
      await shoot(page, `security-card-${lang}-${scheme}`, 'security-activity');
      await page.goto(`/${lang}/pricing`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, `pricing-${lang}-${scheme}`);
      // The public pages as a visitor sees them.
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sb-')).forEach((k) => localStorage.removeItem(k)));
      await page.goto(`/${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, `landing-${lang}-${scheme}`);
      await page.goto(`/${lang}/auth`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, `auth-${lang}-${scheme}`);
    });
  }
}
