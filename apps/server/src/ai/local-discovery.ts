import { z } from 'zod';

/** A chat model served by an OpenAI-compatible server on this machine. */
export interface LocalModel {
  baseURL: string;
  modelId: string;
}

/** OpenAI's and Ollama's `GET /v1/models`. */
const modelListSchema = z.object({ data: z.array(z.object({ id: z.string().min(1) })) });

/** Models that serve something other than chat: embeddings, rerankers, speech, images. */
const notChat = /embed|bge-|minilm|rerank|whisper|tts|clip|llava-phi|stable-diffusion|flux/i;

/**
 * The model to use from the ids a server lists: `wanted` (AI_MODEL) when it is served, else the first of `preferred`
 * that is (a name matches its tags: `llama3.2` takes `llama3.2:3b`), else the first chat model listed.
 */
export function chooseModel(ids: string[], preferred: readonly string[], wanted?: string): string | undefined {
  const matches = (id: string, name: string) => id === name || id.startsWith(`${name}:`) || id.startsWith(`${name}-`);
  if (wanted) return ids.find((id) => matches(id, wanted));
  const chat = ids.filter((id) => !notChat.test(id));
  for (const name of preferred) {
    const found = chat.find((id) => matches(id, name));
    if (found) return found;
  }
  return chat[0];
}

export interface FindOptions {
  urls: readonly string[];
  preferred: readonly string[];
  wanted?: string | undefined;
  /** A local server answers its model list at once; anything slower is not one we want to wait for on a run. */
  timeoutMs?: number;
}

/** Asks each server in turn for its models; the first that serves a chat model wins. Never throws. */
export async function findLocalModel({ urls, preferred, wanted, timeoutMs = 5_000 }: FindOptions): Promise<LocalModel | undefined> {
  for (const baseURL of urls) {
    try {
      const response = await fetch(`${baseURL}/models`, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
      if (!response.ok) continue;
      const list = modelListSchema.safeParse(await response.json());
      const modelId = list.success ? chooseModel(list.data.data.map((m) => m.id), preferred, wanted) : undefined;
      if (modelId) return { baseURL, modelId };
    } catch {
      // Nothing listening, not an OpenAI-compatible server, or too slow: try the next.
    }
  }
  return undefined;
}
