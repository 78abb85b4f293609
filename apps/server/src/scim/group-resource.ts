import { sql } from 'drizzle-orm';
import { type ScimGroupRow, scimGroups } from '../db/schema/scim.ts';
import type { Attribute, Resolver } from './filter-sql.ts';
import type { PatchSchema } from './patch.ts';
import { externalIdAttribute, groupAttributes, groupSchemaId } from './resource-schemas.ts';

type Json = Record<string, unknown>;

/** A Group as SCIM answers it (RFC 7643 §4.2); `members` left out when the client excluded it (Entra always does). */
export function groupResource(row: ScimGroupRow, members: { value: string; display: string }[] | undefined, baseUrl: string): Json {
  return {
    schemas: [groupSchemaId],
    id: row.id,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    displayName: row.displayName,
    ...(members ? { members: members.map((m) => ({ ...m, $ref: `${baseUrl}/Users/${m.value}` })) } : {}),
    meta: { resourceType: 'Group', created: row.createdAt.toISOString(), lastModified: row.updatedAt.toISOString(), location: `${baseUrl}/Groups/${row.id}` },
  };
}

export const groupPatchDocument = (row: ScimGroupRow, members: string[]): Json => ({
  displayName: row.displayName,
  ...(row.externalId ? { externalId: row.externalId } : {}),
  members: members.map((value) => ({ value })),
});

export const groupPatchSchema: PatchSchema = { coreUrn: groupSchemaId, attributes: [...groupAttributes, externalIdAttribute] };

const memberItems = (alias: ReturnType<typeof sql.raw>) => sql`(select scim_user_id::text as value from scim_group_members where group_id = ${scimGroups.id}) as ${alias}`;

const attributes: Record<string, Attribute> = {
  id: { kind: 'uuid', sql: sql`${scimGroups.id}` },
  displayname: { kind: 'text', sql: sql`${scimGroups.displayName}` },
  externalid: { kind: 'text', sql: sql`${scimGroups.externalId}`, caseExact: true },
  'meta.created': { kind: 'timestamp', sql: sql`${scimGroups.createdAt}` },
  'meta.lastmodified': { kind: 'timestamp', sql: sql`${scimGroups.updatedAt}` },
  members: { kind: 'multi', items: memberItems, item: (path) => (path.toLowerCase() === 'value' ? { kind: 'text', sql: sql.raw('m.value'), caseExact: false } : undefined), alias: 'm' },
};

/** The Group attributes a filter may name: `displayName eq "…"` (Entra, Okta), `members[value eq "…"]`, ids. */
export const groupFilterResolver: Resolver = (path) => {
  const lower = path.toLowerCase();
  const core = `${groupSchemaId.toLowerCase()}:`;
  const key = lower.startsWith(core) ? lower.slice(core.length) : lower;
  return Object.hasOwn(attributes, key) ? attributes[key] : undefined;
};
