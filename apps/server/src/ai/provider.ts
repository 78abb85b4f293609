import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { Env } from '../env.ts';
import { createProviderFetch } from './provider-fetch.ts';

const defaultModels = { openai: 'gpt-4o-mini', anthropic: 'claude-3-5-haiku-latest', 'openai-compatible': 'llama3.1' } as const;

/**
 * The configured model, made once per server so its HTTP connections to the provider are reused (one keep-alive
 * pool, `createProviderFetch`). Undefined when no provider is configured: runs answer 503 `ai_not_configured`.
 */
export function createModel(env: Env): LanguageModelV4 | undefined {
  const provider = env.AI_PROVIDER;
  if (!provider) return undefined;
  const modelId = env.AI_MODEL ?? defaultModels[provider];
  const baseURL = env.AI_BASE_URL;
  const fetch = createProviderFetch();
  switch (provider) {
    case 'openai':
      return createOpenAI({ fetch, apiKey: env.AI_API_KEY, ...(baseURL ? { baseURL } : {}) }).chat(modelId);
    case 'anthropic':
      return createAnthropic({ fetch, apiKey: env.AI_API_KEY, ...(baseURL ? { baseURL } : {}) })(modelId);
    case 'openai-compatible':
      return openAiCompatibleModel(baseURL ?? 'http://localhost:11434/v1', modelId, env.AI_API_KEY, fetch);
  }
}

/** A model on any OpenAI-compatible server: the configured one, or a local one found at start (`local-discovery.ts`). */
export function openAiCompatibleModel(baseURL: string, modelId: string, apiKey?: string, fetch = createProviderFetch()): LanguageModelV4 {
  return createOpenAICompatible({ fetch, name: 'openai-compatible', baseURL, ...(apiKey ? { apiKey } : {}) })(modelId);
}
