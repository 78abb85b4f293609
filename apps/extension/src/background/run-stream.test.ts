import { createServer, type Server, type ServerResponse } from 'node:http';
import { versionHeader } from '@selecta/shared/version';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { PortEvent } from '../messaging/protocol.ts';
import { streamRun } from './run-stream.ts';

// A real HTTP server answering as a restarting replica would, then as a live one (decision 048).
let server: Server;
let url: string;
let answers: ((res: ServerResponse) => void)[] = [];
const requests: { at: number; version: string | undefined }[] = [];

const draining = (retryAfter = '0') => (res: ServerResponse) => {
  res.writeHead(503, { 'content-type': 'application/json', 'retry-after': retryAfter, connection: 'close' });
  res.end(JSON.stringify({ code: 'server_draining', message: 'This server is restarting. Try again in a moment.' }));
};
const streamed = (res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.end('event: delta\ndata: {"text":"Hello"}\n\nevent: done\ndata: {}\n\n');
};
const unavailable = (res: ServerResponse) => {
  res.writeHead(503, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ code: 'ai_not_configured', message: 'No provider.' }));
};

beforeAll(async () => {
  vi.spyOn(fakeBrowser.runtime, 'getManifest').mockReturnValue({ manifest_version: 3, name: 'Selecta', version: '1.4.2' });
  server = createServer((req, res) => {
    requests.push({ at: Date.now(), version: req.headers[versionHeader] as string | undefined });
    req.resume();
    req.on('end', () => (answers.shift() ?? streamed)(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
  answers = [];
});

async function run(signal = new AbortController().signal): Promise<PortEvent[]> {
  const events: PortEvent[] = [];
  await streamRun({ serverUrl: url, token: 't' }, { action: 'tldr', text: 'Some text.' } as never, signal, (event) => events.push(event));
  return events;
}

describe('a run refused by a draining replica', () => {
  it('is sent once more after Retry-After, and the answer streams', async () => {
    answers = [draining('1')];
    const events = await run();
    expect(events).toEqual([{ type: 'delta', text: 'Hello' }, { type: 'done' }]);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.at - requests[0]!.at).toBeGreaterThanOrEqual(950);
    // Each says which version of the extension calls.
    expect(requests.map((r) => r.version)).toEqual(['1.4.2', '1.4.2']);
  });

  it('is retried only once: a second refusal is shown as a restart', async () => {
    answers = [draining(), draining()];
    const events = await run();
    expect(requests).toHaveLength(2);
    expect(events).toEqual([{ type: 'error', error: { code: 'server_restarting', message: 'This server is restarting. Try again in a moment.', resetAt: null } }]);
  });

  it('is not retried when the 503 means something else', async () => {
    answers = [unavailable];
    const events = await run();
    expect(requests).toHaveLength(1);
    expect(events).toMatchObject([{ type: 'error', error: { code: 'not_configured' } }]);
  });

  it('stops waiting when the card is closed', async () => {
    answers = [draining('5')];
    const controller = new AbortController();
    const events = run(controller.signal);
    await expect.poll(() => requests.length).toBe(1);
    controller.abort();
    expect(await events).toEqual([]);
    expect(requests).toHaveLength(1);
  });
});
