import { sql } from 'drizzle-orm';
import type { ScimUserRow } from '../db/schema/scim.ts';
import { scimUsers } from '../db/schema/scim.ts';
import type { Attribute, Resolver } from './filter-sql.ts';
import type { PatchSchema } from './patch.ts';
import { enterpriseAttributes, enterpriseSchemaId, externalIdAttribute, userAttributes, userSchemaId } from './resource-schemas.ts';

type Json = Record<string, unknown>;

export interface GroupRef {
  id: string;
  displayName: string;
}

/** A User as SCIM answers it (RFC 7643 §4.1): a deactivated one too, with `active: false` (Entra reads it back). */
export function userResource(row: ScimUserRow, groups: GroupRef[], baseUrl: string): Json {
  const { [enterpriseSchemaId]: enterprise, ...core } = row.attributes;
  return {
    schemas: enterprise ? [userSchemaId, enterpriseSchemaId] : [userSchemaId],
    id: row.id,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    userName: row.userName,
    ...core,
    active: row.active,
    ...(enterprise ? { [enterpriseSchemaId]: enterprise } : {}),
    groups: groups.map((g) => ({ value: g.id, display: g.displayName, $ref: `${baseUrl}/Groups/${g.id}` })),
    meta: { resourceType: 'User', created: row.createdAt.toISOString(), lastModified: row.updatedAt.toISOString(), location: `${baseUrl}/Users/${row.id}` },
  };
}

/** What a PATCH works on: the writable attributes as they are. */
export const userPatchDocument = (row: ScimUserRow): Json => ({ userName: row.userName, ...(row.externalId ? { externalId: row.externalId } : {}), active: row.active, ...row.attributes });

export const userPatchSchema: PatchSchema = {
  coreUrn: userSchemaId,
  attributes: [...userAttributes, externalIdAttribute],
  extension: { urn: enterpriseSchemaId, attributes: enterpriseAttributes },
};

const attr = (path: string[]) => sql`(${scimUsers.attributes} #>> ${`{${path.join(',')}}`}::text[])`;
const items = (name: string) => (alias: ReturnType<typeof sql.raw>) =>
  sql`jsonb_array_elements(case when jsonb_typeof(${scimUsers.attributes} -> ${name}) = 'array' then ${scimUsers.attributes} -> ${name} else '[]'::jsonb end) as ${alias}`;
const itemResolver =
  (alias: string): Resolver =>
  (path) => {
    const name = ['value', 'type', 'display', 'primary'].find((n) => n === path.toLowerCase());
    if (!name) return undefined;
    const field = sql`(${sql.raw(alias)} ->> ${name})`;
    return name === 'primary' ? { kind: 'boolean', sql: sql`(${field})::boolean` } : { kind: 'text', sql: field };
  };

const simple: Record<string, Attribute> = {
  id: { kind: 'uuid', sql: sql`${scimUsers.id}` },
  username: { kind: 'text', sql: sql`${scimUsers.userName}` },
  externalid: { kind: 'text', sql: sql`${scimUsers.externalId}`, caseExact: true },
  active: { kind: 'boolean', sql: sql`${scimUsers.active}` },
  'meta.created': { kind: 'timestamp', sql: sql`${scimUsers.createdAt}` },
  'meta.lastmodified': { kind: 'timestamp', sql: sql`${scimUsers.updatedAt}` },
  emails: { kind: 'multi', items: items('emails'), item: itemResolver('e'), alias: 'e' },
  phonenumbers: { kind: 'multi', items: items('phoneNumbers'), item: itemResolver('p'), alias: 'p' },
};
for (const name of ['displayName', 'nickName', 'title', 'userType', 'preferredLanguage', 'locale', 'timezone']) simple[name.toLowerCase()] = { kind: 'text', sql: attr([name]) };
for (const part of ['formatted', 'familyName', 'givenName', 'middleName']) simple[`name.${part.toLowerCase()}`] = { kind: 'text', sql: attr(['name', part]) };
for (const name of ['employeeNumber', 'costCenter', 'organization', 'division', 'department']) {
  simple[`${enterpriseSchemaId}:${name}`.toLowerCase()] = { kind: 'text', sql: attr([`"${enterpriseSchemaId}"`, name]) };
}

/** The User attributes a filter may name (core ones also under their schema URN), in any case. */
export const userFilterResolver: Resolver = (path) => {
  const lower = path.toLowerCase();
  const core = `${userSchemaId.toLowerCase()}:`;
  const key = lower.startsWith(core) ? lower.slice(core.length) : lower;
  // Own keys only: `constructor` and the like name no attribute.
  return Object.hasOwn(simple, key) ? simple[key] : undefined;
};
