import type { Page } from 'puppeteer-core';
import { type AttackReport, hostilePage } from '../extension/hostile-page.ts';
import { FirefoxUi, until } from './firefox-ui.ts';
import { expect, openSitePage, reply, selectAllIn, test } from './firefox-fixtures.ts';

const rounds = (page: Page) => page.evaluate(() => (window as unknown as { attack: { rounds: number } }).attack.rounds);
/** Lets the page's attack loop (every 25 ms) run `count` more times. */
async function letAttackRun(page: Page, count = 20): Promise<void> {
  const from = await rounds(page);
  await until(async () => ((await rounds(page)) >= from + count ? true : null), `${count} attack rounds`, 20_000);
}

test('a page script cannot show the toolbar, press its buttons, or read the answer; the user still can', async ({ ff, site, signIn, double }) => {
  const selected = `Spend this visitor's quota in Firefox (${test.info().testId})`;
  const calls = () => double.requests.filter((r) => JSON.stringify(r.body).includes(selected)).length;
  site.html.set('/free-ai', hostilePage(selected));
  await signIn();
  const page = await openSitePage(ff, `${site.url}/free-ai`);
  const ui = new FirefoxUi(page);
  await letAttackRun(page);
  expect((await ui.toolbar().state()).count).toBe(0);
  expect(calls()).toBe(0);

  await selectAllIn(page, '#area');
  await until(async () => ((await ui.toolbar().isVisible()) ? true : null), 'the toolbar');
  await letAttackRun(page);
  expect((await ui.card().state()).count).toBe(0);
  expect(calls()).toBe(0);

  await ui.toolbar().button('TLDR').click();
  const card = ui.card('TLDR');
  await until(async () => ((await card.attribute('data-phase')) === 'done' ? true : null), 'the run to end');
  await letAttackRun(page);
  expect(calls()).toBe(1);
  const report = await page.evaluate(() => (window as unknown as { attackReport: () => AttackReport }).attackReport());
  expect(report.reached).toEqual([]);
  expect(report.seen.filter((s) => s.includes(reply))).toEqual([]);
  expect(report.seen.length).toBeGreaterThan(0);
});
