import { describe, expect, it } from 'vitest';
import { checkoutReturnUrls } from './return-urls.ts';

const base = 'https://selecta.test';

describe('checkout return URLs', () => {
  it('keeps our own URLs, takes the language from the success path and adds the session placeholder once', () => {
    expect(checkoutReturnUrls(base, { success_url: `${base}/es/payment-success?session_id=old&x=1`, cancel_url: '/es/payment-cancel' })).toEqual({
      successUrl: `${base}/es/payment-success?session_id={CHECKOUT_SESSION_ID}&x=1`,
      cancelUrl: `${base}/es/payment-cancel`,
      locale: 'es',
    });
  });

  it('replaces foreign, protocol-relative and non-http URLs with our payment pages', () => {
    for (const evil of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', 'https://selecta.test.evil.example/', 'http://selecta.test/']) {
      const urls = checkoutReturnUrls(base, { success_url: evil, cancel_url: evil, locale: 'es' });
      expect(urls.successUrl).toBe(`${base}/es/payment-success?session_id={CHECKOUT_SESSION_ID}`);
      expect(urls.cancelUrl).toBe(`${base}/es/payment-cancel`);
    }
  });

  it('falls back to English for an unknown locale', () => {
    expect(checkoutReturnUrls(base, { locale: 'fr' }).locale).toBe('en');
  });
});
