/** Helpers for the card frame specs: their copy, where the selection is, colours, and mouse drags. */
import { expect, type Page } from '@playwright/test';
import type { SelectaUi } from './selecta-ui.ts';

/** The words the card frame specs click, in each language. */
export const cardCopy = {
  en: { toolbar: 'Selecta actions', tldr: 'TLDR', close: 'Close' },
  es: { toolbar: 'Acciones de Selecta', tldr: 'Resumen', close: 'Cerrar' },
} as const;

/** Pixel positions agree to one pixel (sub-pixel layout). */
export const near = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1);

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The page's current selection, as a box in viewport coordinates. */
export function selectionBox(page: Page): Promise<Box> {
  return page.evaluate(() => {
    const rect = getSelection()!.getRangeAt(0).getBoundingClientRect();
    return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
  });
}

export const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Drags with the real (trusted) mouse from the centre of `box` by (dx, dy). */
export async function dragBy(page: Page, box: Box, dx: number, dy: number): Promise<void> {
  const x = box.x + Math.min(box.width / 2, 20);
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 6 });
  await page.mouse.up();
}

/** Relative luminance (WCAG) of a computed `rgb(…)` colour: 0 black … 1 white. */
export function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** The computed background colour of an element of Selecta's UI (toolbar or card). */
export function uiBackground(ui: SelectaUi, selector: string): Promise<string | null> {
  return ui.evaluate((root, sel) => {
    const el = root?.querySelector(sel);
    return el ? getComputedStyle(el).backgroundColor : null;
  }, selector);
}

/** The card's size as Selecta keeps it in chrome.storage (null before the user resized a card). */
export function storedCardSize(worker: { evaluate<R>(fn: () => Promise<R>): Promise<R> }): Promise<unknown> {
  return worker.evaluate(async () => {
    const { chrome } = globalThis as unknown as { chrome: { storage: { local: { get(k: string): Promise<Record<string, unknown>> } } } };
    return (await chrome.storage.local.get('cardSize')).cardSize ?? null;
  });
}
