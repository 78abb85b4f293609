import { Agent, type IncomingMessage, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { childSpan } from '../ops/tracing.ts';
import { mayLeave } from './held-requests.ts';

/** Statuses whose Response may not carry a body. */
const bodyless = new Set([101, 103, 204, 205, 304]);

/**
 * The `fetch` the provider SDKs call: Node's HTTP client on keep-alive agents, answering a standard Response.
 * Node's `fetch` turns the JSON body into a stream and back, builds a Request, checks every header through WebIDL,
 * and, like undici's `request`, holds a reused connection for a turn of the event loop before writing: 0.5 to
 * 0.7 ms between the SDK's call and the request on the wire, on every run (decision 014). Bodies other than a string
 * or bytes (the SDKs' multipart uploads, which no action sends) go to `fetch`.
 */
export function createProviderFetch(options: { lookup?: LookupFunction; span?: string } = {}): typeof fetch {
  // A custom lookup (a team's endpoint) checks the very addresses the sockets connect to: no DNS rebinding between a
  // check and the connection. Such a fetch never falls back to `fetch`, which would resolve on its own.
  const { lookup, span = 'ai.provider' } = options;
  const agents = { http: new Agent({ keepAlive: true, ...(lookup ? { lookup } : {}) }), https: new HttpsAgent({ keepAlive: true, ...(lookup ? { lookup } : {}) }) };
  return async (input, init = {}) => {
    const { body } = init;
    if (body != null && typeof body !== 'string' && !(body instanceof Uint8Array)) {
      if (lookup) throw new TypeError('This provider fetch only sends string or byte bodies.');
      await mayLeave(init.signal);
      return fetch(input, init);
    }
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const headers = plainHeaders(init.headers);
    if (body != null) headers['content-length'] = String(Buffer.byteLength(body));
    const send = (retry: boolean) =>
      new Promise<IncomingMessage>((resolve, reject) => {
        const secure = url.protocol === 'https:';
        const options = { method: init.method ?? 'GET', headers, agent: secure ? agents.https : agents.http, signal: init.signal ?? undefined };
        const req = (secure ? httpsRequest : httpRequest)(url, options, resolve);
        req.on('error', (error: NodeJS.ErrnoException) => {
          // A kept-alive connection the provider closed while it was idle fails at once, before the request reaches
          // anyone: sent again once, on a fresh connection (Node's documented pattern).
          if (retry && req.reusedSocket && error.code === 'ECONNRESET') send(false).then(resolve, reject);
          else reject(error);
        });
        req.end(body ?? undefined);
      });
    // A held request (held-requests.ts) has everything ready and waits here, unsent, until it may leave.
    await mayLeave(init.signal);
    // A span per call when tracing (ops/tracing.ts), ended with its answer's last byte.
    const traced = childSpan(span, { 'http.request.method': init.method ?? 'GET', 'server.address': url.host });
    const res = await send(true).catch((error: unknown) => {
      traced({ 'error.type': (error as NodeJS.ErrnoException).code ?? 'error' }, true);
      throw error;
    });
    const status = res.statusCode ?? 502;
    res.once('close', () => traced({ 'http.response.status_code': status }, status >= 400 || !res.complete));
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (Array.isArray(value)) for (const item of value) responseHeaders.append(name, item);
      else if (value !== undefined) responseHeaders.set(name, value);
    }
    if (bodyless.has(status)) {
      res.resume();
      return new Response(null, { status, headers: responseHeaders });
    }
    return new Response(webStream(res), { status, statusText: res.statusMessage ?? '', headers: responseHeaders });
  };
}

/**
 * The request headers as Node's client takes them. The SDKs pass a plain object with lower-case names, copied as is;
 * building a `Headers` (WebIDL checks on every name and value) is kept for any other shape.
 */
function plainHeaders(init: RequestInit['headers']): Record<string, string> {
  if (!init || init instanceof Headers || Array.isArray(init)) return Object.fromEntries(new Headers(init));
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(init)) if (value != null) headers[name.toLowerCase()] = String(value);
  return headers;
}

/** A Node body as a web stream that reads from the socket only as fast as it is consumed. */
function webStream(body: IncomingMessage): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      body.on('data', (chunk: Buffer) => {
        controller.enqueue(chunk);
        if ((controller.desiredSize ?? 0) <= 0) body.pause();
      });
      body.once('end', () => controller.close());
      // An answer cut off (the provider hung up, the run was aborted) errors the stream rather than ending it.
      body.once('close', () => {
        if (!body.complete) controller.error(new Error('The provider closed the connection mid-answer.'));
      });
      body.on('error', (error) => controller.error(error));
    },
    pull() {
      body.resume();
    },
    cancel() {
      body.destroy();
    },
  });
}
