/**
 * Requests held at the door: a provider call is started (the SDK builds its body and headers, the client its request)
 * while something it depends on is still being decided, and leaves only when released. Keyed by the call's
 * AbortSignal, which the SDKs hand to `fetch` as it was given. Decision 050: the run is prepared while its admission
 * waits for the database, and a run that is not admitted never reaches the provider.
 */
const held = new WeakMap<AbortSignal, Promise<boolean>>();

/** The error a dropped request fails with, as an aborted one: the SDK reports it as a cancelled call. */
const notSent = () => new DOMException('The request was dropped before it was sent.', 'AbortError');

/** Holds every request made with `signal` until `release(true)`; `release(false)` drops them unsent. */
export function holdRequests(signal: AbortSignal): { release: (send: boolean) => void } {
  let release!: (send: boolean) => void;
  held.set(signal, new Promise<boolean>((resolve) => (release = resolve)));
  return { release };
}

/** Waits until a request made with `signal` may leave; throws, and it must not be sent, when it was dropped or aborted. */
export async function mayLeave(signal: AbortSignal | null | undefined): Promise<void> {
  const gate = signal && held.get(signal);
  if (!gate) return;
  if (!(await gate) || signal.aborted) throw notSent();
}
