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
  /** The stream ended: `done`, an `error` event from the provider, `cancel`led by the client, or `cut` by a drain. */
  onEnd?: (how: RunStreamEnd) => void;
  /** Fires when the server's drain has run out of time: the stream ends with a `server_draining` error event. */
  cut?: AbortSignal;
}

export type RunStreamEnd = 'done' | 'error' | 'cancel' | 'cut';

const cutEvent: RunEvent = { event: 'error', data: { code: 'server_draining', message: 'The server is restarting. Try again in a moment.' } };

/**
 * The answer as a `text/event-stream` body. The first delta is queued before the body is handed over, so it can
 * leave with the response head (`answerResponse` holds the socket's writes until the first `onPull`); each later
 * event is read from the provider only when the client has taken the previous one (backpressure). Cancelling the
 * body ends the run.
 */
export function runEventStream(first: Extract<FirstToken, { kind: 'text' }>, hooks: RunEventStreamHooks): ReadableStream<Uint8Array> {
  let pulled = false;
  let ended = false;
  const end = (how: RunStreamEnd) => {
    if (!ended) hooks.onEnd?.(how);
    ended = true;
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
        hooks.onPull?.(!pulled);
        pulled = true;
        const read = await nextEvent(first.rest);
        const event = hooks.cut?.aborted ? cutEvent : read;
        controller.enqueue(encodeEvent(event));
        if (event.event !== 'delta') {
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
