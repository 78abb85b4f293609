// The relays the AI floor bench measures, each run in a process of its own (argv: kind, provider URL): what any Node
// gateway pays on this machine, without our auth, validation, limits or database.
import { serve } from '@hono/node-server';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { Hono } from 'hono';
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProviderFetch } from '../apps/server/src/outbound/provider-fetch.ts';
import { answerResponse } from '../apps/server/src/ai/answer-stream.ts';
import { startRun } from '../apps/server/src/ai/provider-stream.ts';

const [kind, provider] = process.argv.slice(2) as ['proxy' | 'hono' | 'sdk', string];
const providerBody = JSON.stringify({ model: 'bench', stream: true, messages: [{ role: 'user', content: 'hi' }] });
const ready = (port: number) => process.send?.(`http://127.0.0.1:${port}`);
// Stopped by the bench: exit as a process does, so that a CPU profile asked for (--cpu-prof) is written.
process.once('SIGTERM', () => process.exit(0));
// Gone with the bench that started it.
process.on('disconnect', () => process.exit(0));

if (kind === 'proxy') {
  // Node's HTTP server piping the provider's bytes through on a keep-alive agent.
  const agent = new Agent({ keepAlive: true });
  const server = createServer((req, res) => {
    req.resume().once('end', () => {
      const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(providerBody) };
      request(`${provider}/v1/chat/completions`, { method: 'POST', agent, headers }, (answer) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        answer.pipe(res);
      }).end(providerBody);
    });
  });
  server.listen(0, '127.0.0.1', () => ready((server.address() as AddressInfo).port));
} else {
  // hono on @hono/node-server relaying the provider's stream as a web Response; `sdk` relays it through the AI SDK's
  // model and the gateway's own answer stream instead.
  const providerFetch = createProviderFetch();
  const model = createOpenAICompatible({ name: 'bench', baseURL: `${provider}/v1`, fetch: providerFetch })('bench');
  const app = new Hono().post('/run', async (c) => {
    await c.req.json();
    if (kind === 'hono') {
      const answer = await providerFetch(`${provider}/v1/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: providerBody });
      return c.body(answer.body, 200, { 'content-type': 'text/event-stream', 'transfer-encoding': 'chunked' });
    }
    const first = await startRun(model, { system: 'Summarize.', user: 'hi' }, c.req.raw.signal, 10_000);
    if (first.kind !== 'text') return c.json({ code: 'provider_error' }, 502);
    return answerResponse(c, first, {}, () => {});
  });
  serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => ready(info.port));
}
