import { modelErrorCodes, teamDefaultRequestSchema, teamEndpointRequestSchema, teamModelId } from '@selecta/shared/models';
import { Hono } from 'hono';
import { readJson } from '../../lib/read-json.ts';
import type { Catalogue } from '../../ai/catalogue.ts';
import { checkEndpointHost, checkEndpointUrl } from '../../ai/endpoint-guard.ts';
import { startRun } from '../../ai/provider-stream.ts';
import { teamLanguageModel } from '../../ai/team-endpoint.ts';
import { requireUser } from '../../auth/require-user.ts';
import type { AppDeps, AppEnv } from '../../lib/app-env.ts';
import { HttpError } from '../../lib/http-error.ts';
import { decryptSecret, encryptSecret, loadSecretsKey } from '../../lib/secrets.ts';
import { hasEndpoint, readTeamSettings, teamSettingsJson, writeTeamSettings } from '../../models/team-model-settings.ts';
import { requireMembership } from '../../teams/membership.ts';

const testPrompt = { system: 'This is a connection test. Answer with the single word OK.', user: 'OK?' };

/**
 * `/api/models/team`: the caller's team's default model and own endpoint (decision 022). Owners and admins only
 * (403 `team_forbidden` for members, 404 `no_team` without a team); a user has one team, so no id in the URL can
 * reach another team's settings. The endpoint's key is never answered.
 */
export function teamModelsRoutes(deps: AppDeps, catalogue: Catalogue) {
  const { db, env } = deps;
  const manager = (userId: string) => requireMembership(db, userId, 'manage');

  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .use(async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .get('/', async (c) => {
      const { teamId } = await manager(c.get('user').id);
      return c.json(teamSettingsJson(teamId, await readTeamSettings(db, teamId)), 200);
    })
    .put('/default', async (c) => {
      const { teamId } = await manager(c.get('user').id);
      const { model } = await readJson(c, teamDefaultRequestSchema);
      const current = await readTeamSettings(db, teamId);
      if (model === teamModelId && !hasEndpoint(current)) throw new HttpError(400, modelErrorCodes.noTeamEndpoint, 'Connect the team’s endpoint first.');
      if (model !== null && model !== teamModelId && !catalogue.byId.has(model)) throw new HttpError(400, modelErrorCodes.unknownModel, `There is no model "${model}" on this server.`);
      await writeTeamSettings(db, teamId, { defaultModel: model, updatedBy: c.get('user').id });
      return c.json(teamSettingsJson(teamId, await readTeamSettings(db, teamId)), 200);
    })
    .put('/endpoint', async (c) => {
      const { teamId } = await manager(c.get('user').id);
      const body = await readJson(c, teamEndpointRequestSchema);
      const url = checkEndpointUrl(body.baseUrl, env.AI_ALLOW_PRIVATE_ENDPOINTS);
      await checkEndpointHost(url, env.AI_ALLOW_PRIVATE_ENDPOINTS);
      const key = await loadSecretsKey(env);
      const current = await readTeamSettings(db, teamId);
      // Without a new key the saved one is kept (the form never gets it back to resend it).
      const apiKey = body.apiKey ?? (current?.endpointKey ? decryptSecret(key, current.endpointKey, teamId) : undefined);
      const model = teamLanguageModel(env, { baseUrl: url.href, model: body.model, apiKey });
      const controller = new AbortController();
      const answer = await startRun(model, testPrompt, controller.signal, env.AI_TIMEOUT_MS);
      controller.abort();
      if (answer.kind === 'failed') {
        throw new HttpError(400, modelErrorCodes.endpointCheckFailed, 'The endpoint did not answer a test request. Check the URL, the model name and the key.');
      }
      await writeTeamSettings(db, teamId, {
        endpointUrl: url.href.replace(/\/$/, ''),
        endpointModel: body.model,
        endpointLabel: body.label ?? body.model,
        endpointKey: apiKey ? encryptSecret(key, apiKey, teamId) : null,
        endpointCheckedAt: new Date(),
        updatedBy: c.get('user').id,
      });
      deps.logger.info({ teamId }, 'team endpoint saved');
      return c.json(teamSettingsJson(teamId, await readTeamSettings(db, teamId)), 200);
    })
    .delete('/endpoint', async (c) => {
      const { teamId } = await manager(c.get('user').id);
      const current = await readTeamSettings(db, teamId);
      const defaultModel = current?.defaultModel === teamModelId ? null : (current?.defaultModel ?? null);
      await writeTeamSettings(db, teamId, { endpointUrl: null, endpointModel: null, endpointLabel: null, endpointKey: null, endpointCheckedAt: null, defaultModel, updatedBy: c.get('user').id });
      return c.json(teamSettingsJson(teamId, await readTeamSettings(db, teamId)), 200);
    });
}
