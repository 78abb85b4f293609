import { describe, expect, it } from 'vitest';
import { ssoDomainOf, ssoFailureKey } from './sso-failure.ts';

describe('the SSO sign-in field', () => {
  it('takes the domain of an address, or a domain, and nothing else', () => {
    expect(ssoDomainOf(' Ana@Acme.Example ')).toBe('acme.example');
    expect(ssoDomainOf('acme.example')).toBe('acme.example');
    expect(ssoDomainOf('acme')).toBeUndefined();
    expect(ssoDomainOf('ana@')).toBeUndefined();
    expect(ssoDomainOf('not a domain')).toBeUndefined();
  });

  it('words GoTrue’s codes, unknown ones generically', () => {
    expect(ssoFailureKey('sso_provider_not_found')).toBe('sso.errors.notFound');
    expect(ssoFailureKey('sso_provider_disabled')).toBe('sso.errors.disabled');
    expect(ssoFailureKey('something_else')).toBe('sso.errors.generic');
  });
});
