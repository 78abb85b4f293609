import { autoUpdate } from '@floating-ui/dom';
import type { Anchor } from '../content/toolbar.ts';
import type { Translate } from '../i18n/translate.ts';
import type { CardSize } from '../settings/card-size.ts';
import { keepInside, placeCard } from './card-place.ts';
import { followDrag } from './card-drag.ts';
import { edges, resizeFrom } from './card-edges.ts';
import { applySize, fitSize, rememberedSize, rememberSize } from './card-size.ts';

/** Arrow keys with Alt move the card by this much (Alt+Shift: resize). */
const step = 16;
const arrows: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

const viewport = () => ({ width: document.documentElement.clientWidth || window.innerWidth, height: window.innerHeight });
const sizeOf = (element: HTMLElement) => ({ width: element.offsetWidth, height: element.offsetHeight });

/**
 * Makes the card movable (drag its header, Alt+arrows) and resizable (its right, bottom and left edges and bottom
 * corners, Alt+Shift+arrows), and places it next to the selection without covering it until the user moves or
 * resizes it; from then on it stays where they put it, kept inside the viewport. Only real input counts (isTrusted). Answers a function that undoes all of it.
 */
export function frameCard(card: HTMLElement, header: HTMLElement, anchor: Anchor, stored: CardSize | null, t: Translate): () => void {
  const size = rememberedSize(stored);
  if (size) applySize(card, size);
  header.title = t('card.moveHint');
  card.setAttribute('aria-keyshortcuts', Object.keys(arrows).flatMap((key) => [`Alt+${key}`, `Alt+Shift+${key}`]).join(' '));
  // Thin strips along the edges and squares in the corners, outside the tab order like the browser's own resizer;
  // Alt+Shift+arrows resize from the keyboard. The bottom-right one keeps the visible grip.
  const handles = edges.map((edge) => {
    const handle = document.createElement('div');
    handle.className = edge === 'se' ? 'selecta-card-edge selecta-card-resize' : 'selecta-card-edge';
    handle.dataset.edge = edge;
    handle.title = t('card.resizeHint');
    handle.setAttribute('aria-hidden', 'true');
    return { edge, handle };
  });
  card.append(...handles.map(({ handle }) => handle));

  const moveTo = (x: number, y: number) => {
    const inside = keepInside(viewport(), { x, y }, sizeOf(card));
    card.style.left = `${inside.x}px`;
    card.style.top = `${inside.y}px`;
  };
  const reference = { getBoundingClientRect: anchor.rect, contextElement: anchor.contextElement };
  let stopFollowing: (() => void) | null = autoUpdate(reference, card, () => {
    const rect = anchor.rect();
    const place = placeCard(viewport(), rect, sizeOf(card));
    card.style.left = `${place.x}px`;
    card.style.top = `${place.y}px`;
  });
  /** The user placed the card: it no longer follows the selection. */
  const pin = () => {
    stopFollowing?.();
    stopFollowing = null;
    card.dataset.moved = 'true';
  };
  const position = () => ({ x: card.offsetLeft, y: card.offsetTop });
  const resizeTo = (width: number, height: number) => applySize(card, { width, height });

  let start = { x: 0, y: 0, width: 0, height: 0 };
  const begin = () => {
    pin();
    start = { ...position(), ...sizeOf(card) };
  };
  followDrag(header, { start: begin, move: (dx, dy) => moveTo(start.x + dx, start.y + dy), end: () => undefined });
  for (const { edge, handle } of handles) {
    const move = (dx: number, dy: number) => {
      const frame = resizeFrom(edge, start, dx, dy, fitSize);
      applySize(card, frame);
      if (frame.x !== start.x) moveTo(frame.x, frame.y);
    };
    followDrag(handle, { start: begin, move, end: () => rememberSize(sizeOf(card)) });
  }

  card.addEventListener('keydown', (event) => {
    const arrow = arrows[event.key];
    if (!event.isTrusted || !arrow || !event.altKey || event.ctrlKey || event.metaKey) return;
    // Alt+Left/Right would otherwise go back or forward in the tab's history.
    event.preventDefault();
    pin();
    const [dx, dy] = arrow;
    if (event.shiftKey) {
      resizeTo(card.offsetWidth + dx * step, card.offsetHeight + dy * step);
      rememberSize(sizeOf(card));
    } else {
      const { x, y } = position();
      moveTo(x + dx * step, y + dy * step);
    }
  });
  // A moved card stays put, but inside the window when the window shrinks or its answer grows.
  const keepInView = () => {
    if (!stopFollowing) moveTo(position().x, position().y);
  };
  window.addEventListener('resize', keepInView);
  const observer = new ResizeObserver(keepInView);
  observer.observe(card);
  return () => {
    stopFollowing?.();
    observer.disconnect();
    window.removeEventListener('resize', keepInView);
  };
}
