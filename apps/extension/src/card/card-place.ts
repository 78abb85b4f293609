/** Where the result card goes: a pure function of the viewport, the selection and the card's size (unit-tested). */

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}
export interface Size {
  width: number;
  height: number;
}
export type Side = 'bottom' | 'top' | 'right' | 'left';
export interface CardPlace {
  x: number;
  y: number;
  side: Side;
  /** False when no side had room: the card then covers part of the selection, kept inside the viewport. */
  clear: boolean;
}

/** Below first (where people read on), then above, then beside the selection. */
const order: Side[] = ['bottom', 'top', 'right', 'left'];

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, Math.max(min, max)));

/** Room on each side of the selection, outside the gap and the viewport's padding. */
function room(side: Side, viewport: Size, selection: Rect, gap: number, padding: number): number {
  switch (side) {
    case 'bottom':
      return viewport.height - padding - (selection.top + selection.height + gap);
    case 'top':
      return selection.top - gap - padding;
    case 'right':
      return viewport.width - padding - (selection.left + selection.width + gap);
    case 'left':
      return selection.left - gap - padding;
  }
}

const alongMain = (side: Side, card: Size) => (side === 'bottom' || side === 'top' ? card.height : card.width);

/**
 * The first side (bottom, top, right, left) where the whole card fits without covering the selection; when none
 * does, the side with the most room, shifted into the viewport. Centred on the selection across that side.
 */
export function placeCard(viewport: Size, selection: Rect, card: Size, gap = 8, padding = 8): CardPlace {
  const fits = order.find((side) => room(side, viewport, selection, gap, padding) >= alongMain(side, card));
  const side = fits ?? order.reduce((best, next) => (room(next, viewport, selection, gap, padding) > room(best, viewport, selection, gap, padding) ? next : best));
  const maxX = viewport.width - padding - card.width;
  const maxY = viewport.height - padding - card.height;
  const centreX = clamp(selection.left + selection.width / 2 - card.width / 2, padding, maxX);
  const centreY = clamp(selection.top + selection.height / 2 - card.height / 2, padding, maxY);
  const place = (x: number, y: number): CardPlace => ({ x: clamp(x, padding, maxX), y: clamp(y, padding, maxY), side, clear: fits !== undefined });
  switch (side) {
    case 'bottom':
      return place(centreX, selection.top + selection.height + gap);
    case 'top':
      return place(centreX, selection.top - gap - card.height);
    case 'right':
      return place(selection.left + selection.width + gap, centreY);
    case 'left':
      return place(selection.left - gap - card.width, centreY);
  }
}

/** Keeps a card the user moved inside the viewport (after a window resize, or a drag past the edge). */
export function keepInside(viewport: Size, position: { x: number; y: number }, card: Size, padding = 8): { x: number; y: number } {
  return { x: clamp(position.x, padding, viewport.width - padding - card.width), y: clamp(position.y, padding, viewport.height - padding - card.height) };
}
