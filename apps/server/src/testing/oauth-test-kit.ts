import { embeddedAnonKey } from '@selecta/shared/auth';
import { type GitHubDouble, startGitHubDouble } from '@selecta/test-doubles/github-oauth-server';
import { type OpenIdDouble, startOpenIdProvider } from '@selecta/test-doubles/openid-provider';
import { type SupabaseClient, createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll } from 'vitest';
import { tempOutbox } from './outbox-for-test.ts';
import { type ServedApp, serveTestApp } from './serve-for-test.ts';

export const secret = 'test-client-secret';

/** A browser's cookies, per origin (enough for these flows: each cookie is sent wherever its origin is visited). */
export type CookieJar = Map<string, Map<string, string>>;
export const newJar = (): CookieJar => new Map();

function keep(jar: CookieJar, url: string, res: Response) {
  const origin = new URL(url).origin;
  const cookies = jar.get(origin) ?? new Map<string, string>();
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const [name = '', value = ''] = pair.split('=');
    if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') cookies.delete(name.trim());
    else cookies.set(name.trim(), value);
  }
  jar.set(origin, cookies);
}
const cookieHeader = (jar: CookieJar, url: string) => [...(jar.get(new URL(url).origin) ?? new Map<string, string>())].map(([k, v]) => `${k}=${v}`).join('; ');

/** A fetch that sends and keeps the jar's cookies, as a browser would. */
export const jarFetch =
  (jar: CookieJar): typeof fetch =>
  async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    const cookie = cookieHeader(jar, url);
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(input, { ...init, headers, redirect: 'manual' });
    keep(jar, url, res);
    return res;
  };

/**
 * Follows redirects like a browser from `start` (our `/authorize`, or a provider's URL) until a page that is neither a
 * provider's nor `/auth/v1/*`: where the client lands. `stopAtCallback` stops before our callback instead.
 */
export async function browse(app: ServedApp, start: string, jar: CookieJar, { stopAtCallback = false } = {}): Promise<URL> {
  const get = jarFetch(jar);
  let url = start;
  for (let hop = 0; hop < 20; hop++) {
    const res = await get(url);
    const location = res.headers.get('location');
    if (!location) throw new Error(`${url} answered ${res.status} without a redirect: ${await res.text()}`);
    const next = new URL(location, url);
    if (stopAtCallback && next.pathname === '/auth/v1/callback') return next;
    const ours = next.origin === new URL(app.url).origin;
    if (ours ? !next.pathname.startsWith('/auth/v1/') : next.hostname !== '127.0.0.1') return next;
    url = next.toString();
  }
  throw new Error('too many redirects');
}

/** supabase-js as a browser page would have it (PKCE or implicit), its requests carrying the jar's cookies. */
export function browserClient(app: ServedApp, flowType: 'pkce' | 'implicit', jar: CookieJar = newJar()): SupabaseClient {
  const memory = new Map<string, string>();
  return createClient(app.url, embeddedAnonKey, {
    global: { fetch: jarFetch(jar) },
    auth: {
      flowType,
      autoRefreshToken: false,
      persistSession: true,
      detectSessionInUrl: false,
      storage: { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v), removeItem: (k) => void memory.delete(k) },
    },
  });
}

/** The app served with Google, Microsoft and the generic provider at a real OpenID Provider, and GitHub at its double. */
export function serveWithProviders(vars: Record<string, string> = {}) {
  const state: { app?: ServedApp; op?: OpenIdDouble; github?: GitHubDouble; outbox?: Awaited<ReturnType<typeof tempOutbox>> } = {};
  beforeAll(async () => {
    state.op = await startOpenIdProvider();
    state.github = await startGitHubDouble({ clientId: 'github-client', secret });
    state.outbox = await tempOutbox();
    const env: Record<string, string> = { DATA_DIR: state.outbox.dataDir };
    for (const name of ['GOOGLE', 'AZURE', 'OIDC']) {
      Object.assign(env, { [`AUTH_EXTERNAL_${name}_CLIENT_ID`]: `${name.toLowerCase()}-client`, [`AUTH_EXTERNAL_${name}_SECRET`]: secret, [`AUTH_EXTERNAL_${name}_ISSUER`]: state.op.issuer });
    }
    Object.assign(env, { AUTH_EXTERNAL_GITHUB_CLIENT_ID: 'github-client', AUTH_EXTERNAL_GITHUB_SECRET: secret, AUTH_EXTERNAL_GITHUB_URL: state.github.url, AUTH_EXTERNAL_GITHUB_API_URL: state.github.apiUrl });
    state.app = await serveTestApp({ ...env, ...vars });
    const redirectUri = `${state.app.url}/auth/v1/callback`;
    state.op.register(['google', 'azure', 'oidc'].map((name) => ({ clientId: `${name}-client`, secret, redirectUri })));
  });
  afterAll(async () => {
    await state.app?.close();
    await state.op?.close();
    await state.github?.close();
    await state.outbox?.remove();
  });
  return {
    get app() {
      return state.app!;
    },
    get op() {
      return state.op!;
    },
    get github() {
      return state.github!;
    },
    get outbox() {
      return state.outbox!;
    },
  };
}
