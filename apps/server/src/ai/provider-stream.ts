import type { LanguageModelV4, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { holdRequests } from '../outbound/held-requests.ts';
import type { ActionPrompt } from './actions/action.ts';

export type PartReader = ReadableStreamDefaultReader<LanguageModelV4StreamPart>;

/** How a run's first moment went: text to stream, or a failure to answer as JSON before any stream starts. */
export type FirstToken = { kind: 'text'; text: string; rest: PartReader } | { kind: 'failed'; timedOut: boolean; status: ProviderFailure };

/** How the provider failed, for metrics: its HTTP status, no HTTP answer, or a broken/empty stream. */
export type ProviderFailure = number | 'timeout' | 'network' | 'stream';

/**
 * Starts the provider call and waits for its first text (or its failure), so that a provider that fails or stays
 * silent answers 502/504 JSON instead of an empty stream. No retries: the user is waiting. The provider's own
 * `doStream` is called rather than `streamText`, whose steps, tools and telemetry a relay of text does not use and
 * which cost about 1 ms of CPU per run (decision 013).
 */
export async function startRun(model: LanguageModelV4, prompt: ActionPrompt, signal: AbortSignal, timeoutMs: number): Promise<FirstToken> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const call = model.doStream({
      prompt: [
        { role: 'system', content: prompt.system },
        { role: 'user', content: [{ type: 'text', text: prompt.user }] },
      ],
      abortSignal: signal,
    });
    const started = await Promise.race([call, timeout]);
    if (started === 'timeout') return { kind: 'failed', timedOut: true, status: 'timeout' };
    const reader = started.stream.getReader();
    for (;;) {
      const next = await Promise.race([reader.read(), timeout]);
      if (next === 'timeout') return { kind: 'failed', timedOut: true, status: 'timeout' };
      if (next.done) return { kind: 'failed', timedOut: false, status: 'stream' };
      const part = next.value;
      if (part.type === 'text-delta' && part.delta) return { kind: 'text', text: part.delta, rest: reader };
      if (part.type === 'error' || part.type === 'finish') return { kind: 'failed', timedOut: false, status: part.type === 'error' ? failure(part.error, 'stream') : 'stream' };
    }
  } catch (error) {
    // The provider refused the call (an HTTP error, a bad key) or the connection failed.
    return { kind: 'failed', timedOut: false, status: failure(error, 'network') };
  } finally {
    clearTimeout(timer);
  }
}

/** The provider's HTTP status when the SDK's error carries one (`APICallError`), else `otherwise`. */
function failure(error: unknown, otherwise: ProviderFailure): ProviderFailure {
  const status = (error as { statusCode?: unknown } | undefined)?.statusCode;
  return typeof status === 'number' ? status : otherwise;
}

/** A run started before its admission answered: its provider request is built and held (decision 050). */
export interface HeldRun {
  model: LanguageModelV4;
  /** Lets the request leave: the run's first token (or failure), as `startRun` answers. */
  send(): Promise<FirstToken>;
  /** The request never leaves: the run was refused, or admitted for another model. */
  drop(): void;
}

/**
 * `startRun` on a request held at the door: the SDK prepares it while the admission's statement is at the database,
 * and it reaches the provider only on `send()`. Its own signal keys the hold; `signal` (the client went away) aborts it.
 */
export function startHeldRun(model: LanguageModelV4, prompt: ActionPrompt, signal: AbortSignal, timeoutMs: number): HeldRun {
  const attempt = new AbortController();
  const abort = () => attempt.abort();
  signal.addEventListener('abort', abort, { once: true });
  const hold = holdRequests(attempt.signal);
  const first = startRun(model, prompt, attempt.signal, timeoutMs);
  return {
    model,
    send() {
      hold.release(true);
      return first;
    },
    drop() {
      signal.removeEventListener('abort', abort);
      hold.release(false);
      attempt.abort();
    },
  };
}

