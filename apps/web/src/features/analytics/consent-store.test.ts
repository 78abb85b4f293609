import { afterEach, describe, expect, it, vi } from 'vitest';

/** The store reads the address and storage once, when first asked: each case loads it afresh. */
const freshStore = async () => {
  vi.resetModules();
  return import('./consent-store.ts');
};

describe('the analytics choice', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('is unanswered on a first visit', async () => {
    const { getConsent } = await freshStore();
    expect(getConsent()).toEqual({ choice: null, bannerOpen: true });
  });

  it('is declined, and remembered, when the extension’s organisation turned analytics off (?analytics=off)', async () => {
    window.history.replaceState(null, '', '/en/dashboard?analytics=off');
    const { getConsent, consentStorageKey } = await freshStore();
    expect(getConsent()).toEqual({ choice: 'denied', bannerOpen: false });
    expect(window.localStorage.getItem(consentStorageKey)).toBe('denied');
  });

  it('overrides an earlier acceptance on that link too', async () => {
    window.localStorage.setItem('selecta.analytics-consent', 'granted');
    window.history.replaceState(null, '', '/es/pricing?analytics=off');
    const { getConsent } = await freshStore();
    expect(getConsent().choice).toBe('denied');
  });
});
