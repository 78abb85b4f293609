import type { TeamSso } from '@selecta/shared/team-sso';

/** The card tests' settings: a connected IdP and `acme.test` proved (more domains by `domains`). */
export function readySso(domains: TeamSso['domains'] = []): TeamSso {
  return {
    callbackUrl: 'https://selecta.test/auth/v1/callback',
    provider: { id: '4f1c2b9e-6a0d-4c2e-9a51-0b7d3e2f1a10', issuer: 'https://login.acme.test', clientId: 'acme', hasSecret: true },
    requireSso: false,
    recoveryCodesLeft: 0,
    domains: [{ id: '9d6e1f2a-3b4c-4d5e-8f60-718293a4b5c6', domain: 'acme.test', recordName: '_selecta.acme.test', recordValue: 'selecta-domain-verification=x', verifiedAt: '2026-11-27T10:00:00.000Z' }, ...domains],
  };
}
