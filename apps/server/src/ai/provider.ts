import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { Env } from '../env.ts';
import type { providerNames } from '../lib/catalogue-config.ts';
import { createProviderFetch } from '../outbound/provider-fetch.ts';

type ProviderName = (typeof providerNames)[number];

export const defaultModels = { openai: 'gpt-4o-mini', anthropic: 'claude-3-5-haiku-latest', 'openai-compatible': 'llama3.1' } as const;

/** How to reach one model: the catalogue's entries, the one-model configuration, a team's own endpoint. */
export interface ModelTarget {
  provider: ProviderName;
  model: string;
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
}

/** A provider model that sends its requests through `fetch` (by default one keep-alive pool per model). */
export function createProviderModel(target: ModelTarget, fetch: typeof globalThis.fetch = createProviderFetch()): LanguageModelV4 {
  const { baseUrl: baseURL, apiKey, model } = target;
  switch (target.provider) {
    case 'openai':
      return createOpenAI({ fetch, apiKey, ...(baseURL ? { baseURL } : {}) }).chat(model);
    case 'anthropic':
      return createAnthropic({ fetch, apiKey, ...(baseURL ? { baseURL } : {}) })(model);
    case 'openai-compatible':
      return createOpenAICompatible({ fetch, name: 'openai-compatible', baseURL: baseURL ?? 'http://localhost:11434/v1', ...(apiKey ? { apiKey } : {}) })(model);
  }
}

/** The one model of `AI_PROVIDER`/`AI_MODEL`, or undefined when no provider is configured. */
export function singleModelTarget(env: Env): ModelTarget | undefined {
  const provider = env.AI_PROVIDER;
  if (!provider) return undefined;
  return { provider, model: env.AI_MODEL ?? defaultModels[provider], baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY };
}

/**
 * The configured model, made once per server so its HTTP connections to the provider are reused (one keep-alive
 * pool, `createProviderFetch`). Undefined when no provider is configured: runs answer 503 `ai_not_configured`.
 */
export function createModel(env: Env): LanguageModelV4 | undefined {
  const target = singleModelTarget(env);
  return target && createProviderModel(target);
}

/** A model on any OpenAI-compatible server: the configured one, or a local one found at start (`local-discovery.ts`). */
export function openAiCompatibleModel(baseURL: string, modelId: string, apiKey?: string, fetch = createProviderFetch()): LanguageModelV4 {
  return createOpenAICompatible({ fetch, name: 'openai-compatible', baseURL, ...(apiKey ? { apiKey } : {}) })(modelId);
}
