import type * as OpenTelemetryApi from '@opentelemetry/api';
import type { Attributes, Span, Tracer } from '@opentelemetry/api';
import type { MiddlewareHandler } from 'hono';
import type { RequestEnv } from '../lib/request-env.ts';
import { requestSpan, setRequestSpan } from '../lib/request-context.ts';
import { routeTemplate } from './http-metrics.ts';
import { observeQueries } from './query-observer.ts';

type Api = typeof OpenTelemetryApi;
interface Tracing {
  api: Api;
  tracer: Tracer;
  extract(headers: Record<string, string>): ReturnType<Api['context']['active']>;
  flush(): Promise<void>;
}

/** Set once the SDK is loaded; while undefined (tracing off, or not loaded yet) every span call is a no-op. */
let tracing: Tracing | undefined;
let loading: Promise<Tracing> | undefined;

/**
 * The OpenTelemetry SDK, imported only when `OTEL_EXPORTER_OTLP_ENDPOINT` is set: a server without it never loads a
 * byte of it. Spans go out over OTLP/HTTP (JSON) in batches to `<endpoint>/v1/traces`.
 */
function loadTracing(endpoint: string): Promise<Tracing> {
  loading ??= (async () => {
    const [api, core, base, exporter, resources] = await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/core'),
      import('@opentelemetry/sdk-trace-base'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ]);
    const processor = new base.BatchSpanProcessor(new exporter.OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` }));
    const provider = new base.BasicTracerProvider({ resource: resources.resourceFromAttributes({ 'service.name': 'selecta' }), spanProcessors: [processor] });
    const propagator = new core.W3CTraceContextPropagator();
    const getter = { keys: (carrier: Record<string, string>) => Object.keys(carrier), get: (carrier: Record<string, string>, key: string) => carrier[key] };
    tracing = {
      api,
      tracer: provider.getTracer('selecta'),
      extract: (headers) => propagator.extract(api.ROOT_CONTEXT, headers, getter),
      flush: () => provider.forceFlush(),
    };
    // A span per query, under the request's span (decision 033).
    observeQueries((query) => {
      const end = childSpan('db.query', { 'db.system.name': 'postgresql', ...(query ? { 'db.query.text': query } : {}) });
      return (error) => end(error === undefined ? {} : { 'error.type': 'query_failed' }, error !== undefined);
    });
    return tracing;
  })();
  return loading;
}

/** Sends every span ended so far (tests; a drain could too). */
export async function flushTracing(): Promise<void> {
  await tracing?.flush();
}

/** The current request span's attribute, when tracing (e.g. the run's first-token time). */
export function setRequestAttribute(name: string, value: number | string): void {
  (requestSpan() as Span | undefined)?.setAttribute(name, value);
}

/** A client span (a query, a provider call) under the current request's; `end(attributes, failed)` ends it. A no-op without tracing. */
export function childSpan(name: string, attributes: Attributes): (more?: Attributes, failed?: boolean) => void {
  const parent = requestSpan() as Span | undefined;
  if (!tracing || !parent) return () => {};
  const { api, tracer } = tracing;
  const span = tracer.startSpan(name, { kind: api.SpanKind.CLIENT, attributes }, api.trace.setSpan(api.ROOT_CONTEXT, parent));
  return (more = {}, failed = false) => {
    span.setAttributes(more);
    if (failed) span.setStatus({ code: api.SpanStatusCode.ERROR });
    span.end();
  };
}

/** A server span per request, continuing the caller's trace when it sends `traceparent`. */
export function traceRequests(endpoint: string): MiddlewareHandler<RequestEnv> {
  return async (c, next) => {
    const { api, tracer, extract } = tracing ?? (await loadTracing(endpoint));
    const headers: Record<string, string> = {};
    for (const name of ['traceparent', 'tracestate']) {
      const value = c.req.header(name);
      if (value) headers[name] = value;
    }
    const span = tracer.startSpan(`${c.req.method}`, { kind: api.SpanKind.SERVER, attributes: { 'http.request.method': c.req.method } }, extract(headers));
    setRequestSpan(span);
    try {
      await next();
    } finally {
      const route = routeTemplate(c);
      span.updateName(`${c.req.method} ${route}`);
      span.setAttributes({ 'http.route': route, 'http.response.status_code': c.res.status, 'selecta.request_id': c.get('requestId') });
      if (c.res.status >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
      span.end();
    }
  };
}
