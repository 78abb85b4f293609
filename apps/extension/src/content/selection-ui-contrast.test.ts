import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The toolbar and card live in a closed shadow root axe cannot open, so their colours are checked here, from the
// stylesheet itself: every text colour against the background it is drawn on, in both themes (WCAG AA: 4.5:1).
const css = readFileSync(new URL('./selection-ui.css', import.meta.url), 'utf8');

function colour(name: string, theme: 'light' | 'dark'): string {
  const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
  if (!value) throw new Error(`no --${name}`);
  const pair = /^light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)$/i.exec(value);
  return pair ? pair[theme === 'light' ? 1 : 2]! : value;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

const pairs: [text: string, background: string][] = [
  ['bar-text', 'bar-bg'],
  ['bar-text', 'bar-hover'],
  ['text', 'card-bg'],
  ['muted', 'card-bg'],
  ['status', 'card-bg'],
  ['error', 'card-bg'],
  ['link', 'card-bg'],
  ['text', 'control-bg'],
  ['muted', 'control-bg'],
  ['text', 'control-hover'],
  ['status', 'control-hover'],
  ['primary-text', 'primary-bg'],
  ['primary-text', 'primary-hover'],
  ['badge-text', 'badge-bg'],
];

describe('toolbar and card colours', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`meet WCAG AA contrast in the ${theme} theme`, () => {
      const low = pairs
        .map(([text, background]) => ({ text, background, ratio: contrast(colour(text, theme), colour(background, theme)) }))
        .filter((pair) => pair.ratio < 4.5);
      expect(low).toEqual([]);
    });
  }

  it('has different card colours in the two themes', () => {
    expect(colour('card-bg', 'light')).not.toBe(colour('card-bg', 'dark'));
    expect(luminance(colour('card-bg', 'dark'))).toBeLessThan(0.05);
  });
});
