import { ssoErrorCodes } from '@selecta/shared/team-sso';
import * as client from 'openid-client';
import { checkEndpointHost, checkEndpointUrl } from '../../ai/endpoint-guard.ts';
import type { Env } from '../../env.ts';
import { HttpError } from '../../lib/http-error.ts';
import { insecureIfLoopback } from '../../auth/oauth/openid-provider.ts';

const invalid = (message: string) => new HttpError(400, ssoErrorCodes.issuerInvalid, message);

/**
 * The issuer a team owner typed, checked before it is saved: a full https URL (plain http only for a provider on
 * this machine), on a public address unless the operator allows private ones (`AI_ALLOW_PRIVATE_ENDPOINTS`, the same
 * switch as a team's own model endpoint, since the server fetches both), and answering OpenID discovery with
 * itself as the issuer. An unreachable or non-OpenID issuer is a 422 that says so.
 */
export async function checkIssuer(env: Env, raw: string, clientId: string, secret: string): Promise<string> {
  let url: URL;
  try {
    url = checkEndpointUrl(raw, env.AI_ALLOW_PRIVATE_ENDPOINTS);
    await checkEndpointHost(url, env.AI_ALLOW_PRIVATE_ENDPOINTS);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    throw invalid(`The issuer must be a full https URL on a public address, like https://login.example.com. ${error.message}`);
  }
  if (url.protocol === 'http:' && insecureIfLoopback(url).length === 0) throw invalid('The issuer must use https.');
  if (url.search || url.hash) throw invalid('The issuer must not have a query or a fragment.');
  const issuer = url.href.replace(/\/$/, '');
  try {
    await client.discovery(new URL(issuer), clientId, secret, undefined, { execute: insecureIfLoopback(url), timeout: 10 });
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unknown error';
    throw new HttpError(422, ssoErrorCodes.issuerUnreachable, `The issuer did not answer OpenID Connect discovery at ${issuer}/.well-known/openid-configuration (${reason}).`);
  }
  return issuer;
}
