import { Hono } from 'hono';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import type { ScimGroupRow } from '../../db/schema/scim.ts';
import { groupFilterResolver, groupPatchDocument, groupPatchSchema, groupResource } from '../../scim/group-resource.ts';
import { createGroup, deleteGroup, findGroup, listGroups, membersOf, replaceGroup } from '../../scim/groups.ts';
import { type Projection, listResponse, project, readListQuery, readProjection, readScimBody, wants } from '../../scim/list-query.ts';
import { applyPatch, readPatch } from '../../scim/patch.ts';
import { readGroup } from '../../scim/resource-input.ts';
import { groupSchemaId } from '../../scim/resource-schemas.ts';
import { scimJson } from '../../scim/scim-error.ts';
import type { ScimEnv } from '../../scim/scim-env.ts';

/**
 * `/scim/v2/Groups`, enough for Okta's and Entra's group push: create, read and list (`excludedAttributes=members`,
 * `displayName eq`), replace, PATCH (rename, members added, replaced, removed; answered 204), delete.
 */
export function groupsRoutes(deps: AppDeps, baseUrl: string) {
  const { db } = deps;
  const answer = async (row: ScimGroupRow, projection: Projection = {}) => {
    const members = wants(projection, 'members') ? (await membersOf(db, [row.id])).get(row.id) : undefined;
    return project(groupResource(row, members, baseUrl), projection);
  };
  const located = (row: ScimGroupRow) => ({ location: `${baseUrl}/Groups/${row.id}` });
  return new Hono<AppEnv & ScimEnv>()
    .get('/', async (c) => {
      const query = readListQuery(c, groupFilterResolver);
      const projection = readProjection(c, groupSchemaId);
      const { total, rows } = await listGroups(db, c.var.scim.teamId, query.where, query.startIndex, query.count);
      const members = wants(projection, 'members') ? await membersOf(db, rows.map((r) => r.id)) : undefined;
      const resources = rows.map((row) => project(groupResource(row, members?.get(row.id), baseUrl), projection));
      return scimJson(c, listResponse(resources, total, query.startIndex));
    })
    .post('/', async (c) => {
      const row = await createGroup(c.var.scope, readGroup(await readScimBody(c)));
      return scimJson(c, await answer(row), 201, located(row));
    })
    .get('/:id', async (c) => {
      const row = await findGroup(db, c.var.scim.teamId, c.req.param('id'));
      return scimJson(c, await answer(row, readProjection(c, groupSchemaId)), 200, located(row));
    })
    .put('/:id', async (c) => {
      const row = await replaceGroup(c.var.scope, c.req.param('id'), readGroup(await readScimBody(c)));
      return scimJson(c, await answer(row), 200, located(row));
    })
    .patch('/:id', async (c) => {
      const operations = readPatch(await readScimBody(c));
      await replaceGroup(c.var.scope, c.req.param('id'), (current, members) =>
        readGroup(applyPatch(groupPatchDocument(current, members), operations, groupPatchSchema, { id: current.id })),
      );
      // Entra asks for 204 here (a body listing every member is what it wants to avoid); Okta takes 200 or 204.
      return c.body(null, 204);
    })
    .delete('/:id', async (c) => {
      await deleteGroup(c.var.scope, c.req.param('id'));
      return c.body(null, 204);
    });
}
