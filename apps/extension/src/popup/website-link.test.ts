import { describe, expect, it } from 'vitest';
import { websiteLink } from './website-link.ts';

describe('links to the website', () => {
  it('go to the page in the interface language, keeping its query', () => {
    expect(websiteLink('https://selecta.acme.example', 'es', '/auth?login=true', {})).toBe('https://selecta.acme.example/es/auth?login=true');
  });

  it('tell the website analytics are off when the organisation’s policy says so', () => {
    expect(websiteLink('https://selecta.acme.example', 'en', '/dashboard', { disableAnalytics: true })).toBe('https://selecta.acme.example/en/dashboard?analytics=off');
    expect(websiteLink('http://localhost:3000', 'en', '/auth?login=true&sso=acme.example', { disableAnalytics: true })).toBe(
      'http://localhost:3000/en/auth?login=true&sso=acme.example&analytics=off',
    );
  });
});
