import type { ToolbarMode } from '../settings/keyboard-schema.ts';

/** How a selection was finished: the mouse button or Shift key released, with what held and how far the mouse went. */
export interface SelectionGesture {
  altKey: boolean;
  shiftKey: boolean;
  /** The click count of the mouseup (2 for a double click); 0 for a key. */
  clicks: number;
  /** Pixels between mousedown and mouseup; null for a key, or when the press was not seen. */
  moved: number | null;
  /** Whether the press was in a spreadsheet-like grid (ARIA grid roles or a table cell). */
  inGrid: boolean;
}

/** Below this a press and release count as a click, not a drag (a hand on a trackpad wobbles a pixel or two). */
const clickSlop = 4;

/**
 * Whether a selection just made by the user may show the toolbar. `shortcut`: never (the shortcut and context menu
 * still work); `modifier`: only with Alt held; never for a single still click in a grid, where the page itself
 * selected the cell's text and the user meant to pick a cell, not text.
 */
export function mayShowToolbar(mode: ToolbarMode, gesture: SelectionGesture): boolean {
  if (mode === 'shortcut') return false;
  if (mode === 'modifier' && !gesture.altKey) return false;
  const stillClick = gesture.clicks === 1 && gesture.moved !== null && gesture.moved <= clickSlop && !gesture.shiftKey;
  return !(stillClick && gesture.inGrid);
}

const gridSelector = '[role=grid], [role=treegrid], [role=gridcell], td, th';

/** Whether the event's target sits in a spreadsheet-like grid, by ARIA role or table cell (never by site). */
export function inGrid(event: Event): boolean {
  const target = event.composedPath()[0];
  const element = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  return !!element?.closest(gridSelector);
}

/** Tracks where the last trusted left press went down, to tell a still click from a drag at the mouseup. */
export function pressTracker(): { down(event: MouseEvent): void; gesture(event: MouseEvent): SelectionGesture } {
  let start: { x: number; y: number } | null = null;
  return {
    down(event) {
      start = event.isTrusted && event.button === 0 ? { x: event.clientX, y: event.clientY } : null;
    },
    gesture(event) {
      const moved = start ? Math.hypot(event.clientX - start.x, event.clientY - start.y) : null;
      return { altKey: event.altKey, shiftKey: event.shiftKey, clicks: event.detail, moved, inGrid: inGrid(event) };
    },
  };
}

/** The gesture of a selection made with the keyboard (Shift+arrows). */
export const keyGesture = (event: KeyboardEvent): SelectionGesture => ({
  altKey: event.altKey,
  shiftKey: true,
  clicks: 0,
  moved: null,
  inGrid: false,
});
