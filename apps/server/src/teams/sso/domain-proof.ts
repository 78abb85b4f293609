import { Resolver } from 'node:dns/promises';
import { domainRecordName, domainRecordValue, ssoErrorCodes } from '@selecta/shared/team-sso';
import type { Env } from '../../env.ts';
import { HttpError } from '../../lib/http-error.ts';

const notProved = (message: string) => new HttpError(422, ssoErrorCodes.domainNotVerified, message);

/**
 * Looks up `_selecta.<domain>` TXT at DNS_RESOLVER (else the system's resolvers) and answers whether one of its
 * records is exactly `selecta-domain-verification=<token>`; a record split into several strings counts joined, as
 * DNS allows. Every failure is a 422 that says what was looked for: the owner fixes the record and tries again.
 */
export async function proveDomain(env: Pick<Env, 'DNS_RESOLVER'>, domain: string, token: string): Promise<void> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (env.DNS_RESOLVER) resolver.setServers([env.DNS_RESOLVER]);
  const name = domainRecordName(domain);
  const expected = domainRecordValue(token);
  let records: string[][];
  try {
    records = await resolver.resolveTxt(name);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTFOUND' || code === 'ENODATA') throw notProved(`There is no TXT record at ${name} yet. Publish "${expected}" there and try again.`);
    throw notProved(`The DNS lookup of ${name} failed (${code ?? 'unknown error'}). Try again in a moment.`);
  }
  if (!records.some((chunks) => chunks.join('') === expected)) {
    throw notProved(`The TXT records at ${name} do not include "${expected}". DNS changes can take a while to appear.`);
  }
}
