import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { AppDeps } from '../lib/app-deps.ts';
import { findLocalModel, type LocalModel } from './local-discovery.ts';
import { openAiCompatibleModel } from './provider.ts';

export interface LocalModelSource {
  /** The local model, looking again when none was found and the last look is older than AI_DISCOVERY_RETRY_MS. */
  model(): Promise<LanguageModelV4 | undefined>;
  /** What was found, for whoever lists the models on offer. */
  found(): LocalModel | undefined;
}

/** How to make AI work, in one line of the start-up log. */
export const notConfiguredHint =
  'AI is not configured: set AI_PROVIDER=openai or anthropic with AI_API_KEY, or AI_PROVIDER=openai-compatible with AI_BASE_URL, or run Ollama on this machine (ollama serve; ollama pull llama3.2): until then the actions answer 503 ai_not_configured';

const sources = new WeakMap<AppDeps, LocalModelSource>();

/**
 * With no AI_PROVIDER, the model of an OpenAI-compatible server found on this machine (decision 020): looked for at
 * start, and again when a run arrives and none was found, at most every AI_DISCOVERY_RETRY_MS, so a user who starts
 * Ollama after Selecta is served without a restart. One source per app: the AI routes and `/api/usage` share it.
 */
export function localModelSource(deps: AppDeps, now: () => number = Date.now): LocalModelSource {
  let source = sources.get(deps);
  if (source) return source;
  const { env, logger } = deps;
  const urls = env.AI_DISCOVERY_URLS;
  let found: { local: LocalModel; model: LanguageModelV4 } | undefined;
  let lookedAt = Number.NEGATIVE_INFINITY;
  let looking: Promise<void> | undefined;

  const look = (atStart: boolean) => {
    lookedAt = now();
    looking = findLocalModel({ urls, preferred: env.AI_DISCOVERY_MODELS, wanted: env.AI_MODEL }).then((local) => {
      looking = undefined;
      if (local) {
        found = { local, model: openAiCompatibleModel(local.baseURL, local.modelId, env.AI_API_KEY) };
        logger.info({ baseURL: local.baseURL, model: local.modelId }, `AI: using the local model ${local.modelId} at ${local.baseURL} (no AI_PROVIDER is set)`);
      } else if (atStart) {
        logger.warn({ looked: urls }, notConfiguredHint);
      }
    });
    return looking;
  };

  if (urls.length === 0) logger.warn(notConfiguredHint);
  else void look(true);

  source = {
    async model() {
      if (!found && !looking && urls.length > 0 && now() - lookedAt >= env.AI_DISCOVERY_RETRY_MS) void look(false);
      if (looking) await looking;
      return found?.model;
    },
    found: () => found?.local,
  };
  sources.set(deps, source);
  return source;
}

/** Whether a run can be answered: a configured provider, or a local model (looked for as a run would). */
export async function isAiAvailable(deps: AppDeps): Promise<boolean> {
  return Boolean(deps.env.AI_PROVIDER) || (await localModelSource(deps).model()) !== undefined;
}
