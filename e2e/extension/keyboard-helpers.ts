import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './extension-fixtures.ts';

/** What the page's own focus is on: the element's id and its selection offsets (text fields). */
export function pageFocus(page: Page): Promise<{ id: string; start: number | null; end: number | null }> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLTextAreaElement | null;
    return { id: active?.id ?? '', start: active?.selectionStart ?? null, end: active?.selectionEnd ?? null };
  });
}

/** Lets the page run two frames: long enough for the toolbar to appear had it been going to (see extension-options). */
export async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Drags the mouse across the text of `selector` (a real selection), optionally holding a key. */
export async function dragAcross(page: Page, selector: string, hold?: 'Alt'): Promise<void> {
  // Off any selected text first: a press on it would drag that text rather than select.
  await page.mouse.click(5, 5);
  const box = (await page.locator(selector).boundingBox())!;
  await page.mouse.move(box.x + 2, box.y + box.height / 2);
  if (hold) await page.keyboard.down(hold);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  if (hold) await page.keyboard.up(hold);
}

/** Opens the options page in the test's language and waits for its keyboard section. */
export async function openOptions(context: BrowserContext, extensionId: string): Promise<Page> {
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  await expect(options.getByTestId('keyboard-section')).toBeVisible();
  return options;
}
