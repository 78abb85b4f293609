import { describe, expect, it } from 'vitest';
import { formatShortcut, normalizeShortcut, parseShortcut, shortcutOf, shortcutProblem } from './shortcut-keys.ts';

const press = (code: string, mods: Partial<Record<'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey', boolean>> = {}) => ({
  code, key: '?', ctrlKey: false, altKey: false, shiftKey: false, metaKey: false, ...mods,
});

describe('shortcut keys', () => {
  it('reads a key press by physical key, so Alt+P is P even where it types π', () => {
    expect(formatShortcut(shortcutOf(press('KeyP', { altKey: true, shiftKey: true }))!)).toBe('Alt+Shift+P');
    expect(formatShortcut(shortcutOf(press('Digit3', { ctrlKey: true, altKey: true }))!)).toBe('Ctrl+Alt+3');
    expect(formatShortcut(shortcutOf(press('F7', { altKey: true }))!)).toBe('Alt+F7');
    expect(formatShortcut(shortcutOf(press('Period', { altKey: true, metaKey: true }))!)).toBe('Alt+Meta+.');
    // A modifier alone, or keys we never bind (Enter, arrows, Space: editors need them).
    for (const code of ['AltLeft', 'ShiftRight', 'Enter', 'ArrowLeft', 'Space', 'Tab']) expect(shortcutOf(press(code, { altKey: true }))).toBeNull();
  });

  it('parses text in any order and case, and writes it back canonically', () => {
    expect(parseShortcut('shift+alt+p')).toEqual({ ctrl: false, alt: true, shift: true, meta: false, key: 'P' });
    expect(normalizeShortcut('option + cmd + 1')).toBe('Alt+Meta+1');
    expect(normalizeShortcut('Control+Alt+F12')).toBe('Ctrl+Alt+F12');
    for (const bad of ['', 'Alt', 'Alt+', 'Alt+Enter', 'Alt+Alt+P', 'Hyper+P', 'Alt+PP', 'Alt+F13']) expect(parseShortcut(bad)).toBeNull();
  });

  it('refuses combinations that belong to the page’s editor or to the browser', () => {
    expect(shortcutProblem(parseShortcut('Ctrl+C'))).toBe('needsAlt');
    expect(shortcutProblem(parseShortcut('Ctrl+Shift+Z'))).toBe('needsAlt');
    expect(shortcutProblem(parseShortcut('Meta+K'))).toBe('needsAlt');
    expect(shortcutProblem(parseShortcut('P'))).toBe('needsAlt');
    expect(shortcutProblem(parseShortcut('Alt+F'))).toBe('browser');
    expect(shortcutProblem(parseShortcut('Alt+F4'))).toBe('browser');
    expect(shortcutProblem(parseShortcut('Alt+Shift+F'))).toBeNull();
    expect(shortcutProblem(parseShortcut('Alt+Shift+K'))).toBeNull();
    expect(shortcutProblem(null)).toBe('invalid');
    expect(normalizeShortcut('Ctrl+V')).toBeNull();
  });
});
