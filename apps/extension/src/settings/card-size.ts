import { browser } from 'wxt/browser';
import { z } from 'zod';

/**
 * The result card's size as the user last left it. Kept apart from the settings (not exported: it belongs to
 * this screen) and holds two numbers only, never anything the card showed.
 */
export const cardSizeSchema = z.object({
  width: z.number().int().min(200).max(4000),
  height: z.number().int().min(120).max(4000),
});
export type CardSize = z.infer<typeof cardSizeSchema>;

const key = 'cardSize';

export async function loadCardSize(): Promise<CardSize | null> {
  const stored = await browser.storage.local.get(key);
  const parsed = cardSizeSchema.safeParse(stored[key]);
  return parsed.success ? parsed.data : null;
}

export async function saveCardSize(size: CardSize): Promise<void> {
  await browser.storage.local.set({ [key]: cardSizeSchema.parse(size) });
}
