import { describe, expect, it } from 'vitest';
import { isAllowedRedirect } from './redirect-allow-list.ts';

const env = { PUBLIC_URL: 'https://selecta.example', AUTH_REDIRECT_ALLOW_LIST: ['https://*.selecta-preview.example/**', 'http://localhost:3000/**', 'myapp://callback'] };

describe("redirect_to against PUBLIC_URL and GoTrue's allow list", () => {
  it('takes our own origin and what a glob matches', () => {
    expect(isAllowedRedirect(env, 'https://selecta.example/es/dashboard?x=1')).toBe(true);
    expect(isAllowedRedirect(env, 'https://pr-12.selecta-preview.example/en/auth')).toBe(true);
    expect(isAllowedRedirect(env, 'http://localhost:3000/a/b/c')).toBe(true);
    expect(isAllowedRedirect(env, 'myapp://callback')).toBe(true);
  });

  it('refuses open-redirect shapes', () => {
    for (const target of [
      'https://evil.example/',
      'https://selecta.example.evil.example/',
      'https://selecta.example@evil.example/',
      'https://user:pw@selecta.example/',
      'https://a.b.selecta-preview.example/x',
      'https://selecta-preview.example.evil.example/x',
      'http://selecta.example/',
      '//evil.example/',
      'javascript:alert(1)',
      'myapp://callback/more',
      'not a url',
    ]) {
      expect(isAllowedRedirect(env, target), target).toBe(false);
    }
    expect(isAllowedRedirect({ PUBLIC_URL: env.PUBLIC_URL, AUTH_REDIRECT_ALLOW_LIST: undefined }, 'https://pr-12.selecta-preview.example/')).toBe(false);
  });
});
