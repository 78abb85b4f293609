import type { Page } from '@playwright/test';
import { cardCopy, dragBy, near, storedCardSize } from './card-frame-helpers.ts';
import { dragSelect } from './screenshot-helpers.ts';
import { type SelectaUi, selectaUi } from './selecta-ui.ts';
import { expect, reply, test } from './extension-fixtures.ts';

const shots = '/tmp/shots-card-edges';
const article = `<!doctype html><html><head><title>Article</title><style>
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #fff; color: #111; }
p { margin: 24px; max-width: 60ch; }
</style></head><body>
<p id="top">Selecta puts a short answer next to the sentence you selected, and the card can be made as big as you like.</p>
</body></html>`;

for (const lang of ['en', 'es'] as const) {
  const t = cardCopy[lang];
  test.describe(lang, () => {
    test.use({ interfaceLanguage: lang });

    const runOn = async (page: Page, ui: SelectaUi) => {
      await page.mouse.click(5, 5);
      await dragSelect(page, '#top');
      await ui.toolbar(t.toolbar).button(t.tldr).click();
      const card = ui.card(t.tldr);
      await expect.poll(() => card.locator('.selecta-output').text()).toBe(reply);
      return card;
    };

    test(`${lang}: the card resizes from its right, bottom and left edges and its bottom corners, and keeps the size`, async ({ extContext, site, signIn, worker }) => {
      site.html.set('/edges', article);
      await signIn();
      const page = await extContext.newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      const ui = await selectaUi(page);
      await page.goto(`${site.url}/edges`);
      let card = await runOn(page, ui);
      const edge = async (name: string) => card.locator(`.selecta-card-edge[data-edge="${name}"]`).box();
      const start = await card.box();

      // Right edge: wider to the right; the left side stays.
      await dragBy(page, await edge('e'), 60, 0);
      await expect.poll(async () => (await card.box()).width).toBeCloseTo(start.width + 60, 0);
      near((await card.box()).x, start.x);
      near((await card.box()).height, start.height);

      // Bottom edge: taller; the top stays.
      await dragBy(page, await edge('s'), 0, 50);
      await expect.poll(async () => (await card.box()).height).toBeCloseTo(start.height + 50, 0);
      near((await card.box()).y, start.y);

      // Left edge: wider to the left; the right side stays.
      const before = await card.box();
      await dragBy(page, await edge('w'), -70, 0);
      await expect.poll(async () => (await card.box()).width).toBeCloseTo(before.width + 70, 0);
      const widened = await card.box();
      near(widened.x, before.x - 70);
      near(widened.x + widened.width, before.x + before.width);

      // Bottom-left corner: narrower from the left and taller.
      await dragBy(page, await edge('sw'), 30, 20);
      await expect.poll(async () => (await card.box()).width).toBeCloseTo(widened.width - 30, 0);
      const final = await card.box();
      near(final.height, widened.height + 20);
      near(final.x + final.width, widened.x + widened.width);
      await expect.poll(() => storedCardSize(worker)).toEqual({ width: Math.round(final.width), height: Math.round(final.height) });
      await page.screenshot({ path: `${shots}/card-edges-${lang}-1280.png` });

      // The keyboard still resizes as before (Alt+Shift+arrows from any control in the card).
      await ui.evaluate((root) => root?.querySelector<HTMLElement>('.selecta-copy')?.focus(), null);
      await page.keyboard.press('Alt+Shift+ArrowRight');
      await expect.poll(async () => (await card.box()).width).toBeCloseTo(final.width + 16, 0);
      const size = { width: Math.round(final.width + 16), height: Math.round(final.height) };
      await expect.poll(() => storedCardSize(worker)).toEqual(size);

      // Reopened on a phone-sized window: the remembered size, fitted to it; the left edge still works there.
      await card.button(t.close).click();
      await expect.poll(() => card.count()).toBe(0);
      await page.setViewportSize({ width: 375, height: 667 });
      card = await runOn(page, ui);
      const small = await card.box();
      near(small.width, 375 - 16);
      near(small.height, size.height);
      await dragBy(page, await edge('w'), 60, 0);
      await expect.poll(async () => (await card.box()).width).toBeCloseTo(small.width - 60, 0);
      near((await card.box()).x + (await card.box()).width, small.x + small.width);
      await page.screenshot({ path: `${shots}/card-edges-${lang}-375.png` });
      await page.close();
    });
  });
}
