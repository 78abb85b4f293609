import { maxResults } from './list-query.ts';
import { type AttributeDef, enterpriseAttributes, enterpriseSchemaId, externalIdAttribute, groupAttributes, groupSchemaId, userAttributes, userSchemaId } from './resource-schemas.ts';

/** RFC 7643 §5: what this service provider supports (Okta's test reads patch, bulk, filter.maxResults, sort, etag…). */
export const serviceProviderConfig = (baseUrl: string) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: false },
  authenticationSchemes: [
    {
      type: 'oauthbearertoken',
      name: 'Bearer token',
      description: 'A SCIM token the team owner creates in Selecta (Security, Directory provisioning), sent as Authorization: Bearer.',
      primary: true,
    },
  ],
  meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
});

export const resourceTypes = (baseUrl: string) => [
  {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
    id: 'User',
    name: 'User',
    endpoint: '/Users',
    description: 'A person in the team: active Users hold a seat and sign in through the team\'s identity provider.',
    schema: userSchemaId,
    schemaExtensions: [{ schema: enterpriseSchemaId, required: false }],
    meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/User` },
  },
  {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
    id: 'Group',
    name: 'Group',
    endpoint: '/Groups',
    description: "A directory group; one named admin makes its members the team's admins.",
    schema: groupSchemaId,
    meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/Group` },
  },
];

/** An attribute as RFC 7643 §7 describes it, with the RFC's defaults spelled out. */
const describe = (def: AttributeDef): Record<string, unknown> => ({
  name: def.name,
  type: def.type,
  multiValued: def.multiValued ?? false,
  description: def.description,
  required: def.required ?? false,
  caseExact: def.caseExact ?? false,
  mutability: def.mutability ?? 'readWrite',
  returned: def.returned ?? 'default',
  uniqueness: def.uniqueness ?? 'none',
  ...(def.subAttributes ? { subAttributes: def.subAttributes.map(describe) } : {}),
});

const schema = (baseUrl: string, id: string, name: string, description: string, attributes: AttributeDef[]) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
  id,
  name,
  description,
  attributes: attributes.map(describe),
  meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${id}` },
});

export const schemas = (baseUrl: string) => [
  schema(baseUrl, userSchemaId, 'User', 'User Account', [...userAttributes, externalIdAttribute]),
  schema(baseUrl, enterpriseSchemaId, 'EnterpriseUser', 'Enterprise User', enterpriseAttributes),
  schema(baseUrl, groupSchemaId, 'Group', 'Group', [...groupAttributes, externalIdAttribute]),
];
