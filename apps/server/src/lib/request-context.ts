import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** The request a piece of work belongs to: every log line written while handling it carries its id. */
const requests = new AsyncLocalStorage<{ requestId: string; span?: unknown }>();

/** An incoming `x-request-id` is kept when it is short and of safe characters (it lands in logs and headers). */
const safeRequestId = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

export function requestIdFrom(header: string | undefined): string {
  return header !== undefined && safeRequestId.test(header) ? header : randomUUID();
}

export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return requests.run({ requestId }, work);
}

/** pino's `mixin`: the current request's id, on every line written inside it. */
export function requestLogFields(): { requestId?: string } {
  const store = requests.getStore();
  return store ? { requestId: store.requestId } : {};
}

/** The request's trace span (ops/tracing.ts), kept here so that database and provider spans become its children. */
export function setRequestSpan(span: unknown): void {
  const store = requests.getStore();
  if (store) store.span = span;
}

export function requestSpan(): unknown {
  return requests.getStore()?.span;
}
