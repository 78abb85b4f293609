import { Hono } from 'hono';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { listResponse, project, readListQuery, readProjection, readScimBody, wants } from '../../scim/list-query.ts';
import { applyPatch, readPatch } from '../../scim/patch.ts';
import { readUser } from '../../scim/resource-input.ts';
import { userSchemaId } from '../../scim/resource-schemas.ts';
import { scimJson } from '../../scim/scim-error.ts';
import { userFilterResolver, userPatchDocument, userPatchSchema, userResource } from '../../scim/user-resource.ts';
import { deleteUser, findUser, groupsOf, listUsers, provisionUser, replaceUser } from '../../scim/users.ts';
import type { ScimUserRow } from '../../db/schema/scim.ts';
import type { ScimEnv } from '../../scim/scim-env.ts';

/** `/scim/v2/Users`: create, read, list (filter, paging), replace, PATCH (Okta's and Entra's forms), delete. */
export function usersRoutes(deps: AppDeps, baseUrl: string) {
  const { db } = deps;
  const answer = async (row: ScimUserRow) => userResource(row, (await groupsOf(db, [row.id])).get(row.id) ?? [], baseUrl);
  const located = (row: ScimUserRow) => ({ location: `${baseUrl}/Users/${row.id}` });
  return new Hono<AppEnv & ScimEnv>()
    .get('/', async (c) => {
      const query = readListQuery(c, userFilterResolver);
      const projection = readProjection(c, userSchemaId);
      const { total, rows } = await listUsers(db, c.var.scim.teamId, query.where, query.startIndex, query.count);
      const groups = wants(projection, 'groups') ? await groupsOf(db, rows.map((r) => r.id)) : new Map();
      const resources = rows.map((row) => project(userResource(row, groups.get(row.id) ?? [], baseUrl), projection));
      return scimJson(c, listResponse(resources, total, query.startIndex));
    })
    .post('/', async (c) => {
      const row = await provisionUser(c.var.scope, readUser(await readScimBody(c)));
      return scimJson(c, await answer(row), 201, located(row));
    })
    .get('/:id', async (c) => {
      const row = await findUser(db, c.var.scim.teamId, c.req.param('id'));
      return scimJson(c, project(await answer(row), readProjection(c, userSchemaId)), 200, located(row));
    })
    .put('/:id', async (c) => {
      const row = await replaceUser(c.var.scope, c.req.param('id'), readUser(await readScimBody(c)));
      return scimJson(c, await answer(row), 200, located(row));
    })
    .patch('/:id', async (c) => {
      const operations = readPatch(await readScimBody(c));
      const row = await replaceUser(c.var.scope, c.req.param('id'), (current) =>
        readUser(applyPatch(userPatchDocument(current), operations, userPatchSchema, { id: current.id, groups: undefined })),
      );
      return scimJson(c, await answer(row), 200, located(row));
    })
    .delete('/:id', async (c) => {
      await deleteUser(c.var.scope, c.req.param('id'));
      return c.body(null, 204);
    });
}
