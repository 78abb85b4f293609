import { describe, expect, it } from 'vitest';
import { edges, resizeFrom } from './card-edges.ts';

const start = { x: 100, y: 50, width: 400, height: 300 };
// The card's real minimum, without a viewport.
const fit = ({ width, height }: { width: number; height: number }) => ({ width: Math.max(260, width), height: Math.max(140, height) });

describe('resizeFrom', () => {
  it('the right edge and the bottom edge grow the card; its top-left stays', () => {
    expect(resizeFrom('e', start, 30, 99, fit)).toEqual({ x: 100, y: 50, width: 430, height: 300 });
    expect(resizeFrom('s', start, 99, 40, fit)).toEqual({ x: 100, y: 50, width: 400, height: 340 });
    expect(resizeFrom('se', start, 30, 40, fit)).toEqual({ x: 100, y: 50, width: 430, height: 340 });
  });

  it('the left edge moves the left side: dragged left the card widens, its right side stays', () => {
    expect(resizeFrom('w', start, -50, 99, fit)).toEqual({ x: 50, y: 50, width: 450, height: 300 });
    expect(resizeFrom('sw', start, 60, 20, fit)).toEqual({ x: 160, y: 50, width: 340, height: 320 });
  });

  it('at the minimum size the fixed side still does not move', () => {
    const shrunk = resizeFrom('w', start, 390, 0, fit);
    expect(shrunk).toEqual({ x: 240, y: 50, width: 260, height: 300 });
    expect(shrunk.x + shrunk.width).toBe(start.x + start.width);
    expect(resizeFrom('s', start, 0, -500, fit).height).toBe(140);
  });

  it('has a handle for the right, bottom and left edges and the bottom corners', () => {
    expect([...edges].sort()).toEqual(['e', 's', 'se', 'sw', 'w']);
  });
});
