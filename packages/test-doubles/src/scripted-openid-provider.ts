import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

/** How the next id_token is made wrong (or `none`: a correct one). */
export type IdTokenFault = 'none' | 'wrong-iss' | 'wrong-aud' | 'wrong-nonce' | 'no-nonce' | 'expired' | 'bad-signature' | 'unknown-kid';

export interface ScriptedOpenId {
  issuer: string;
  /** The next id_token's subject and email, and what is wrong with it. */
  next(token: { sub: string; email: string; emailVerified?: boolean; fault?: IdTokenFault }): void;
  close(): Promise<void>;
}

const readBody = async (req: IncomingMessage) => {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return body;
};

/**
 * An OpenID provider that issues exactly the id_token a test asks for, right or wrong (foreign issuer or audience,
 * another nonce, expired, signed by a key not in its JWKS), so a relying party's checks can be tried one by one. The
 * happy path is tested against the real `oidc-provider` (openid-provider.ts); this one exists to misbehave.
 */
export async function startScriptedOpenId(clientId: string): Promise<ScriptedOpenId> {
  const good = await generateKeyPair('RS256');
  const rogue = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(good.publicKey)), kid: 'good', use: 'sig', alg: 'RS256' };
  let plan: { sub: string; email: string; emailVerified?: boolean; fault?: IdTokenFault } = { sub: 'nobody', email: 'nobody@example.com' };
  const codes = new Map<string, { nonce: string | null }>();
  let issuer = '';
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (url.pathname === '/.well-known/openid-configuration') {
        return json(200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
        });
      }
      if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
      if (url.pathname === '/authorize') {
        const code = randomUUID();
        codes.set(code, { nonce: url.searchParams.get('nonce') });
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        return res.writeHead(302, { location: back.toString() }).end();
      }
      if (url.pathname === '/token' && req.method === 'POST') {
        const form = new URLSearchParams(await readBody(req));
        const entry = codes.get(form.get('code') ?? '');
        if (!entry) return json(400, { error: 'invalid_grant' });
        codes.delete(form.get('code') ?? '');
        const fault = plan.fault ?? 'none';
        const now = Math.floor(Date.now() / 1000);
        const claims: Record<string, unknown> = { email: plan.email, email_verified: plan.emailVerified ?? true };
        if (fault !== 'no-nonce') claims.nonce = fault === 'wrong-nonce' ? 'another-nonce' : entry.nonce;
        const jwt = new SignJWT(claims)
          .setProtectedHeader({ alg: 'RS256', kid: fault === 'unknown-kid' ? 'other' : 'good' })
          .setSubject(plan.sub)
          .setIssuer(fault === 'wrong-iss' ? 'https://issuer.evil.example' : issuer)
          .setAudience(fault === 'wrong-aud' ? 'another-client' : clientId)
          .setIssuedAt(fault === 'expired' ? now - 7200 : now)
          .setExpirationTime(fault === 'expired' ? now - 3600 : now + 300);
        const idToken = await jwt.sign(fault === 'bad-signature' ? rogue.privateKey : good.privateKey);
        return json(200, { access_token: randomUUID(), token_type: 'Bearer', expires_in: 300, id_token: idToken });
      }
      return json(404, { error: 'not_found' });
    })().catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    next(token) {
      plan = token;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
