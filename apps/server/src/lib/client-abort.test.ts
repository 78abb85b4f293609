import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveTestApp, type ServedApp } from '../testing/serve-for-test.ts';
import { createTestUser } from '../testing/test-user.ts';

let served: ServedApp;
beforeAll(async () => {
  served = await serveTestApp();
});
afterAll(() => served.close());

/** Sends the head and part of a body, then hangs up, as a client or a proxy that gives up mid-upload does. */
async function abortMidBody(path: string, headers: Record<string, string>) {
  const { port } = new URL(served.url);
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const head = [`POST ${path} HTTP/1.1`, 'Host: x', 'Content-Type: application/json', 'Content-Length: 5000', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  socket.write(`${head.join('\r\n')}\r\n\r\n{"name":"half`);
  await new Promise((resolve) => setTimeout(resolve, 50));
  socket.destroy();
}

describe('a request body the client aborts', () => {
  it.each([['/api/teams', 'abort-test-1'], ['/auth/v1/signup', 'abort-test-2']])('on %s is logged as a client abort, not as an unhandled error with 500', async (path, requestId) => {
    const user = await createTestUser(served);
    const before = served.logs.length;
    await abortMidBody(path, { authorization: `Bearer ${user.accessToken}`, 'x-request-id': requestId });
    await expect.poll(() => served.logs.slice(before).find((line) => line.includes(requestId) && line.includes('"msg":"request"')), { timeout: 10_000 }).toBeTruthy();
    const lines = served.logs.slice(before).filter((line) => line.includes(requestId));
    expect(lines.join('')).not.toContain('unhandled error');
    const request = JSON.parse(lines.find((line) => line.includes('"msg":"request"'))!) as { status: number; level: number };
    expect(request.status).toBe(499);
    expect(request.level).toBeLessThan(50);
    expect(lines.some((line) => line.includes('client aborted the request'))).toBe(true);
  });
});
