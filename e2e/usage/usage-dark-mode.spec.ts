import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { declineAnalytics, shootPart } from '../teams/teams-helpers.ts';
import { demo, expect, signInAs, test } from './usage-fixtures.ts';
import { openSection, sectionPath } from '../console/console-helpers.ts';

/** The series' colours read from the page: the chart's bars as painted, so a theme that left them unset shows here. */
const barFills = (page: Page) =>
  page.getByTestId('my-usage').getByTestId('stacked-bars').locator('rect[fill^="var(--chart"]').evaluateAll((rects) => [...new Set(rects.map((r) => getComputedStyle(r).fill))]);

for (const lang of ['en', 'es'] as const) {
  test(`${lang}: the demo owner's usage sections, charts included, are legible in dark mode (axe: no contrast violations)`, async ({ page, request, prefix }) => {
    test.setTimeout(180_000);
    await signInAs(page, request, demo(prefix).owner, lang);
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    // The person's charts are in Usage, the team's in Team usage (decision 045).
    await page.goto(sectionPath(lang, 'dashboardUsage'));
    await declineAnalytics(page, lang);
    await expect(page.getByTestId('my-usage').getByTestId('chart-summary')).toBeVisible();
    const lightFills = await barFills(page);

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    // The bars take the dark theme's lighter series.
    const darkFills = await barFills(page);
    expect(darkFills.length).toBeGreaterThan(1);
    expect(darkFills).not.toEqual(lightFills);
    // Contrast over each section, the charts' axis labels and legends included (the charts are SVG text).
    const contrast = async () => (await new AxeBuilder({ page }).withRules(['color-contrast']).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(await contrast()).toEqual([]);
    await shootPart(page, `dashboard-charts-dark-${lang}`, (name) => test.info().outputPath(name), page.getByTestId('my-usage'));
    await page.setViewportSize({ width: 1280, height: 720 });
    await openSection(page, lang, 'teamUsage');
    const team = page.getByTestId('team-usage-dashboard');
    await expect(team.getByTestId('member-usage').getByTestId('sparkline')).toHaveCount(12);
    expect(await contrast()).toEqual([]);
    await shootPart(page, `team-charts-dark-${lang}`, (name) => test.info().outputPath(name), team);
  });
}
