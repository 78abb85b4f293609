import type { RunEvent } from '@selecta/shared/ai';
import { nextEvent, type FirstToken } from './run-stream.ts';

const encoder = new TextEncoder();

/** One Server-Sent Event as its bytes; JSON data has no line breaks, so one `data:` line always holds it. */
export function encodeEvent({ event, data }: RunEvent): Uint8Array {
  return encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

export interface RunEventStreamHooks {
  /** The client has taken an event (it is written) and the next is about to be read; `firstTaken` on the first pull. */
  onPull?: (firstTaken: boolean) => void;
  /** The client went away: the run must end. */
  onCancel: () => void;
  /** The stream ended (answered, failed mid-stream, or cancelled), with the answer's length: for the usage statistics. */
  onEnd?: ((outcome: 'answered' | 'provider_error' | 'cancelled', outputChars: number) => void) | undefined;
}

/**
 * The answer as a `text/event-stream` body. The first delta is queued before the body is handed over, so it can
 * leave with the response head (`answerResponse` holds the socket's writes until the first `onPull`); each later
 * event is read from the provider only when the client has taken the previous one (backpressure). Cancelling the
 * body ends the run.
 */
export function runEventStream(first: Extract<FirstToken, { kind: 'text' }>, hooks: RunEventStreamHooks): ReadableStream<Uint8Array> {
  let pulled = false;
  let outputChars = first.text.length;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encodeEvent({ event: 'delta', data: { text: first.text } }));
      },
      async pull(controller) {
        hooks.onPull?.(!pulled);
        pulled = true;
        const event = await nextEvent(first.rest);
        controller.enqueue(encodeEvent(event));
        if (event.event === 'delta') outputChars += event.data.text.length;
        else {
          controller.close();
          first.rest.releaseLock();
          hooks.onEnd?.(event.event === 'done' ? 'answered' : 'provider_error', outputChars);
        }
      },
      cancel() {
        hooks.onCancel();
        hooks.onEnd?.('cancelled', outputChars);
        first.rest.cancel().catch(() => {});
      },
    },
    { highWaterMark: 0 },
  );
}
