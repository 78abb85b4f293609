import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type ClientMetadata } from 'oidc-provider';
import { memoryAdapter } from './oidc-memory-adapter.ts';

/** The person who signs in at the provider next: their claims (any extra, e.g. Microsoft's `xms_edov`, pass through). */
export interface OpenIdAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  [claim: string]: unknown;
}

export interface OpenIdDouble {
  issuer: string;
  /** The relying parties it serves (called once the app's callback URL is known). */
  register(clients: { clientId: string; secret: string; redirectUri: string }[]): void;
  /** Who the next sign-in logs in as (until changed). */
  signInAs(account: OpenIdAccount): void;
  close(): Promise<void>;
}

/**
 * A real OpenID Provider (panva's certified `oidc-provider`) on 127.0.0.1 for the tests, standing in for Google,
 * Microsoft and any OpenID Connect provider: discovery, JWKS, PKCE, nonce and signed id_tokens are its own. The
 * login and consent pages are replaced by an interaction that signs in the account the test chose.
 */
export async function startOpenIdProvider(): Promise<OpenIdDouble> {
  const accounts = new Map<string, OpenIdAccount>();
  let next: OpenIdAccount | undefined;
  let provider: Provider | undefined;
  const server: Server = createServer((req, res) => {
    const match = /^\/interaction\/([\w-]+)/.exec(req.url ?? '');
    if (!match || !provider) return provider ? void provider.callback()(req, res) : void res.writeHead(503).end();
    void (async () => {
      const details = await provider!.interactionDetails(req, res);
      const account = next;
      if (!account) throw new Error('the test did not say who signs in (signInAs)');
      accounts.set(account.sub, account);
      const grant = new provider!.Grant({ accountId: account.sub, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider!.interactionFinished(req, res, { login: { accountId: account.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
    })().catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signingKey = { ...(await exportJWK((await generateKeyPair('RS256', { extractable: true })).privateKey)), kid: 'test-op', use: 'sig', alg: 'RS256' };
  return {
    issuer,
    register(clients) {
    provider = new Provider(issuer, {
      clients: clients.map(
        (client): ClientMetadata => ({ client_id: client.clientId, client_secret: client.secret, redirect_uris: [client.redirectUri], response_types: ['code'], grant_types: ['authorization_code'] }),
      ),
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'xms_edov', 'locale'] },
      jwks: { keys: [signingKey] },
      pkce: { required: () => true },
      features: { devInteractions: { enabled: false } },
      adapter: memoryAdapter(),
      // Each lifetime said, so the library does not print a notice per default on every start.
      ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      findAccount: (_ctx, id) => {
        const account = accounts.get(id);
        return account ? { accountId: id, claims: () => ({ ...account }) } : undefined;
      },
    });
    provider.proxy = false;
    },
    signInAs(account) {
      next = account;
      accounts.set(account.sub, account);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
