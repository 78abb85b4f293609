import { type GitHubDouble, startGitHubDouble } from '@selecta/test-doubles/github-oauth-server';
import { type OpenIdDouble, startOpenIdProvider } from '@selecta/test-doubles/openid-provider';
import { test as base } from '../support/fixtures.ts';
import { type RunningServer, startServer } from '../support/start-server.ts';

const secret = 'e2e-client-secret';

interface Providers {
  op: OpenIdDouble;
  github: GitHubDouble;
}

/**
 * The built server with every provider on: Google, Microsoft and the generic one at a real OpenID Provider
 * (`oidc-provider`) on 127.0.0.1, GitHub at its double. One of each per worker.
 */
export const test = base.extend<object, { providers: Providers; server: RunningServer }>({
  providers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
    async ({}, use) => {
      const op = await startOpenIdProvider();
      const github = await startGitHubDouble({ clientId: 'github-client', secret });
      await use({ op, github });
      await op.close();
      await github.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ providers }, use) => {
      const env: Record<string, string> = {
        AUTH_EXTERNAL_GITHUB_CLIENT_ID: 'github-client',
        AUTH_EXTERNAL_GITHUB_SECRET: secret,
        AUTH_EXTERNAL_GITHUB_URL: providers.github.url,
        AUTH_EXTERNAL_GITHUB_API_URL: providers.github.apiUrl,
      };
      for (const name of ['GOOGLE', 'AZURE', 'OIDC']) {
        Object.assign(env, { [`AUTH_EXTERNAL_${name}_CLIENT_ID`]: `${name.toLowerCase()}-client`, [`AUTH_EXTERNAL_${name}_SECRET`]: secret, [`AUTH_EXTERNAL_${name}_ISSUER`]: providers.op.issuer });
      }
      const server = await startServer(env);
      providers.op.register(['google', 'azure', 'oidc'].map((name) => ({ clientId: `${name}-client`, secret, redirectUri: `${server.url}/auth/v1/callback` })));
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

export { expect } from '../support/fixtures.ts';
