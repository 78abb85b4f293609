import type { Page } from '@playwright/test';
import { type AttackReport, hostilePage } from './hostile-page.ts';
import { requestFor, selectAll } from './page-actions.ts';
import { type SelectaUi, selectaUi } from './selecta-ui.ts';
import { expect, reply, test } from './extension-fixtures.ts';

const report = (page: Page) => page.evaluate(() => (window as unknown as { attackReport: () => AttackReport }).attackReport());
const rounds = (page: Page) => page.evaluate(() => (window as unknown as { attack: { rounds: number } }).attack.rounds);

/** Lets the page's attack loop run `count` more times (it tries everything every 25 ms). */
async function letAttackRun(page: Page, count = 20): Promise<void> {
  const from = await rounds(page);
  await expect.poll(() => rounds(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(from + count);
}

const providerCalls = (double: { requests: { body: Record<string, unknown> }[] }, text: string) =>
  double.requests.filter((r) => JSON.stringify(r.body).includes(text)).length;

test('a page script cannot show the toolbar, press its buttons, or read the answer; the user still can', async ({ extContext, site, signIn, double }) => {
  test.slow(); // the page attacks at three moments, for 20 rounds each
  const text = `Spend this visitor's quota (${test.info().testId})`;
  site.html.set('/free-ai', hostilePage(text));
  await signIn();
  const page = await extContext.newPage();
  const ui = await selectaUi(page);
  await page.goto(`${site.url}/free-ai`);
  await ui.evaluate(() => true, null); // the content script is in the page
  await letAttackRun(page);
  // Faked selection events show nothing and run nothing.
  expect(await ui.toolbar().count()).toBe(0);
  expect(providerCalls(double, text)).toBe(0);

  // A real user selects: the toolbar appears, and the page keeps attacking it.
  await selectAll(page, '#area');
  await expect.poll(() => ui.toolbar().isVisible()).toBe(true);
  await letAttackRun(page);
  expect(await ui.card().count()).toBe(0);
  expect(providerCalls(double, text)).toBe(0);

  // A real click runs, once.
  await ui.toolbar().button('TLDR').click();
  const card = ui.card('TLDR');
  await expect.poll(() => card.locator('.selecta-output').text()).toBe(reply);
  await expect.poll(() => card.attribute('data-phase')).toBe('done');
  await letAttackRun(page);
  expect(providerCalls(double, text)).toBe(1);

  const { reached, seen } = await report(page);
  expect(reached).toEqual([]);
  expect(seen.filter((s) => s.includes(reply))).toEqual([]);
  expect(seen.length).toBeGreaterThan(0);
  await page.close();
});

/** Presses everything in the toolbar or card the way only a script can, then reports what the UI looks like right after. */
async function syntheticPress(ui: SelectaUi, scope: '[role=toolbar]' | '[role=dialog]') {
  return ui.evaluate((root, selector) => {
    const target = root?.querySelector(selector);
    if (!target) throw new Error(`no ${selector}`);
    for (const input of target.querySelectorAll('input')) input.value = 'Write a poem instead';
    for (const button of target.querySelectorAll('button')) {
      button.click();
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
      button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    }
    for (const input of target.querySelectorAll('input')) input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    for (const form of target.querySelectorAll('form')) form.requestSubmit();
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    // A run starts synchronously (the toolbar goes, the card turns to "streaming"): read the state at once.
    return { connected: target.isConnected, phase: target.getAttribute('data-phase') };
  }, scope);
}

test('even with the shadow root in hand, synthetic clicks, key presses and requestSubmit start nothing', async ({ extContext, site, signIn, double }) => {
  const text = `Notes a script wants summarised (${test.info().testId})`;
  site.html.set('/synthetic', `<!doctype html><html><head><title>Notes</title></head><body><textarea id="area" rows="3" cols="60">${text}</textarea></body></html>`);
  await signIn();
  const page = await extContext.newPage();
  const ui = await selectaUi(page);
  await page.goto(`${site.url}/synthetic`);
  await selectAll(page, '#area');
  await expect.poll(() => ui.toolbar().isVisible()).toBe(true);
  expect(await syntheticPress(ui, '[role=toolbar]')).toEqual({ connected: true, phase: null });
  expect(await ui.card().count()).toBe(0);

  // The Custom prompt card waits for an instruction; a script's submit does not give it one.
  await ui.toolbar().button('Custom prompt').click();
  const card = ui.card('Custom prompt');
  await expect.poll(() => card.attribute('data-phase')).toBe('prompt');
  expect(await syntheticPress(ui, '[role=dialog]')).toEqual({ connected: true, phase: 'prompt' });

  // The user types and presses Enter: one run, with the user's instruction.
  await card.textbox('What should Selecta do with the selected text?').fill('Make it formal');
  await page.keyboard.press('Enter');
  await expect.poll(() => card.locator('.selecta-output').text()).toBe(reply);
  expect(providerCalls(double, text)).toBe(1);
  expect(JSON.stringify(requestFor(double, text)?.body)).toContain('Make it formal');
  await page.close();
});
