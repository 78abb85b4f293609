import { randomUUID } from 'node:crypto';
import { teamSsoDomains, teamSsoProviders } from '../db/schema/teams.ts';
import { call, createOwner } from './teams-test-kit.ts';
import type { TestApp } from './test-app.ts';
import type { TestUser } from './test-user.ts';

export const userSchema = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const enterpriseSchema = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const patchSchema = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/** A SCIM answer as a directory sees it: status, content type, the parsed body (or {} when empty). */
export interface ScimAnswer {
  status: number;
  type: string | null;
  location: string | null;
  body: Record<string, unknown> & { Resources?: Record<string, unknown>[]; totalResults?: number; scimType?: string; detail?: string; id?: string };
}

/** One SCIM request with the directory's token, as Okta and Entra send it (JSON body, SCIM content type). */
export async function scim(t: TestApp, token: string | null, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ScimAnswer> {
  const res = await t.app.request(`/scim/v2${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/scim+json; charset=utf-8' }),
      accept: 'application/scim+json',
      ...headers,
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type'), location: res.headers.get('location'), body: text ? JSON.parse(text) : {} };
}

/**
 * A Pro team with single sign-on at `domain` (provider and proved domain written straight into the tables: these tests
 * are about SCIM, not the IdP) and one SCIM token made through the real tokens API.
 */
export async function scimTeam(t: TestApp, domain = `acme-${randomUUID().slice(0, 8)}.test`, tokenName = 'Okta') {
  const { owner, teamId } = await createOwner(t, 'Acme', `owner-${randomUUID().slice(0, 8)}@${domain}`);
  const db = t.database.db;
  await db.insert(teamSsoProviders).values({ teamId, issuer: 'https://idp.example.test', clientId: 'selecta' });
  await db.insert(teamSsoDomains).values({ teamId, domain, token: 'test', verifiedAt: new Date() });
  const token = await newToken(t, owner, tokenName);
  return { owner, teamId, domain, token };
}

export async function newToken(t: TestApp, owner: TestUser, name: string): Promise<string> {
  const created = await call(t, owner, 'POST', '/api/teams/scim/tokens', { name });
  if (created.status !== 201) throw new Error(`token not created: ${created.status} ${JSON.stringify(created.body)}`);
  return String(created.body.token);
}

/** A User body as Okta's create sends it (password, locale, groups: [] included). */
export const oktaUser = (email: string, given = 'Test', family = 'User') => ({
  schemas: [userSchema],
  userName: email,
  name: { givenName: given, familyName: family },
  emails: [{ primary: true, value: email, type: 'work' }],
  displayName: `${given} ${family}`,
  locale: 'en-US',
  externalId: `00u${randomUUID().replace(/-/g, '').slice(0, 17)}`,
  groups: [],
  password: 'p4ssw0rd-from-okta',
  active: true,
});

/** A User body as Entra ID's create sends it (enterprise extension, `roles: []`). */
export const entraUser = (email: string, given = 'Ellen', family = 'Adams') => ({
  schemas: [userSchema, enterpriseSchema],
  externalId: randomUUID(),
  userName: email,
  active: true,
  emails: [{ primary: true, type: 'work', value: email }],
  meta: { resourceType: 'User' },
  name: { formatted: `${given} ${family}`, familyName: family, givenName: given },
  roles: [],
  [enterpriseSchema]: { employeeNumber: '100009', department: 'Sales' },
});

export const patch = (...operations: unknown[]) => ({ schemas: [patchSchema], Operations: operations });
