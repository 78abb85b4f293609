import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { runEventStream, type RunEventStreamHooks } from './run-event-stream.ts';
import type { FirstToken } from './run-stream.ts';
import { turnWrites } from './turn-writes.ts';

/**
 * The streamed answer as the response: `text/event-stream`, the first delta already queued. Under Node's server the
 * head and the first delta leave in one write (the adapter would flush the head on its own, one wake-up of the client
 * before the delta), and at once, not after the tokens that came with it; those, and every later burst, leave
 * together at the end of their turn. (`app.request()` in tests has no socket.)
 */
export function answerResponse(c: Context, first: Extract<FirstToken, { kind: 'text' }>, headers: Record<string, string>, onCancel: () => void, onEnd?: RunEventStreamHooks['onEnd']): Response {
  const writes = turnWrites((c.env as Partial<HttpBindings> | undefined)?.outgoing?.socket);
  writes.hold();
  const onPull = (firstTaken: boolean) => {
    if (firstTaken) writes.flush();
    writes.hold();
  };
  // `transfer-encoding: chunked` says up front that the body streams, so the adapter does not wait to measure it.
  return c.body(runEventStream(first, { onPull, onCancel, onEnd }), 200, {
    ...headers,
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache, no-transform',
    'transfer-encoding': 'chunked',
    'x-accel-buffering': 'no',
  });
}
