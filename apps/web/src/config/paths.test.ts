import { describe, expect, it } from 'vitest';
import { pagePath, paths, sectionHref, switchLocalePath } from './paths.ts';

describe('paths', () => {
  it('builds locale-prefixed links', () => {
    expect(paths.home.getHref('es')).toBe('/es');
    expect(paths.auth.getHref('en', { login: true })).toBe('/en/auth?login=true');
    expect(paths.testCheckoutPortal.getHref('es')).toBe('/es/test-checkout/portal');
    expect(pagePath('dashboard', 'fr')).toBe('/en/dashboard');
    expect(sectionHref('es', 'features')).toBe('/es#features');
  });

  it('switches the language of a path, keeping the rest', () => {
    expect(switchLocalePath('/en/pricing', 'es')).toBe('/es/pricing');
    expect(switchLocalePath('/es', 'en')).toBe('/en');
    expect(switchLocalePath('/dashboard', 'es')).toBe('/es/dashboard');
    expect(switchLocalePath('/', 'es')).toBe('/es');
  });
});
