import { modelErrorCodes, teamDefaultRequestSchema, teamEndpointRequestSchema, teamModelId } from '@selecta/shared/models';
import { Hono } from 'hono';
import { readJson } from '../../lib/read-json.ts';
import type { Catalogue } from '../../ai/catalogue.ts';
import { checkEndpointHost, checkEndpointUrl } from '../../outbound/endpoint-guard.ts';
import { startRun } from '../../ai/provider-stream.ts';
import { teamLanguageModel } from '../../ai/team-endpoint.ts';
import { requireAal2IfEnrolled } from '../../auth/mfa/require-aal2.ts';
import { recordAudit, userAudit } from '../../audit/audit-log.ts';
import { requireUser } from '../../auth/require-user.ts';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { HttpError } from '../../lib/http-error.ts';
import { decryptSecret, encryptSecret, loadSecretsKey } from '../../lib/secrets.ts';
import { hasEndpoint, readTeamSettings, teamSettingsJson, writeTeamSettings } from '../../models/team-model-settings.ts';
import { requireMembership } from '../../teams/membership.ts';

/** An endpoint's address as the audit log keeps it: no credentials, query or fragment, whatever the URL held. */
const addressForLog = (href: string) => {
  const url = new URL(href);
  return `${url.origin}${url.pathname}`.replace(/\/$/, '');
};

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
      await db.transaction(async (tx) => {
        const from = (await readTeamSettings(tx, teamId, true))?.defaultModel ?? null;
        await writeTeamSettings(tx, teamId, { defaultModel: model, updatedBy: c.get('user').id });
        if (from !== model) await recordAudit(tx, userAudit(c, env), { teamId, event: 'model.default_changed', target: { type: 'model_settings', id: teamId }, details: { model: { from, to: model } } });
      });
      return c.json(teamSettingsJson(teamId, await readTeamSettings(db, teamId)), 200);
    })
    .put('/endpoint', requireAal2IfEnrolled(deps), async (c) => {
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
      const endpointUrl = url.href.replace(/\/$/, '');
      await db.transaction(async (tx) => {
        const before = await readTeamSettings(tx, teamId, true);
        await writeTeamSettings(tx, teamId, {
          endpointUrl,
          endpointModel: body.model,
          endpointLabel: body.label ?? body.model,
          endpointKey: apiKey ? encryptSecret(key, apiKey, teamId) : null,
          endpointCheckedAt: new Date(),
          updatedBy: c.get('user').id,
        });
        await recordAudit(tx, userAudit(c, env), {
          teamId,
          event: 'endpoint.saved',
          target: { type: 'endpoint', id: teamId, name: body.label ?? body.model },
          details: {
            baseUrl: { from: before?.endpointUrl ? addressForLog(before.endpointUrl) : null, to: addressForLog(endpointUrl) },
            model: { from: before?.endpointModel ?? null, to: body.model },
            keyChanged: body.apiKey !== undefined,
            hasKey: !!apiKey,
          },
        });
      });
      deps.logger.info({ teamId }, 'team endpoint saved');
      return c.json(teamSettingsJson(teamId, await readTeamSettings(db, teamId)), 200);
    })
    .delete('/endpoint', requireAal2IfEnrolled(deps), async (c) => {
      const { teamId } = await manager(c.get('user').id);
      await db.transaction(async (tx) => {
        const current = await readTeamSettings(tx, teamId, true);
        const defaultModel = current?.defaultModel === teamModelId ? null : (current?.defaultModel ?? null);
        await writeTeamSettings(tx, teamId, { endpointUrl: null, endpointModel: null, endpointLabel: null, endpointKey: null, endpointCheckedAt: null, defaultModel, updatedBy: c.get('user').id });
        // Removing what is not there changes nothing, and records nothing.
        if (!hasEndpoint(current)) return;
        await recordAudit(tx, userAudit(c, env), {
          teamId,
          event: 'endpoint.removed',
          target: { type: 'endpoint', id: teamId, name: current.endpointLabel ?? current.endpointModel },
          details: {
            baseUrl: addressForLog(current.endpointUrl),
            model: current.endpointModel,
            ...(current.defaultModel === teamModelId ? { defaultModel: { from: teamModelId, to: null } } : {}),
          },
        });
      });
      return c.json(teamSettingsJson(teamId, await readTeamSettings(db, teamId)), 200);
    });
}
