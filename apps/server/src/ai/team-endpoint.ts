import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { Env } from '../env.ts';
import type { TeamModelSettingsRow } from '../db/schema/models.ts';
import { decryptSecret, loadSecretsKey } from '../lib/secrets.ts';
import { checkEndpointUrl, guardedLookup } from '../outbound/endpoint-guard.ts';
import { createProviderFetch } from '../outbound/provider-fetch.ts';
import { createProviderModel } from './provider.ts';

export interface TeamEndpoint {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
}

/**
 * A team endpoint's model, its sockets behind the guarded lookup (no private address unless the operator allows it,
 * checked at every connection). A plain `openai-compatible` provider: Azure OpenAI's v1 API, vLLM and Ollama speak it.
 */
export function teamLanguageModel(env: Env, endpoint: TeamEndpoint): LanguageModelV4 {
  const allowPrivate = env.AI_ALLOW_PRIVATE_ENDPOINTS;
  const url = checkEndpointUrl(endpoint.baseUrl, allowPrivate);
  const fetch = createProviderFetch({ lookup: guardedLookup(allowPrivate) });
  return createProviderModel({ provider: 'openai-compatible', model: endpoint.model, baseUrl: url.href.replace(/\/$/, ''), apiKey: endpoint.apiKey }, fetch);
}

const maxCached = 200;

/** Team models made once per saved version of the settings, so runs reuse their connections. */
export function createTeamModels(env: Env) {
  const cache = new Map<string, LanguageModelV4>();
  return async function teamModel(row: TeamModelSettingsRow & { endpointUrl: string; endpointModel: string }): Promise<LanguageModelV4> {
    const version = `${row.teamId}:${row.updatedAt.getTime()}`;
    const cached = cache.get(version);
    if (cached) return cached;
    const apiKey = row.endpointKey ? decryptSecret(await loadSecretsKey(env), row.endpointKey, row.teamId) : undefined;
    const model = teamLanguageModel(env, { baseUrl: row.endpointUrl, model: row.endpointModel, apiKey });
    if (cache.size >= maxCached) cache.delete(cache.keys().next().value!);
    cache.set(version, model);
    return model;
  };
}
