import type { RunEvent } from '@selecta/shared/ai';
import { nextEvent, type FirstToken } from './run-stream.ts';

const encoder = new TextEncoder();

/** One Server-Sent Event as its bytes; JSON data has no line breaks, so one `data:` line always holds it. */
export function encodeEvent({ event, data }: RunEvent): Uint8Array {
  return encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/**
 * The answer as a `text/event-stream` body. The first delta is queued before the body is handed over, so it can
 * leave with the response head (the route corks the socket for that); each later event is read from the provider only when
 * the client has taken the previous one (backpressure). Cancelling the body (the client went away) ends the run.
 */
export function runEventStream(first: Extract<FirstToken, { kind: 'text' }>, onCancel: () => void): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encodeEvent({ event: 'delta', data: { text: first.text } }));
      },
      async pull(controller) {
        const event = await nextEvent(first.rest);
        controller.enqueue(encodeEvent(event));
        if (event.event !== 'delta') {
          controller.close();
          first.rest.releaseLock();
        }
      },
      cancel() {
        onCancel();
        first.rest.cancel().catch(() => {});
      },
    },
    { highWaterMark: 0 },
  );
}
