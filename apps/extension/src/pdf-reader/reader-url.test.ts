import { describe, expect, it } from 'vitest';
import { looksLikePdf, readerTarget, readerUrl } from './reader-url.ts';

describe('the PDF reader address', () => {
  it('carries the PDF URL, query and fragment included, and reads it back', () => {
    const pdf = 'https://example.com/docs/a b.pdf?x=1&y=2#page=3';
    const url = new URL(readerUrl('chrome-extension://abc/', pdf));
    expect(url.pathname).toBe('/pdf-reader.html');
    const target = readerTarget(url.search);
    expect(target.ok && target.url.href).toBe(new URL(pdf).href);
  });

  it('opens http, https and file URLs only', () => {
    for (const pdf of ['http://a.test/x.pdf', 'https://a.test/x', 'file:///home/me/x.pdf']) {
      expect(readerTarget(`?file=${encodeURIComponent(pdf)}`).ok).toBe(true);
    }
    for (const pdf of ['javascript:alert(1)', 'data:application/pdf;base64,AAAA', 'chrome://settings', 'blob:https://a.test/1']) {
      expect(readerTarget(`?file=${encodeURIComponent(pdf)}`)).toEqual({ ok: false, reason: 'scheme' });
    }
  });

  it('says when there is nothing (or nothing readable) to open', () => {
    expect(readerTarget('')).toEqual({ ok: false, reason: 'missing' });
    expect(readerTarget('?file=')).toEqual({ ok: false, reason: 'missing' });
    expect(readerTarget('?file=not%20a%20url')).toEqual({ ok: false, reason: 'missing' });
  });

  it('recognises a PDF address by its name', () => {
    expect(looksLikePdf('https://a.test/paper.PDF?dl=1')).toBe(true);
    expect(looksLikePdf('file:///tmp/x.pdf')).toBe(true);
    expect(looksLikePdf('https://a.test/paper.pdf.html')).toBe(false);
    expect(looksLikePdf('chrome://x/a.pdf')).toBe(false);
    expect(looksLikePdf(undefined)).toBe(false);
  });
});
