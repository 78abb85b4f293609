import { z } from 'zod';

/**
 * A team's single sign-on (decision 040): the owner's OpenID Connect provider and the email domains the team proved
 * with a DNS TXT record. Shared by the server and the website.
 */
export const maxSsoDomains = 20;
/** Where the TXT record goes, and what it says: `_selecta.<domain>` TXT `selecta-domain-verification=<token>`. */
export const domainRecordName = (domain: string) => `_selecta.${domain}`;
export const domainRecordValue = (token: string) => `selecta-domain-verification=${token}`;

/** A DNS name of at least two labels (letters, digits, hyphens; IDNs in their xn-- form), lowercased. */
export const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'must be a domain name like example.com');

/** Printable, no control characters (NUL included): these end up in URLs and requests to the provider. */
const printable = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\p{Cc}]+$/u, 'must not contain control characters');

export const ssoProviderRequestSchema = z.object({
  issuer: printable(500),
  clientId: printable(500),
  /** Write-only: absent keeps the saved secret. */
  clientSecret: printable(2000).optional(),
});
export type SsoProviderRequest = z.infer<typeof ssoProviderRequestSchema>;

export const ssoDomainRequestSchema = z.object({ domain: domainSchema });
export const ssoRequireRequestSchema = z.object({ required: z.boolean() });

export const ssoDomainSchema = z.object({
  id: z.uuid(),
  domain: z.string(),
  /** The TXT record to publish, at `recordName`. */
  recordName: z.string(),
  recordValue: z.string(),
  verifiedAt: z.iso.datetime().nullable(),
});
export type SsoDomain = z.infer<typeof ssoDomainSchema>;

export const teamSsoSchema = z.object({
  /** Where the IdP must send people back: `{PUBLIC_URL}/auth/v1/callback`. */
  callbackUrl: z.string(),
  provider: z
    .object({
      id: z.uuid(),
      issuer: z.string(),
      clientId: z.string(),
      /** Only whether a secret is saved; the secret itself is never sent. */
      hasSecret: z.boolean(),
    })
    .nullable(),
  requireSso: z.boolean(),
  domains: z.array(ssoDomainSchema),
  /** How many of the owner's recovery codes are unused; never the codes. */
  recoveryCodesLeft: z.number().int().nonnegative(),
  /**
   * Only in the answer that made them (require-SSO turned on by an owner it covers, or a new set asked for): the
   * owner's new recovery codes, shown once. They are stored hashed and can never be read again.
   */
  recoveryCodes: z.array(z.string()).optional(),
});
export type TeamSso = z.infer<typeof teamSsoSchema>;

/** The error codes of the team SSO API, worded by the website in the visitor's language. */
export const ssoErrorCodes = {
  issuerInvalid: 'sso_issuer_invalid',
  issuerUnreachable: 'sso_issuer_unreachable',
  domainTaken: 'sso_domain_already_exists',
  domainNotVerified: 'sso_domain_not_verified',
  domainNotFound: 'sso_domain_not_found',
  tooManyDomains: 'sso_too_many_domains',
  notReady: 'sso_not_ready',
  /** 409: requiring SSO (or proving a domain while it is required) would sign the owner out; they sign in with SSO first. */
  testFirst: 'sso_test_first',
} as const;
export type SsoErrorCode = (typeof ssoErrorCodes)[keyof typeof ssoErrorCodes];
