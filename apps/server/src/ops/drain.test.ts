import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { embeddedAnonKey } from '@selecta/shared/auth';
import { startOpenAiDouble, type StreamingDouble } from '@selecta/test-doubles/openai-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../testing/spawn-server-for-test.ts';
import { postgresRun } from '../testing/postgres-run.ts';

// A real server process, a real SIGTERM, streams in flight over kept-alive connections (issue 22).
let double: StreamingDouble;
let dir: string;
const servers: SpawnedServer[] = [];

beforeAll(async () => {
  double = await startOpenAiDouble({ reply: 'word '.repeat(12), chunkSize: 5, chunkDelayMs: 150 });
  dir = await mkdtemp(path.join(tmpdir(), 'selecta-drain-'));
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.kill('SIGKILL')));
});
afterAll(async () => {
  await double.close();
  await rm(dir, { recursive: true, force: true });
});

async function start(graceMs: number, delayMs = 0) {
  const server = await spawnServer({
    DATA_DIR: path.join(dir, `${graceMs}-${delayMs}`),
    SHUTDOWN_DELAY_MS: String(delayMs),
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: `${double.url}/v1`,
    SHUTDOWN_GRACE_MS: String(graceMs),
    AUTH_RATE_LIMITS: 'false',
  });
  servers.push(server);
  const exit = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));
  const signup = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: embeddedAnonKey, authorization: `Bearer ${embeddedAnonKey}` },
    body: JSON.stringify({ email: `drain-${graceMs}-${Date.now()}@example.com`, password: 'correct horse battery staple' }),
  });
  const { access_token: token } = (await signup.json()) as { access_token: string };
  return { server, exit, token };
}

/** One kept-alive connection that records everything the server writes to it until it closes. */
async function connection(url: string) {
  const { port } = new URL(url);
  const socket: Socket = connect(Number(port), '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += String(chunk)));
  const closed = once(socket, 'close');
  return {
    send: (head: string, body = '') => socket.write(`${head}\r\nHost: test\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`),
    received: () => received,
    closed,
  };
}

const runRequest = (token: string) => [`POST /api/ai/run HTTP/1.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json`, JSON.stringify({ action: 'tldr', text: 'Some text.' })] as const;

describe.skipIf(postgresRun)('SIGTERM drains', () => {
  it('goes on serving while proxies notice /readyz (SHUTDOWN_DELAY_MS), each answer closing its connection, then stops taking connections', async () => {
    const { server, exit, token } = await start(20_000, 1500);
    const kept = await connection(server.url);
    kept.send('GET /livez HTTP/1.1');
    await expect.poll(() => kept.received().includes('"status":"ok"')).toBe(true);
    const signalled = Date.now();
    server.process.kill('SIGTERM');
    await expect.poll(() => fetch(`${server.url}/readyz`).then((res) => res.status), { timeout: 5_000 }).toBe(503);
    // A run that still reaches it on a kept-alive connection (a proxy that has not noticed yet) is served in full.
    kept.send(...runRequest(token));
    await kept.closed;
    const [, run] = kept.received().split(/(?=HTTP\/1\.1 )/);
    expect(run).toMatch(/^HTTP\/1\.1 200/);
    expect(run).toMatch(/\r\nconnection: close\r\n/i);
    expect(run).toContain('event: done');
    // So is one on a new connection, until the delay is over; then connections are refused.
    if (Date.now() - signalled < 1200) expect((await fetch(`${server.url}/livez`)).status).toBe(200);
    await expect.poll(() => fetch(`${server.url}/livez`).then(() => 'answered', () => 'refused'), { timeout: 10_000 }).toBe('refused');
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1500);
    expect(await exit).toBe(0);
  }, 120_000);

  it('with no delay, finishes the streams in flight, refuses new work on their connections with Connection: close, then exits 0', async () => {
    const { server, exit, token } = await start(20_000);
    const a = await connection(server.url);
    const b = await connection(server.url);
    a.send(...runRequest(token));
    b.send(...runRequest(token));
    await expect.poll(() => a.received().includes('event: delta') && b.received().includes('event: delta'), { timeout: 10_000 }).toBe(true);
    server.process.kill('SIGTERM');
    // At once no new connections are taken.
    await expect.poll(() => fetch(`${server.url}/livez`).then(() => 'answered', () => 'refused'), { timeout: 10_000 }).toBe('refused');
    // The kept-alive connections get their next request answered, and closed.
    a.send(...runRequest(token));
    b.send('GET /readyz HTTP/1.1');
    await Promise.all([a.closed, b.closed]);
    expect(await exit).toBe(0);

    for (const conn of [a, b]) {
      const [first] = conn.received().split(/(?=HTTP\/1\.1 )/);
      expect(first).toMatch(/^HTTP\/1\.1 200/);
      expect(first).toContain('event: done');
      expect(first).not.toContain('event: error');
    }
    const [, refusedRun] = a.received().split(/(?=HTTP\/1\.1 )/);
    expect(refusedRun).toMatch(/^HTTP\/1\.1 503/);
    expect(refusedRun).toMatch(/\r\nretry-after: 1\r\n/i);
    expect(refusedRun).toMatch(/\r\nconnection: close\r\n/i);
    expect(refusedRun).toContain('"code":"server_draining"');
    const [, readiness] = b.received().split(/(?=HTTP\/1\.1 )/);
    expect(readiness).toMatch(/^HTTP\/1\.1 503/);
    expect(readiness).toMatch(/\r\nconnection: close\r\n/i);
    expect(readiness).toContain('"code":"server_draining"');
  }, 120_000);

  it('ends a stream that outlasts SHUTDOWN_GRACE_MS with a server_draining error event, then exits 0', async () => {
    double.options.chunkDelayMs = 1000;
    try {
      const { server, exit, token } = await start(300);
      const a = await connection(server.url);
      a.send(...runRequest(token));
      await expect.poll(() => a.received().includes('event: delta'), { timeout: 10_000 }).toBe(true);
      const signalled = Date.now();
      server.process.kill('SIGTERM');
      await a.closed;
      expect(await exit).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(5_000);
      expect(a.received()).toMatch(/event: error\ndata: \{"code":"server_draining","message":"[^"]+"\}\n\n\r\n0\r\n\r\n$/);
      expect(a.received()).not.toContain('event: done');
    } finally {
      double.options.chunkDelayMs = 150;
    }
  }, 120_000);
});
