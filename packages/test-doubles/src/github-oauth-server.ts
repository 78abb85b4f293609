import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GitHubAccount {
  id: number;
  login: string;
  name?: string;
  /** GitHub's `/user/emails` list. */
  emails: { email: string; primary: boolean; verified: boolean }[];
}

export interface GitHubDouble {
  /** AUTH_EXTERNAL_GITHUB_URL: the web host (`/login/oauth/authorize`, `/login/oauth/access_token`). */
  url: string;
  /** AUTH_EXTERNAL_GITHUB_API_URL: the REST API (`/user`, `/user/emails`). */
  apiUrl: string;
  signInAs(account: GitHubAccount): void;
  close(): Promise<void>;
}

const readBody = async (req: IncomingMessage) => {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return body;
};

/**
 * GitHub's OAuth 2 web flow and the two REST calls sign-in makes, in GitHub's wire format: the authorize page sends
 * the browser straight back with `code` and `state` (the user "authorized"), the token endpoint answers JSON when
 * asked (`Accept: application/json`, else form-encoded) and, as GitHub does, a refused code with 200 and
 * `{ error: 'bad_verification_code' }`; PKCE (S256) is checked.
 */
export async function startGitHubDouble(client: { clientId: string; secret: string }): Promise<GitHubDouble> {
  let next: GitHubAccount | undefined;
  const codes = new Map<string, { account: GitHubAccount; challenge: string | null; redirectUri: string }>();
  const tokens = new Map<string, GitHubAccount>();
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
      if (req.method === 'GET' && url.pathname === '/login/oauth/authorize') {
        const redirectUri = url.searchParams.get('redirect_uri') ?? '';
        if (url.searchParams.get('client_id') !== client.clientId || !next) return json(404, { message: 'Not Found' });
        const code = randomUUID().replaceAll('-', '').slice(0, 20);
        codes.set(code, { account: next, challenge: url.searchParams.get('code_challenge'), redirectUri });
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        return res.writeHead(302, { location: back.toString() }).end();
      }
      if (req.method === 'POST' && url.pathname === '/login/oauth/access_token') {
        const form = new URLSearchParams(await readBody(req));
        const basic = req.headers.authorization?.startsWith('Basic ') ? Buffer.from(req.headers.authorization.slice(6), 'base64').toString().split(':').map(decodeURIComponent) : [];
        const id = form.get('client_id') ?? basic[0];
        const secret = form.get('client_secret') ?? basic[1];
        const entry = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const pkceOk = !entry?.challenge || createHash('sha256').update(verifier).digest('base64url') === entry.challenge;
        const fail = (error: string) => json(200, { error, error_description: error.replaceAll('_', ' '), error_uri: 'https://docs.github.com/apps' });
        if (id !== client.clientId || secret !== client.secret) return fail('incorrect_client_credentials');
        if (!entry || !pkceOk || entry.redirectUri !== form.get('redirect_uri')) return fail('bad_verification_code');
        const token = `gho_${randomUUID().replaceAll('-', '')}`;
        tokens.set(token, entry.account);
        const answer = { access_token: token, token_type: 'bearer', scope: 'read:user,user:email' };
        if (req.headers.accept?.includes('application/json')) return json(200, answer);
        return res.writeHead(200, { 'content-type': 'application/x-www-form-urlencoded' }).end(new URLSearchParams(answer).toString());
      }
      const account = tokens.get(req.headers.authorization?.replace(/^(Bearer|token) /, '') ?? '');
      if (req.method === 'GET' && (url.pathname === '/api/user' || url.pathname === '/api/user/emails')) {
        if (!account) return json(401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' });
        if (url.pathname === '/api/user/emails') return json(200, account.emails.map((e) => ({ ...e, visibility: e.primary ? 'private' : null })));
        const primary = account.emails.find((e) => e.primary);
        return json(200, { id: account.id, login: account.login, name: account.name ?? null, email: primary?.email ?? null, avatar_url: `https://avatars.example/u/${account.id}`, type: 'User' });
      }
      return json(404, { message: 'Not Found' });
    })().catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    apiUrl: `${url}/api`,
    signInAs(account) {
      next = account;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
