import type { CardSize } from '../settings/card-size.ts';
import { send } from '../messaging/send.ts';

/** Smallest card the user can make: the header, one line of answer and the buttons still show. */
export const minCardSize = { width: 260, height: 140 };
const padding = 8;

/** The last size the user gave a card on this page: a card reopened here uses it without waiting for the store. */
let lastSize: CardSize | null = null;

/** A size that fits the current viewport (a remembered size may come from a larger window). */
export function fitSize(size: CardSize): CardSize {
  const width = Math.max(minCardSize.width, Math.min(size.width, window.innerWidth - 2 * padding));
  const height = Math.max(minCardSize.height, Math.min(size.height, window.innerHeight - 2 * padding));
  return { width: Math.round(width), height: Math.round(height) };
}

/** Gives the card a size (the user's); without one it keeps its natural, content-driven size. */
export function applySize(card: HTMLElement, size: CardSize): void {
  const fitted = fitSize(size);
  card.style.width = `${fitted.width}px`;
  card.style.height = `${fitted.height}px`;
  card.dataset.sized = 'true';
}

export function rememberedSize(stored: CardSize | null): CardSize | null {
  return lastSize ?? stored;
}

/** Keeps the size for the next card: two numbers, through the background (chrome.storage), never the card's text. */
export function rememberSize(size: CardSize): void {
  lastSize = fitSize(size);
  void send({ type: 'save-card-size', size: lastSize });
}
