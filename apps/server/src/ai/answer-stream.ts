import type { HttpBindings } from '@hono/node-server';
import type { RunEvent } from '@selecta/shared/ai';
import type { Context } from 'hono';
import type { Socket } from 'node:net';
import type { RunReportEnv, RunStreamEnd } from './run-report-env.ts';
import type { RunEnd } from './run-usage.ts';
import type { FirstToken, PartReader } from './provider-stream.ts';

type FirstText = Extract<FirstToken, { kind: 'text' }>;

/**
 * The streamed answer as the response: `text/event-stream`, the first delta already queued. Under Node's server the
 * head and the first delta leave in one write (the adapter would flush the head on its own, one wake-up of the client
 * before the delta), and at once, not after the tokens that came with it; those, and every later burst, leave
 * together at the end of their turn (decision 014). (`app.request()` in tests has no socket.)
 */
export function answerResponse(c: Context, first: FirstText, headers: Record<string, string>, onCancel: () => void, usageEnd?: RunEnd): Response {
  const writes = turnWrites((c.env as Partial<HttpBindings> | undefined)?.outgoing?.socket);
  writes.hold();
  const onPull = (firstTaken: boolean) => {
    if (firstTaken) writes.flush();
    writes.hold();
  };
  // The run's report (routes/ai/run-report.ts) hears how the stream ends, and ends it when a drain runs out of time.
  const run = (c as Context<RunReportEnv>).var.run;
  const hooks: StreamHooks = { onPull, onCancel, onEnd: run?.streamEnded, usageEnd, cut: run?.cut };
  // `transfer-encoding: chunked` says up front that the body streams, so the adapter does not wait to measure it.
  return c.body(runEventStream(first, hooks), 200, {
    ...headers,
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache, no-transform',
    'transfer-encoding': 'chunked',
    'x-accel-buffering': 'no',
  });
}

interface StreamHooks {
  /** The client took the previous event (`firstTaken` on the first pull). */
  onPull: (firstTaken: boolean) => void;
  /** The client went away: the run must end. */
  onCancel: () => void;
  /** The stream ended: `done`, an `error` event from the provider, `cancel`led by the client, or `cut` by a drain. */
  onEnd?: ((how: RunStreamEnd) => void) | undefined;
  /** The stream ended, with the answer's length: for the usage statistics. */
  usageEnd?: RunEnd | undefined;
  /** Fires when the server's drain has run out of time: the stream ends with a `server_draining` error event. */
  cut?: AbortSignal | undefined;
}

const cutEvent: RunEvent = { event: 'error', data: { code: 'server_draining', message: 'The server is restarting. Try again in a moment.' } };

/**
 * The answer as a body: the first delta is queued before the body is handed over; each later event is read from the
 * provider only when the client has taken the previous one (backpressure). Cancelling the body (the client went away)
 * ends the run.
 */
function runEventStream(first: FirstText, hooks: StreamHooks): ReadableStream<Uint8Array> {
  let pulled = false;
  let ended = false;
  let outputChars = first.text.length;
  const end = (how: RunStreamEnd) => {
    if (ended) return;
    ended = true;
    hooks.onEnd?.(how);
    hooks.usageEnd?.(how === 'done' ? 'answered' : how === 'cancel' ? 'cancelled' : 'provider_error', outputChars);
  };
  // Cancelling the provider's reader settles the pending read; `pull` then sends the drain's error event.
  const onCut = () => void first.rest.cancel().catch(() => {});
  hooks.cut?.addEventListener('abort', onCut, { once: true });
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encodeEvent({ event: 'delta', data: { text: first.text } }));
      },
      async pull(controller) {
        hooks.onPull(!pulled);
        pulled = true;
        const read = await nextEvent(first.rest);
        const event = hooks.cut?.aborted ? cutEvent : read;
        controller.enqueue(encodeEvent(event));
        if (event.event === 'delta') outputChars += event.data.text.length;
        else {
          controller.close();
          hooks.cut?.removeEventListener('abort', onCut);
          first.rest.releaseLock();
          end(event === cutEvent ? 'cut' : event.event === 'done' ? 'done' : 'error');
        }
      },
      cancel() {
        hooks.cut?.removeEventListener('abort', onCut);
        end('cancel');
        hooks.onCancel();
        first.rest.cancel().catch(() => {});
      },
    },
    { highWaterMark: 0 },
  );
}

const midStreamError: RunEvent = { event: 'error', data: { code: 'provider_error', message: 'The AI provider stopped answering. Try again.' } };

/** The next event after the first text; a provider error mid-stream ends the stream with an `error` event. */
async function nextEvent(rest: PartReader): Promise<RunEvent> {
  try {
    for (;;) {
      const { value: part, done } = await rest.read();
      if (done) return { event: 'done', data: { finishReason: 'stop' } };
      if (part.type === 'text-delta' && part.delta) return { event: 'delta', data: { text: part.delta } };
      if (part.type === 'error') return midStreamError;
      if (part.type === 'finish') return { event: 'done', data: { finishReason: part.finishReason.unified } };
    }
  } catch {
    return midStreamError;
  }
}

const encoder = new TextEncoder();

/** One Server-Sent Event as its bytes; JSON data has no line breaks, so one `data:` line always holds it. */
function encodeEvent({ event, data }: RunEvent): Uint8Array {
  return encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/**
 * Holds a socket's writes for the rest of the current turn of the event loop, so that what is written in one turn
 * leaves in one syscall: every write wakes the client, and at fifty streams the writes of one stream's tokens,
 * parsed together, would queue before the first token of the next. `flush` lets go at once. Without a socket
 * (`app.request()` in tests) both do nothing.
 */
export function turnWrites(socket: Socket | null | undefined) {
  let held = false;
  const flush = () => {
    if (!held) return;
    held = false;
    socket?.uncork();
  };
  return {
    hold() {
      if (!socket || held || socket.destroyed) return;
      held = true;
      socket.cork();
      setImmediate(flush);
    },
    flush,
  };
}
