import { describe, expect, it } from 'vitest';
import { isSitePath } from './site-routes.ts';

describe('isSitePath', () => {
  it('knows every page in both locales and unprefixed', () => {
    for (const path of ['/', '/en', '/es/', '/en/auth', '/es/pricing', '/dashboard', '/payment-success', '/es/test-checkout/portal', '/en/dashboard/team/audit', '/dashboard/usage']) {
      expect(isSitePath(path), path).toBe(true);
    }
  });

  it('refuses what is not a page', () => {
    for (const path of ['/fr/auth', '/en/nope', '/auth/extra', '/en/en', '/es/dashboard/x']) expect(isSitePath(path), path).toBe(false);
  });
});
