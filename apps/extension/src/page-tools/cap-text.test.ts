import { describe, expect, it } from 'vitest';
import { capText } from './cap-text.ts';

describe('capping the page text at the plan’s size', () => {
  it('keeps a text that fits whole', () => {
    expect(capText('Short text.', 4000)).toEqual({ text: 'Short text.', cutAt: null });
  });

  it('cuts at a paragraph end near the limit and says how much it kept', () => {
    const text = `${'a'.repeat(3800)}\n\n${'b'.repeat(500)}`;
    const capped = capText(text, 4000);
    expect(capped.text).toBe('a'.repeat(3800));
    expect(capped.cutAt).toBe(3800);
  });

  it('cuts at a sentence, else a word, never past the limit', () => {
    const sentences = 'One sentence here. '.repeat(300);
    const capped = capText(sentences, 4000);
    expect(capped.text.endsWith('here.')).toBe(true);
    expect(capped.text.length).toBeLessThanOrEqual(4000);
    const oneWord = 'x'.repeat(5000);
    expect(capText(oneWord, 4000)).toEqual({ text: 'x'.repeat(4000), cutAt: 4000 });
  });
});
