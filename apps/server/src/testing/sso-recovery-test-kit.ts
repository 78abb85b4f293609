import { randomUUID } from 'node:crypto';
import type { TeamSso } from '@selecta/shared/team-sso';
import { secret } from './oauth-test-kit.ts';
import { type serveWithSso, signInThroughIdp, ssoTeam } from './sso-test-kit.ts';

type Kit = ReturnType<typeof serveWithSso>;
export interface Answer {
  status: number;
  body: Record<string, unknown> & { code?: string; error_code?: string; access_token?: string; refresh_token?: string };
}

/** One request to the served app over HTTP, as a browser or supabase-js would send it. */
export async function request(app: { url: string }, method: string, path: string, bearer?: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`${app.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') ? (JSON.parse(text) as Answer['body']) : {} };
}

/** The password grant, with a recovery code when one is given (the website's own call). */
export const passwordSignIn = (app: { url: string }, email: string, password: string, code?: string, locale?: string) =>
  request(app, 'POST', '/auth/v1/token?grant_type=password', undefined, { email, password, ...(code ? { sso_recovery_code: code } : {}), ...(locale ? { locale } : {}) });

export const refresh = (app: { url: string }, refreshToken: string) => request(app, 'POST', '/auth/v1/token?grant_type=refresh_token', undefined, { refresh_token: refreshToken });

/**
 * A Pro team whose owner's address is at its proved domain: the owner signs in through the IdP once and requires SSO
 * from that session (as decision 040 asks), which answers the owner's first recovery codes.
 */
export async function coveredTeam(kit: Kit, name = 'own') {
  const served = kit.served;
  const domain = `${name}-${randomUUID().slice(0, 8)}.test`;
  const team = await ssoTeam(served.app, kit.dns, { issuer: served.op.issuer, clientId: 'team-client', secret, domain, ownerEmail: `boss@${domain}` });
  const sso = await signInThroughIdp(served, team.owner.email, domain);
  const on = await request(served.app, 'PUT', '/api/teams/sso/require', sso.accessToken, { required: true });
  if (on.status !== 200) throw new Error(`require-SSO refused: ${JSON.stringify(on.body)}`);
  const answer = on.body as unknown as TeamSso;
  return { ...team, domain, sso, answer, codes: answer.recoveryCodes ?? [] };
}
