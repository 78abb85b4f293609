import { createParser } from 'eventsource-parser';
import { z } from 'zod';
import type { PortEvent } from '../messaging/protocol.ts';
import type { RunRequest } from '../messaging/run-request.ts';
import { delay, drainingRetryMs, runErrorFromEvent, runErrorFromResponse, safeJson } from './run-errors.ts';
import { apiFetch } from '../lib/api-fetch.ts';

const deltaSchema = z.object({ text: z.string() });

export interface RunTarget {
  serverUrl: string;
  token: string | null;
}

/**
 * Runs one action against the server and reports each event: deltas as they arrive, then done or an error.
 * Aborting the signal ends it quietly (the card was closed or stopped).
 */
export async function streamRun(
  target: RunTarget,
  request: RunRequest,
  signal: AbortSignal,
  emit: (event: PortEvent) => void,
): Promise<void> {
  if (!target.token) {
    emit({ type: 'error', error: { code: 'unauthorized', message: 'Not signed in.', resetAt: null } });
    return;
  }
  const send = () =>
    apiFetch(`${target.serverUrl}/api/ai/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${target.token}`, accept: 'text/event-stream' },
      body: JSON.stringify(request),
      signal,
    });
  let response: Response;
  try {
    response = await send();
    // A replica that is restarting refused the run before any work (it costs nothing): once more, after Retry-After,
    // the proxy sends it to another one (decision 048).
    const wait = response.status === 503 ? await drainingRetryMs(response) : null;
    if (wait !== null) {
      await delay(wait, signal);
      response = await send();
    }
  } catch (error) {
    if (!signal.aborted) emit({ type: 'error', error: { code: 'offline', message: String(error), resetAt: null } });
    return;
  }
  if (!response.ok || !response.body) {
    emit({ type: 'error', error: await runErrorFromResponse(response) });
    return;
  }
  let finished = false;
  const parser = createParser({
    onEvent(event) {
      if (finished) return;
      if (event.event === 'delta') {
        const delta = deltaSchema.safeParse(safeJson(event.data));
        if (delta.success && delta.data.text) emit({ type: 'delta', text: delta.data.text });
      } else if (event.event === 'done') {
        finished = true;
        emit({ type: 'done' });
      } else if (event.event === 'error') {
        finished = true;
        emit({ type: 'error', error: runErrorFromEvent(event.data) });
      }
    },
  });
  const decoder = new TextDecoder();
  try {
    const reader = response.body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      parser.feed(decoder.decode(part.value, { stream: true }));
    }
  } catch (error) {
    if (signal.aborted) return;
    finished = true;
    emit({ type: 'error', error: { code: 'offline', message: String(error), resetAt: null } });
    return;
  }
  if (!finished && !signal.aborted) emit({ type: 'done' });
}
