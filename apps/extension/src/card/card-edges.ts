import type { CardSize } from '../settings/card-size.ts';

/** The card's resize handles: its right, bottom and left edges and its two bottom corners (the top edge is the header, for moving). */
export const edges = ['e', 's', 'w', 'se', 'sw'] as const;
export type Edge = (typeof edges)[number];

export interface Frame extends CardSize {
  x: number;
  y: number;
}

/**
 * The card after dragging one of its edges or corners by (dx, dy) from `start`: that edge follows the pointer and the
 * opposite one stays where it was (dragging the left edge moves the card's left, not its right). `fit` keeps the
 * size between the card's minimum and the viewport (card-size.ts).
 */
export function resizeFrom(edge: Edge, start: Frame, dx: number, dy: number, fit: (size: CardSize) => CardSize): Frame {
  const width = start.width + (edge.includes('e') ? dx : edge.includes('w') ? -dx : 0);
  const height = start.height + (edge.includes('s') ? dy : 0);
  const size = fit({ width, height });
  return { x: edge.includes('w') ? start.x + start.width - size.width : start.x, y: start.y, ...size };
}
