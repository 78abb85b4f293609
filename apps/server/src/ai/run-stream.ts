import type { LanguageModel, TextStreamPart, ToolSet } from 'ai';
import { streamText } from 'ai';
import type { ActionPrompt } from './actions/action.ts';

type Part = TextStreamPart<ToolSet>;

/** How a run's first moment went: text to stream, or a failure to answer as JSON before any stream starts. */
export type FirstToken = { kind: 'text'; text: string; rest: AsyncIterator<Part> } | { kind: 'failed'; timedOut: boolean };

/**
 * Starts the provider call and waits for its first text (or its failure), so that a provider that fails or stays
 * silent answers 502/504 JSON instead of an empty stream. No retries: the user is waiting.
 */
export async function startRun(model: LanguageModel, prompt: ActionPrompt, signal: AbortSignal, timeoutMs: number): Promise<FirstToken> {
  const result = streamText({ model, system: prompt.system, prompt: prompt.user, abortSignal: signal, maxRetries: 0, onError: () => {} });
  // (onError: failures are answered to the client below; the SDK would otherwise print them with the request.)
  const iterator = result.fullStream[Symbol.asyncIterator]();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), timeout]);
      if (next === 'timeout') return { kind: 'failed', timedOut: true };
      if (next.done) return { kind: 'failed', timedOut: false };
      const part = next.value;
      if (part.type === 'text-delta' && part.text) return { kind: 'text', text: part.text, rest: iterator };
      if (part.type === 'error' || part.type === 'abort' || part.type === 'finish') return { kind: 'failed', timedOut: false };
    }
  } catch {
    return { kind: 'failed', timedOut: false };
  } finally {
    clearTimeout(timer);
  }
}

/** The rest of the stream as our events; a provider error mid-stream ends it with an `error` event. */
export async function* restOfRun(rest: AsyncIterator<Part>): AsyncGenerator<{ event: 'delta' | 'done' | 'error'; data: Record<string, string> }> {
  try {
    for (;;) {
      const { value: part, done } = await rest.next();
      if (done) break;
      if (part.type === 'text-delta' && part.text) yield { event: 'delta', data: { text: part.text } };
      else if (part.type === 'error') {
        yield { event: 'error', data: { code: 'provider_error', message: 'The AI provider stopped answering. Try again.' } };
        return;
      } else if (part.type === 'finish') {
        yield { event: 'done', data: { finishReason: part.finishReason } };
        return;
      }
    }
    yield { event: 'done', data: { finishReason: 'stop' } };
  } catch {
    yield { event: 'error', data: { code: 'provider_error', message: 'The AI provider stopped answering. Try again.' } };
  }
}
