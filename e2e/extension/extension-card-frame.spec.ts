import type { Page } from '@playwright/test';
import { type Box, cardCopy, dragBy, near, overlaps, selectionBox, storedCardSize } from './card-frame-helpers.ts';
import { dragSelect } from './screenshot-helpers.ts';
import { type SelectaUi, selectaUi } from './selecta-ui.ts';
import { expect, reply, test } from './extension-fixtures.ts';

const article = `<!doctype html><html><head><title>Article</title><style>
body { margin: 0; min-height: 100vh; position: relative; font: 16px/1.5 system-ui, sans-serif; background: #fff; color: #111; }
p { margin: 24px; max-width: 60ch; }
#low { position: absolute; bottom: 8px; left: 0; }
</style></head><body>
<p id="top">Selecta puts a short answer next to the sentence you selected.</p>
<p id="low">A sentence at the very bottom of the window.</p>
</body></html>`;

for (const lang of ['en', 'es'] as const) {
  const t = cardCopy[lang];
  test.describe(lang, () => {
    test.use({ interfaceLanguage: lang });

    /** Selects a paragraph with the mouse and runs TLDR on it; answers the card once the answer is in. */
    const runOn = async (page: Page, ui: SelectaUi, selector: string) => {
      await dragSelect(page, selector);
      await ui.toolbar(t.toolbar).button(t.tldr).click();
      const card = ui.card(t.tldr);
      await expect.poll(() => card.locator('.selecta-output').text()).toBe(reply);
      return card;
    };

    test(`${lang}: the card is dragged by its header, resized by its corner and Alt+arrows, and reopens at the same size`, async ({ extContext, site, signIn, worker }) => {
      site.html.set('/article', article);
      await signIn();
      const page = await extContext.newPage();
      const ui = await selectaUi(page);
      await page.goto(`${site.url}/article`);
      let card = await runOn(page, ui, '#top');
      const selected = await selectionBox(page);
      const placed = await card.box();
      // Below the selection, clear of it.
      expect(overlaps(placed, selected)).toBe(false);
      expect(placed.y).toBeGreaterThanOrEqual(selected.y + selected.height);

      await dragBy(page, await card.locator('.selecta-card-title').box(), 120, 90);
      await expect.poll(async () => (await card.box()).x).toBeCloseTo(placed.x + 120, 0);
      const moved = await card.box();
      near(moved.y, placed.y + 90);
      expect(await card.attribute('data-moved')).toBe('true');

      await dragBy(page, await card.locator('.selecta-card-resize').box(), 80, 60);
      await expect.poll(async () => (await card.box()).width).toBeCloseTo(placed.width + 80, 0);
      const resized = await card.box();
      near(resized.height, placed.height + 60);
      // The corner grows the card; its top-left stays where the user put it.
      near(resized.x, moved.x);
      near(resized.y, moved.y);

      // Keyboard: Alt+arrows move, Alt+Shift+arrows resize (from any control in the card).
      await ui.evaluate((root) => root?.querySelector<HTMLElement>('.selecta-copy')?.focus(), null);
      await page.keyboard.press('Alt+ArrowLeft');
      await expect.poll(async () => (await card.box()).x).toBeCloseTo(resized.x - 16, 0);
      await page.keyboard.press('Alt+Shift+ArrowDown');
      await expect.poll(async () => (await card.box()).height).toBeCloseTo(resized.height + 16, 0);
      const final = { width: Math.round(resized.width), height: Math.round(resized.height + 16) };
      await expect.poll(() => storedCardSize(worker)).toEqual(final);

      await card.button(t.close).click();
      await expect.poll(() => card.count()).toBe(0);
      await page.mouse.click(5, 5);
      card = await runOn(page, ui, '#top');
      const reopened = await card.box();
      near(reopened.width, final.width);
      near(reopened.height, final.height);
      // A new card follows its selection again, without covering it.
      expect(overlaps(reopened, await selectionBox(page))).toBe(false);

      // A new tab (a fresh page) gets the size from chrome.storage.
      const other = await extContext.newPage();
      const otherUi = await selectaUi(other);
      await other.goto(`${site.url}/article`);
      const third = await (await runOn(other, otherUi, '#top')).box();
      near(third.width, final.width);
      near(third.height, final.height);
      await other.close();
      await page.close();
    });

    test(`${lang}: the card goes above a selection at the bottom, and a moved card stays inside a shrinking window`, async ({ extContext, site, signIn }) => {
      site.html.set('/article', article);
      await signIn();
      const page = await extContext.newPage();
      await page.setViewportSize({ width: 1280, height: 720 });
      const ui = await selectaUi(page);
      await page.goto(`${site.url}/article`);
      const card = await runOn(page, ui, '#low');
      const selected = await selectionBox(page);
      const placed: Box = await card.box();
      expect(overlaps(placed, selected)).toBe(false);
      expect(placed.y + placed.height).toBeLessThanOrEqual(selected.y);

      // Dragged to the bottom-right corner, then the window shrinks: the card is pulled back into view.
      await dragBy(page, await card.locator('.selecta-card-title').box(), 1280 - placed.x - 40, 720 - placed.y - 40);
      await page.setViewportSize({ width: 800, height: 500 });
      await expect.poll(async () => {
        const box = await card.box();
        return box.x >= 0 && box.y >= 0 && box.x + box.width <= 800 && box.y + box.height <= 500;
      }).toBe(true);
      await page.close();
    });
  });
}

test('a page script cannot move or resize the card, even with its shadow root in hand', async ({ extContext, site, signIn, worker }) => {
  site.html.set('/article', article);
  await signIn();
  const page = await extContext.newPage();
  const ui = await selectaUi(page);
  await page.goto(`${site.url}/article`);
  await dragSelect(page, '#top');
  await ui.toolbar().button('TLDR').click();
  const card = ui.card('TLDR');
  await expect.poll(() => card.locator('.selecta-output').text()).toBe(reply);
  const before = await card.box();
  await ui.evaluate((root) => {
    const fire = (el: Element, type: string, x: number, y: number) =>
      el.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true, cancelable: true, button: 0, pointerId: 1, clientX: x, clientY: y }));
    // The header and every resize handle: the edges, the corners.
    for (const el of [root!.querySelector('.selecta-card-header')!, ...root!.querySelectorAll('.selecta-card-edge')]) {
      fire(el, 'pointerdown', 100, 100);
      fire(el, 'pointermove', 300, 260);
      fire(el, 'pointerup', 300, 260);
    }
    const card = root!.querySelector('.selecta-card')!;
    for (const key of ['ArrowRight', 'ArrowDown']) {
      card.dispatchEvent(new KeyboardEvent('keydown', { key, altKey: true, bubbles: true, cancelable: true }));
      card.dispatchEvent(new KeyboardEvent('keydown', { key, altKey: true, shiftKey: true, bubbles: true, cancelable: true }));
    }
  }, null);
  expect(await card.box()).toEqual(before);
  expect(await card.attribute('data-moved')).toBeNull();
  expect(await storedCardSize(worker)).toBeNull();
  await page.close();
});
