import type { Browser } from 'wxt/browser';
import { type PortEvent, portRequestSchema } from '../messaging/protocol.ts';
import { runOpened } from './apply-updates.ts';
import { accessToken, authClient } from './auth.ts';
import { modelFor } from './models.ts';
import { currentPolicy } from './policy-changes.ts';
import { streamRun } from './run-stream.ts';
import { endLocalSession } from './session-ended.ts';

type Port = Browser.runtime.Port;

/**
 * One port per card: `start` runs an action (a new start aborts the previous run), `stop` or closing the
 * card (the port disconnects) aborts it. Malformed messages are answered with an error and ignored.
 */
export function handleRunPort(port: Port): void {
  let controller: AbortController | null = null;
  let connected = true;
  const emit = (event: PortEvent) => {
    if (connected) port.postMessage(event);
  };
  port.onDisconnect.addListener(() => {
    connected = false;
    controller?.abort();
  });
  port.onMessage.addListener((raw: unknown) => {
    const message = portRequestSchema.safeParse(raw);
    if (!message.success) {
      emit({ type: 'error', error: { code: 'invalid', message: 'Malformed run message.', resetAt: null } });
      return;
    }
    controller?.abort();
    if (message.data.type === 'stop') {
      controller = null;
      return;
    }
    const run = new AbortController();
    controller = run;
    const request = message.data.request;
    // A downloaded update waits until this answer has streamed (apply-updates.ts).
    const ended = runOpened();
    void (async () => {
      const [{ serverUrl }, token, policy] = await Promise.all([authClient(), accessToken(), currentPolicy()]);
      // The card and panel offer no free change or follow-up question under this policy; a message asking anyway is refused.
      if (policy.allowCustomPrompts === false && ((request.refinement && 'instruction' in request.refinement) || request.followUp)) {
        emit({ type: 'error', error: { code: 'invalid', message: 'Your organisation does not allow prompts of your own.', resetAt: null } });
        return;
      }
      // The model comes from the user's choice on the server, never from the page the selection was made on.
      const model = await modelFor(request.action, serverUrl);
      await streamRun({ serverUrl, token }, { ...request, ...(model ? { model } : {}) }, run.signal, (event) => {
        if (event.type === 'error' && event.error.code === 'session_ended') void endLocalSession();
        if (controller === run) emit(event);
      });
    })()
      .catch((error: unknown) => {
        if (controller === run) emit({ type: 'error', error: { code: 'unknown', message: String(error), resetAt: null } });
      })
      .finally(ended);
  });
}
