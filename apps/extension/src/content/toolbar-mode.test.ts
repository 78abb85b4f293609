import { describe, expect, it } from 'vitest';
import { mayShowToolbar, type SelectionGesture } from './toolbar-mode.ts';

const drag: SelectionGesture = { altKey: false, shiftKey: false, clicks: 1, moved: 80, inGrid: false };
const key: SelectionGesture = { altKey: false, shiftKey: true, clicks: 0, moved: null, inGrid: false };

describe('when the toolbar appears', () => {
  it('always: on every selection by mouse or keyboard', () => {
    expect(mayShowToolbar('always', drag)).toBe(true);
    expect(mayShowToolbar('always', key)).toBe(true);
    expect(mayShowToolbar('always', { ...drag, clicks: 2, moved: 0 })).toBe(true);
  });

  it('modifier: only with Alt held at the end of the selection', () => {
    expect(mayShowToolbar('modifier', drag)).toBe(false);
    expect(mayShowToolbar('modifier', key)).toBe(false);
    expect(mayShowToolbar('modifier', { ...drag, altKey: true })).toBe(true);
    expect(mayShowToolbar('modifier', { ...key, altKey: true })).toBe(true);
  });

  it('shortcut: never by itself, whatever is held', () => {
    expect(mayShowToolbar('shortcut', drag)).toBe(false);
    expect(mayShowToolbar('shortcut', { ...drag, altKey: true })).toBe(false);
    expect(mayShowToolbar('shortcut', { ...key, altKey: true })).toBe(false);
  });

  it('never on a single still click in a grid, but a drag, a double click or Shift+click there is a selection', () => {
    const click = { ...drag, moved: 0, inGrid: true };
    expect(mayShowToolbar('always', click)).toBe(false);
    expect(mayShowToolbar('always', { ...click, moved: 3 })).toBe(false);
    expect(mayShowToolbar('modifier', { ...click, altKey: true })).toBe(false);
    expect(mayShowToolbar('always', { ...click, moved: 40 })).toBe(true);
    expect(mayShowToolbar('always', { ...click, clicks: 2 })).toBe(true);
    expect(mayShowToolbar('always', { ...click, shiftKey: true })).toBe(true);
    // Outside a grid a still click that leaves a selection (a page selecting for the user) still shows it, as today.
    expect(mayShowToolbar('always', { ...click, inGrid: false })).toBe(true);
  });
});
