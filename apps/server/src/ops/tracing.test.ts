import { createServer, type Server } from 'node:http';
import { startOpenAiDouble, type StreamingDouble } from '@selecta/test-doubles/openai-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestUser } from '../testing/test-user.ts';
import { flushTracing } from './tracing.ts';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: number | string } }[];
}

// An OTLP/HTTP receiver of our own: it keeps every span the server exports, as JSON (the exporter's encoding).
const received: OtlpSpan[] = [];
let receiver: Server;
let double: StreamingDouble;
let t: TestApp;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += String(chunk)));
    req.on('end', () => {
      if (req.url === '/v1/traces' && req.method === 'POST') {
        const json = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
        for (const resource of json.resourceSpans) for (const scope of resource.scopeSpans) received.push(...scope.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  double = await startOpenAiDouble({ reply: 'A traced answer.' });
  const endpoint = `http://127.0.0.1:${(receiver.address() as { port: number }).port}`;
  t = await createTestApp({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, AI_PROVIDER: 'openai-compatible', AI_BASE_URL: `${double.url}/v1` });
});
afterAll(async () => {
  await t.close();
  await double.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

describe('OpenTelemetry traces over OTLP/HTTP', () => {
  it('continue the caller’s traceparent with a span per request, query and provider call, first-token time included', async () => {
    const user = await createTestUser(t);
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const callerSpan = '00f067aa0ba902b7';
    const res = await t.app.request('/api/ai/run', {
      method: 'POST',
      headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json', traceparent: `00-${traceId}-${callerSpan}-01` },
      body: JSON.stringify({ action: 'tldr', text: 'Some text to shorten.' }),
    });
    expect(await res.text()).toContain('event: done');
    await flushTracing();
    await expect.poll(() => received.some((span) => span.traceId === traceId && span.name === 'ai.provider'), { timeout: 10_000 }).toBe(true);

    const inTrace = received.filter((span) => span.traceId === traceId);
    const request = inTrace.find((span) => span.name === 'POST /api/ai/run')!;
    expect(request.parentSpanId).toBe(callerSpan);
    expect(attribute(request, 'http.route')).toBe('/api/ai/run');
    expect(attribute(request, 'http.response.status_code')).toBe(200);
    expect(attribute(request, 'selecta.ai.first_token_ms')).toBeGreaterThanOrEqual(0);
    const provider = inTrace.find((span) => span.name === 'ai.provider')!;
    expect(provider.parentSpanId).toBe(request.spanId);
    expect(attribute(provider, 'http.response.status_code')).toBe(200);
    const queries = inTrace.filter((span) => span.name === 'db.query');
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) expect(query.parentSpanId).toBe(request.spanId);
    // Queries are exported as SQL with placeholders: the user's id is a parameter, never in the text.
    expect(JSON.stringify(inTrace)).not.toContain(user.id);
    expect(JSON.stringify(inTrace)).not.toContain('Some text to shorten.');
  });

  it('start a new trace for a request without traceparent', async () => {
    await t.app.request('/healthz');
    await flushTracing();
    await expect.poll(() => received.some((span) => span.name === 'GET /healthz'), { timeout: 10_000 }).toBe(true);
    const health = received.find((span) => span.name === 'GET /healthz')!;
    expect(health.parentSpanId ?? '').toBe('');
    expect(received.some((span) => span.name === 'db.query' && span.parentSpanId === health.spanId)).toBe(true);
  });
});
