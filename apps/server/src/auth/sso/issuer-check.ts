import { ssoErrorCodes } from '@selecta/shared/team-sso';
import * as client from 'openid-client';
import { isIP } from 'node:net';
import { checkEndpointHost, checkEndpointUrl, isPublicAddress } from '../../outbound/endpoint-guard.ts';
import type { Env } from '../../env.ts';
import { HttpError } from '../../lib/http-error.ts';
import { insecureIfLoopback } from '../oauth/openid-provider.ts';
import { issuerFetch } from './issuer-fetch.ts';

const invalid = (message: string) => new HttpError(400, ssoErrorCodes.issuerInvalid, message);

/** Whether a typed issuer names this machine or a private address outright (then the refusal names the switch). */
function looksPrivate(raw: string): boolean {
  const host = URL.parse(raw)?.hostname.replace(/^\[|\]$/g, '');
  return !!host && (host === 'localhost' || (isIP(host) !== 0 && !isPublicAddress(host)));
}

/**
 * The issuer's URL and host as the server may call them: https (http only with private issuers allowed, and then only
 * on this machine, see checkIssuer), and a public address unless the operator allows private issuers
 * (`SSO_ALLOW_PRIVATE_ISSUERS`, an on-premises Keycloak or ADFS; its own switch, not AI_ALLOW_PRIVATE_ENDPOINTS). The
 * host's name is resolved now, so a name that points at a private address is refused: when the owner saves the issuer,
 * and again at each sign-in (sso-flow-provider.ts), since its DNS may change after it was saved. Throws the endpoint
 * guard's HttpError.
 */
export async function checkIssuerAddress(env: Pick<Env, 'SSO_ALLOW_PRIVATE_ISSUERS'>, issuer: string): Promise<URL> {
  const url = checkEndpointUrl(issuer, env.SSO_ALLOW_PRIVATE_ISSUERS);
  await checkEndpointHost(url, env.SSO_ALLOW_PRIVATE_ISSUERS);
  return url;
}

/**
 * The issuer a team owner typed, checked before it is saved: a full https URL (plain http only for a provider on
 * this machine), on a public address unless the operator allows private issuers (`SSO_ALLOW_PRIVATE_ISSUERS`), and
 * answering OpenID discovery with itself as the issuer. An unreachable or non-OpenID issuer is a 422 that says so.
 */
export async function checkIssuer(env: Env, raw: string, clientId: string, secret: string): Promise<string> {
  let url: URL;
  try {
    url = await checkIssuerAddress(env, raw);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const hint = env.SSO_ALLOW_PRIVATE_ISSUERS || !(/public address/.test(error.message) || looksPrivate(raw)) ? '' : ' An identity provider on your own network needs the server operator to set SSO_ALLOW_PRIVATE_ISSUERS=true.';
    throw invalid(`The issuer must be a full https URL on a public address, like https://login.example.com. ${error.message}${hint}`);
  }
  if (url.protocol === 'http:' && insecureIfLoopback(url).length === 0) throw invalid('The issuer must use https.');
  if (url.search || url.hash) throw invalid('The issuer must not have a query or a fragment.');
  const issuer = url.href.replace(/\/$/, '');
  try {
    await client.discovery(new URL(issuer), clientId, secret, undefined, { execute: insecureIfLoopback(url), timeout: 10, [client.customFetch]: issuerFetch(env.SSO_ALLOW_PRIVATE_ISSUERS) });
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unknown error';
    throw new HttpError(422, ssoErrorCodes.issuerUnreachable, `The issuer did not answer OpenID Connect discovery at ${issuer}/.well-known/openid-configuration (${reason}).`);
  }
  return issuer;
}
