import { describe, expect, it } from 'vitest';
import { keepInside, placeCard, type Rect } from './card-place.ts';

const viewport = { width: 1280, height: 800 };
const card = { width: 420, height: 300 };
const overlaps = (a: Rect, b: Rect) => a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
const cardRect = (place: { x: number; y: number }, size = card): Rect => ({ left: place.x, top: place.y, ...size });

describe('placeCard', () => {
  it('goes below the selection, centred on it, when there is room', () => {
    const selection = { left: 500, top: 100, width: 200, height: 20 };
    expect(placeCard(viewport, selection, card)).toEqual({ x: 390, y: 128, side: 'bottom', clear: true });
  });

  it('goes above a selection near the bottom of the viewport', () => {
    const selection = { left: 500, top: 700, width: 200, height: 20 };
    const place = placeCard(viewport, selection, card);
    expect(place).toEqual({ x: 390, y: 392, side: 'top', clear: true });
    expect(overlaps(cardRect(place), selection)).toBe(false);
  });

  it('goes beside a tall selection that leaves no room above or below', () => {
    const selection = { left: 100, top: 150, width: 400, height: 500 };
    const place = placeCard(viewport, selection, card);
    expect(place.side).toBe('right');
    expect(place.x).toBe(508);
    expect(overlaps(cardRect(place), selection)).toBe(false);
    // The same selection on the right of the page: the card goes to its left.
    const onRight = { ...selection, left: 800 };
    expect(placeCard(viewport, onRight, card)).toMatchObject({ side: 'left', x: 372, clear: true });
  });

  it('respects a remembered, larger size: a big card that does not fit below goes above', () => {
    const selection = { left: 300, top: 420, width: 200, height: 20 };
    expect(placeCard(viewport, selection, card).side).toBe('bottom');
    const big = { width: 600, height: 380 };
    const place = placeCard(viewport, selection, big);
    expect(place.side).toBe('top');
    expect(overlaps(cardRect(place, big), selection)).toBe(false);
  });

  it('shifts into the viewport at its edges', () => {
    const selection = { left: 1200, top: 100, width: 60, height: 20 };
    expect(placeCard(viewport, selection, card)).toMatchObject({ x: 1280 - 8 - 420, y: 128, side: 'bottom' });
    const atLeft = { left: 0, top: 100, width: 30, height: 20 };
    expect(placeCard(viewport, atLeft, card).x).toBe(8);
  });

  it('when no side has room (a phone, a selection filling it), uses the roomiest side and stays inside', () => {
    const phone = { width: 375, height: 667 };
    const selection = { left: 10, top: 200, width: 355, height: 300 };
    const place = placeCard(phone, selection, { width: 359, height: 300 });
    expect(place.clear).toBe(false);
    expect(place.side).toBe('top');
    expect(place).toMatchObject({ x: 8, y: 8 });
  });

  it('fits a narrow phone card below a one-line selection', () => {
    const phone = { width: 375, height: 667 };
    const selection = { left: 20, top: 80, width: 200, height: 20 };
    const place = placeCard(phone, selection, { width: 359, height: 240 });
    expect(place).toEqual({ x: 8, y: 108, side: 'bottom', clear: true });
  });
});

describe('keepInside', () => {
  it('pulls a moved card back into a smaller window and leaves one inside alone', () => {
    expect(keepInside({ width: 600, height: 500 }, { x: 900, y: 700 }, card)).toEqual({ x: 172, y: 192 });
    expect(keepInside(viewport, { x: -40, y: -10 }, card)).toEqual({ x: 8, y: 8 });
    expect(keepInside(viewport, { x: 300, y: 200 }, card)).toEqual({ x: 300, y: 200 });
  });
});
