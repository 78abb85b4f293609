import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openIdProvider } from '../oauth/openid-provider.ts';
import { issuerFetch } from './issuer-fetch.ts';

// A stand-in for whatever a rebound name points at (a metadata service, an admin port): it counts what reaches it.
let server: Server;
let port: number;
let seen: { method?: string; url?: string; type?: string; body: string }[] = [];
beforeAll(async () => {
  server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    seen.push({ method: req.method, url: req.url, type: req.headers['content-type'], body });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  seen = [];
});

const get = { method: 'GET', headers: {}, body: undefined, redirect: 'manual' } as const;
const start = { redirectUri: 'https://selecta.test/auth/v1/callback', state: 's', nonce: 'n', codeChallenge: 'c'.repeat(43), scopes: [] };

describe("a team IdP's connections (issuerFetch)", () => {
  it('refuses at the socket a name that resolves to a private address: nothing reaches it', async () => {
    // `localhost` stands for a name that was public when the issuer was checked and points here now.
    const provider = openIdProvider('oidc', `http://localhost:${port}`, 'client', 'secret', issuerFetch(false));
    await expect(provider.authorizationUrl(start)).rejects.toMatchObject({ cause: { code: 'ENOTPUBLIC' } });
    expect(seen).toEqual([]);
  });

  it('refuses a private address written out (an endpoint discovery could name), unless private issuers are allowed', async () => {
    await expect(issuerFetch(false)(`http://127.0.0.1:${port}/jwks`, get)).rejects.toMatchObject({ code: 'ENOTPUBLIC' });
    expect(seen).toEqual([]);
    expect((await issuerFetch(true)(`http://127.0.0.1:${port}/jwks`, get)).status).toBe(200);
    expect(seen.map((request) => request.url)).toEqual(['/jwks']);
  });

  it("without it (Node's fetch, as before) the same discovery reaches the address", async () => {
    const provider = openIdProvider('oidc', `http://localhost:${port}`, 'client', 'secret');
    await expect(provider.authorizationUrl(start)).rejects.toThrow();
    expect(seen.map((request) => request.url)).toEqual(['/.well-known/openid-configuration']);
  });

  it('with private issuers allowed, connects, and posts openid-client\'s forms as forms', async () => {
    const res = await issuerFetch(true)(`http://localhost:${port}/token`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: 'a b' }),
    });
    expect(res.status).toBe(200);
    expect(seen).toEqual([{ method: 'POST', url: '/token', type: 'application/x-www-form-urlencoded;charset=UTF-8', body: 'grant_type=authorization_code&code=a+b' }]);
  });
});
