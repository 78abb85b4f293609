import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { resourceTypes, schemas, serviceProviderConfig } from '../../scim/discovery.ts';
import { listResponse } from '../../scim/list-query.ts';
import { ScimError, scimJson } from '../../scim/scim-error.ts';
import type { ScimEnv } from '../../scim/scim-env.ts';

const readOnly = () => {
  throw new ScimError(405, 'This endpoint is read-only: only GET is served.');
};

/** `/ServiceProviderConfig`, `/ResourceTypes`, `/Schemas` (RFC 7644 §4): GET only; a POST or the like is 405. */
export function discoveryRoutes(baseUrl: string) {
  const types = resourceTypes(baseUrl);
  const described = schemas(baseUrl);
  const one = <T extends { id: string }>(list: T[], id: string, what: string) => {
    const found = list.find((item) => item.id.toLowerCase() === id.toLowerCase());
    if (!found) throw new ScimError(404, `No ${what} ${id.slice(0, 200)}.`);
    return found;
  };
  return new Hono<AppEnv & ScimEnv>()
    .get('/ServiceProviderConfig', (c) => scimJson(c, serviceProviderConfig(baseUrl)))
    .get('/ResourceTypes', (c) => scimJson(c, listResponse(types, types.length, 1)))
    .get('/ResourceTypes/:id', (c) => scimJson(c, one(types, c.req.param('id'), 'resource type')))
    .get('/Schemas', (c) => scimJson(c, listResponse(described, described.length, 1)))
    .get('/Schemas/:id', (c) => scimJson(c, one(described, c.req.param('id'), 'schema')))
    .all('/ServiceProviderConfig', readOnly)
    .all('/ResourceTypes/*', readOnly)
    .all('/ResourceTypes', readOnly)
    .all('/Schemas/*', readOnly)
    .all('/Schemas', readOnly);
}
