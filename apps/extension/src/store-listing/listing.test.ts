import { describe, expect, it } from 'vitest';
import { listing, listingLanguages, privacyAnswers } from './listing.ts';

describe('the store listing', () => {
  it('fits the stores’ limits in both languages (name ≤ 45 for AMO, summary ≤ 132 for the Chrome Web Store)', () => {
    for (const lang of listingLanguages) {
      expect(listing[lang].name.length, lang).toBeLessThanOrEqual(45);
      expect(listing[lang].short.length, lang).toBeLessThanOrEqual(132);
      expect(listing[lang].long.length, lang).toBeGreaterThan(400);
      expect(listing[lang].singlePurpose.length, lang).toBeLessThanOrEqual(1000);
    }
  });

  it('answers the same privacy questions in English and Spanish, and says the selected text is never stored', () => {
    expect(privacyAnswers.es).toHaveLength(privacyAnswers.en.length);
    expect(privacyAnswers.en.map((a) => a.answer).join(' ')).toContain('never stores or logs the text');
    expect(privacyAnswers.es.map((a) => a.answer).join(' ')).toContain('nunca guarda ni registra el texto');
    // The history of answers: what it keeps, and that it stays in the browser (issue 28).
    expect(privacyAnswers.en.map((a) => a.answer).join(' ')).toContain('last 500 answers or 20 MB, never sent anywhere');
    expect(privacyAnswers.es.map((a) => a.answer).join(' ')).toContain('últimas 500 respuestas o 20 MB, sin enviarse nunca');
  });
});
