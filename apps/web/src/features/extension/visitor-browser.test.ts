import { describe, expect, it } from 'vitest';
import { browserOf } from './visitor-browser.ts';

describe('the visitor’s browser', () => {
  it('tells Chrome, Edge and Firefox apart by their user agents', () => {
    expect(browserOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36')).toBe('chrome');
    expect(browserOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0')).toBe('edge');
    expect(browserOf('Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0')).toBe('firefox');
  });

  it('offers Chrome’s package to any other browser (Brave, Opera and Vivaldi take it too)', () => {
    expect(browserOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15')).toBe('chrome');
    expect(browserOf('')).toBe('chrome');
  });
});
