import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtime-config.ts';

const valid = { authUrl: 'https://selecta.example', authAnonKey: 'anon', checkoutMode: 'stripe', gtmId: null, promoEnd: '2027-04-30T23:59:59.999Z', promoActive: true };

describe('parseRuntimeConfig', () => {
  it('accepts the config the server injects and drops fields the website does not use', () => {
    expect(parseRuntimeConfig({ ...valid, authMode: 'embedded' })).toEqual({ ...valid, authProviders: [] });
    expect(parseRuntimeConfig({ ...valid, gtmId: 'GTM-ABC' })?.gtmId).toBe('GTM-ABC');
  });

  it('keeps the known OAuth providers in our order and drops anything else', () => {
    expect(parseRuntimeConfig({ ...valid, authProviders: ['github', 'evil', 'google', 42] })?.authProviders).toEqual(['google', 'github']);
    expect(parseRuntimeConfig({ ...valid, authProviders: 'google' })?.authProviders).toEqual([]);
  });

  it.each([
    ['a missing field', { ...valid, authUrl: undefined }],
    ['an unknown checkout mode', { ...valid, checkoutMode: 'paypal' }],
    ['a wrong type', { ...valid, promoActive: 'yes' }],
    ['not an object', 'config'],
    ['null', null],
  ])('rejects %s', (_, value) => {
    expect(parseRuntimeConfig(value)).toBeUndefined();
  });
});
