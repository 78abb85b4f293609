import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdRequests } from './held-requests.ts';
import { createProviderFetch } from './provider-fetch.ts';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let handler: Handler;
let server: Server;
let base: string;
let connections = 0;
const closed: string[] = [];

beforeAll(async () => {
  server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    res.on('close', () => closed.push(req.url ?? ''));
    handler(req, body, res);
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const providerFetch = createProviderFetch();

describe('createProviderFetch', () => {
  it('sends the method, headers and JSON body, and answers a standard Response', async () => {
    handler = (req, body, res) => res.writeHead(200, { 'content-type': 'application/json', 'x-echo': req.headers['x-key'] ?? '' }).end(JSON.stringify({ method: req.method, body }));
    const res = await providerFetch(`${base}/v1/chat`, { method: 'POST', headers: { 'x-key': 'k1', 'content-type': 'application/json' }, body: '{"a":1}' });
    expect(res).toBeInstanceOf(Response);
    expect(res.ok).toBe(true);
    expect(res.headers.get('x-echo')).toBe('k1');
    expect(await res.json()).toEqual({ method: 'POST', body: '{"a":1}' });
  });

  it('takes headers as a Headers object or pairs too', async () => {
    handler = (req, _body, res) => res.end(`${req.headers['x-a']},${req.headers['x-b']}`);
    const viaHeaders = await providerFetch(`${base}/h`, { headers: new Headers({ 'x-a': '1', 'x-b': '2' }) });
    expect(await viaHeaders.text()).toBe('1,2');
    const viaPairs = await providerFetch(new URL(`${base}/h`), { headers: [['x-a', '3'], ['x-b', '4']] });
    expect(await viaPairs.text()).toBe('3,4');
  });

  it('streams the body as it arrives', async () => {
    let finish = () => {};
    handler = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: first\n\n');
      finish = () => res.end('data: last\n\n');
    };
    const res = await providerFetch(`${base}/stream`, { method: 'POST', body: '{}' });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    expect(decoder.decode((await reader.read()).value)).toBe('data: first\n\n');
    finish();
    expect(decoder.decode((await reader.read()).value)).toBe('data: last\n\n');
    expect((await reader.read()).done).toBe(true);
  });

  it('answers an error status with its body, and a bodyless status without one', async () => {
    handler = (_req, _body, res) => res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"message":"bad key"}}');
    const refused = await providerFetch(`${base}/err`, { method: 'POST', body: '{}' });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: { message: 'bad key' } });
    handler = (_req, _body, res) => res.writeHead(204).end();
    const empty = await providerFetch(`${base}/none`, { method: 'POST', body: '{}' });
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
  });

  it('keeps one connection alive between requests', async () => {
    handler = (_req, _body, res) => res.end('ok');
    await (await providerFetch(`${base}/a`)).text();
    const opened = connections;
    for (let i = 0; i < 3; i++) await (await providerFetch(`${base}/a`, { method: 'POST', body: '{}' })).text();
    expect(connections).toBe(opened);
  });

  it('closes the connection when the signal aborts mid-answer', async () => {
    handler = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: first\n\n');
    };
    const controller = new AbortController();
    const res = await providerFetch(`${base}/abort`, { method: 'POST', body: '{}', signal: controller.signal });
    const reader = res.body!.getReader();
    await reader.read();
    const read = reader.read();
    controller.abort();
    await expect(read).rejects.toThrow();
    await expect.poll(() => closed).toContain('/abort');
  });

  it('holds a request made with a held signal until it is released; a dropped one never leaves', async () => {
    const arrived: string[] = [];
    handler = (req, _body, res) => (arrived.push(req.url ?? ''), res.end('ok'));
    const sent = new AbortController();
    const hold = holdRequests(sent.signal);
    const answer = providerFetch(`${base}/held`, { method: 'POST', body: '{}', signal: sent.signal });
    const dropped = new AbortController();
    const drop = holdRequests(dropped.signal);
    const never = providerFetch(`${base}/dropped`, { method: 'POST', body: '{}', signal: dropped.signal });
    // A request made after the held ones, free to go: once it is answered, the held ones would have arrived before it.
    await (await providerFetch(`${base}/free`, { method: 'POST', body: '{}' })).text();
    expect(arrived).toEqual(['/free']);
    drop.release(false);
    await expect(never).rejects.toMatchObject({ name: 'AbortError' });
    hold.release(true);
    expect(await (await answer).text()).toBe('ok');
    await (await providerFetch(`${base}/free`, { method: 'POST', body: '{}' })).text();
    expect(arrived).toEqual(['/free', '/held', '/free']);
  });

  it('never sends a held request whose call was aborted before its release', async () => {
    const arrived: string[] = [];
    handler = (req, _body, res) => (arrived.push(req.url ?? ''), res.end('ok'));
    const controller = new AbortController();
    const hold = holdRequests(controller.signal);
    const answer = providerFetch(`${base}/aborted`, { method: 'POST', body: '{}', signal: controller.signal });
    controller.abort();
    hold.release(true);
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    await (await providerFetch(`${base}/free`, { method: 'POST', body: '{}' })).text();
    expect(arrived).toEqual(['/free']);
  });

  it('rejects when the provider cannot be reached', async () => {
    await expect(providerFetch('http://127.0.0.1:1/v1', { method: 'POST', body: '{}' })).rejects.toThrow();
  });
});
