import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientErrorsInJson } from './client-error.ts';

let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer((_req, res) => res.end('ok'));
  answerClientErrorsInJson(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends raw bytes and reads everything until the server closes the connection. */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let data = '';
    socket.on('data', (chunk: Buffer) => (data += String(chunk)));
    socket.on('error', reject);
    socket.on('close', () => {
      const [headers = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(headers.split(' ')[1]), headers, body });
    });
  });
}

describe('requests the HTTP parser refuses', () => {
  it('answers headers over Node\'s limit with JSON 431', async () => {
    const res = await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers).toContain('Content-Type: application/json');
    expect(JSON.parse(res.body)).toEqual({ code: 'headers_too_large', message: 'The request headers are too large.' });
  });

  it.each(['GARBAGE\r\n\r\n', 'GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n', 'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n'])(
    'answers %j with JSON 400',
    async (request) => {
      const res = await raw(request);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ code: 'bad_request' });
    },
  );

  it('still serves well-formed requests', async () => {
    const res = await raw('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(200);
  });
});
