import { Hono } from 'hono';
import { teamErrorCodes, teamPromptInputSchema, updateTeamPromptRequestSchema } from '@selecta/shared/teams';
import { userAudit } from '../../audit/audit-log.ts';
import { requireUser } from '../../auth/require-user.ts';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { HttpError } from '../../lib/http-error.ts';
import { requireTeamRole, type TeamEnv } from '../../teams/membership.ts';
import { createTeamPrompt, deleteTeamPrompt, listTeamPrompts, updateTeamPrompt } from '../../teams/team-prompts.ts';
import { uuidParam } from '../../teams/uuid-param.ts';
import { readJson } from '../../lib/read-json.ts';

const promptNotFound = () => new HttpError(404, teamErrorCodes.promptNotFound, 'This team prompt does not exist.');

/** `/api/teams/prompts`: every member reads the library (conditionally); owner and admins edit it. */
export function teamPromptsRoutes(deps: AppDeps) {
  const { db, env } = deps;
  return new Hono<AppEnv & TeamEnv>()
    .use(requireUser(deps))
    .get('/', requireTeamRole(db), async (c) => {
      const { body, etag } = await listTeamPrompts(db, c.var.membership);
      // Private: the answer depends on the bearer token. `no-cache` makes every use ask, cheaply, with If-None-Match.
      c.header('cache-control', 'private, no-cache');
      c.header('etag', etag);
      const known = c.req.header('if-none-match')?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
      if (known?.includes(etag)) return c.body(null, 304);
      return c.json(body);
    })
    .post('/', requireTeamRole(db, 'manage'), async (c) => {
      const input = await readJson(c, teamPromptInputSchema);
      return c.json({ prompt: await createTeamPrompt(db, c.var.membership.teamId, input, userAudit(c, env)) }, 201);
    })
    .patch('/:id', requireTeamRole(db, 'manage'), async (c) => {
      const id = uuidParam(c.req.param('id'), promptNotFound);
      const patch = await readJson(c, updateTeamPromptRequestSchema);
      return c.json({ prompt: await updateTeamPrompt(db, c.var.membership.teamId, id, patch, userAudit(c, env)) });
    })
    .delete('/:id', requireTeamRole(db, 'manage'), async (c) => {
      await deleteTeamPrompt(db, c.var.membership.teamId, uuidParam(c.req.param('id'), promptNotFound), userAudit(c, env));
      return c.json({ deleted: true });
    });
}
