import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { declineAnalytics, expectAxeClean, shootPart } from '../teams/teams-helpers.ts';
import { demo, expect, runAction, signInAs, test } from './usage-fixtures.ts';
import { consoleNav, consoleText, openSection, sectionPath } from '../console/console-helpers.ts';

/** The visible strings the journey uses (features/usage/locales). */
const texts = {
  en: { days7: '7 days', days90: '90 days', table: 'Show as a table', csv: 'Download CSV', summary: /actions in the last 30 days; busiest day/, summary7: /in the last 7 days/, prompt: 'Polite answer', weekly: 'Active members per week' },
  es: { days7: '7 días', days90: '90 días', table: 'Ver como tabla', csv: 'Descargar CSV', summary: /acciones en los últimos 30 días; el día con más/, summary7: /en los últimos 7 días/, prompt: 'Polite answer', weekly: 'Miembros activos por semana' },
} as const;

const todayRuns = async (request: APIRequestContext, bearer: Record<string, string>) => {
  const body = (await (await request.get('/api/usage/history?days=7', { headers: bearer })).json()) as { series: { runs: number }[] };
  return body.series.at(-1)!.runs;
};

for (const lang of ['en', 'es'] as const) {
  test.describe(`usage dashboards (${lang})`, () => {
    test.setTimeout(180_000);

    test('an owner sees 13 months of seeded usage and their real runs, by keyboard and as tables, and downloads the CSV', async ({ page, request, prefix }) => {
      const s = texts[lang];
      const shots = (n: string) => test.info().outputPath(n);
      const bearer = await signInAs(page, request, demo(prefix).owner, lang);

      // Real runs through the gateway: two built-in actions and a team prompt, recorded after each answer.
      const before = await todayRuns(request, bearer);
      const prompts = (await (await request.get('/api/teams/prompts', { headers: bearer })).json()) as { prompts: { id: string; name: string }[] };
      const polite = prompts.prompts.find((p) => p.name === s.prompt)!;
      await runAction(request, bearer, { action: 'reply' });
      await runAction(request, bearer, { action: 'tldr' });
      await runAction(request, bearer, { action: 'custom', prompt: 'Answer politely.', savedPrompt: polite.id });
      await expect.poll(() => todayRuns(request, bearer)).toBe(before + 3);

      await page.goto(sectionPath(lang, 'dashboardUsage'));
      await declineAnalytics(page, lang);
      const mine = page.getByTestId('my-usage');
      await expect(mine.getByTestId('chart-summary')).toHaveText(s.summary);

      // The chart is one keyboard stop; arrows move between days and the focused one is read out.
      const chart = mine.getByTestId('stacked-bars');
      await page.mouse.move(0, 0);
      await chart.focus();
      const readout = mine.locator('[aria-live=polite]');
      await expect(readout).not.toHaveText(/^\s*$/);
      const last = await readout.textContent();
      await page.keyboard.press('ArrowLeft');
      await expect(readout).not.toHaveText(last!);
      await page.keyboard.press('End');
      await expect(readout).toHaveText(last!);

      // The data table alternative: one row per day.
      await mine.getByText(s.table).first().click();
      await expect(mine.getByTestId('my-runs').locator('table tbody tr')).toHaveCount(30);
      await expectAxeClean(page, '[data-testid=my-usage]');
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await shootPart(page, `my-usage-${lang}-${scheme}`, shots, mine);
      }

      // The team's usage is its own section, for the owner and admins.
      await page.setViewportSize({ width: 1280, height: 900 });
      await openSection(page, lang, 'teamUsage');
      const team = page.getByTestId('team-usage-dashboard');
      await expect(team.getByTestId('chart-summary')).toHaveText(s.summary);
      await expect(team.getByTestId('member-usage').locator('tbody tr')).toHaveCount(12);
      await expect(team.getByTestId('member-usage').getByTestId('sparkline')).toHaveCount(12);
      await expect(team.getByTestId('top-prompts')).toContainText(s.prompt);
      await expect(team.getByTestId('latency').locator('tbody tr')).not.toHaveCount(0);
      await expect(team.getByTestId('active-members')).toContainText(s.weekly);
      await expectAxeClean(page, '[data-testid=team-usage-dashboard]');
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await shootPart(page, `team-usage-${lang}-${scheme}`, shots, team);
      }
      await page.setViewportSize({ width: 1280, height: 900 });

      // Another period: the summary and the bars follow.
      await team.getByRole('button', { name: s.days7 }).click();
      await expect(team.getByRole('button', { name: s.days7 })).toHaveAttribute('aria-pressed', 'true');
      await expect(team.getByTestId('chart-summary')).toHaveText(s.summary7);

      // The CSV of the same days.
      const download = page.waitForEvent('download');
      await team.getByRole('button', { name: s.csv }).click();
      const file = readFileSync(await (await download).path(), 'utf8').trim().split('\r\n');
      expect(file[0]).toMatch(/^date,runs,answered,/);
      expect(file).toHaveLength(8);
    });

    test('a member sees only their own usage, and the team history is refused to them', async ({ page, request, prefix }) => {
      const bearer = await signInAs(page, request, demo(prefix).member, lang);
      await page.goto(sectionPath(lang, 'dashboardUsage'));
      await expect(page.getByTestId('my-usage').getByTestId('chart-summary')).toHaveText(texts[lang].summary);
      await expect(page.getByTestId('my-limits')).toBeVisible();
      // No team usage for a member: not in the navigation, and its address says whose section it is.
      await expect(consoleNav(page, lang).getByRole('link', { name: consoleText[lang].sections.teamUsage })).toHaveCount(0);
      await page.goto(sectionPath(lang, 'teamUsage'));
      await expect(page.getByRole('heading', { name: consoleText[lang].adminOnly })).toBeVisible();
      await expect(page.getByTestId('team-usage-dashboard')).toHaveCount(0);
      const refused = await request.get('/api/teams/usage/history?days=30', { headers: bearer });
      expect(refused.status()).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'team_forbidden' });
    });
  });
}
