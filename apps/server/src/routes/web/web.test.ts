import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { fakeBuild } from '../../testing/fake-build-for-test.ts';
import { webRoutes } from './web.routes.ts';

const env = parseEnv({ PUBLIC_URL: 'https://selecta.example' });
const app = new Hono<AppEnv>().route('/', webRoutes({ env } as AppDeps, fakeBuild()));

describe('the website route', () => {
  it('answers a page with the app shell and the runtime config', async () => {
    const res = await app.request('/en/dashboard');
    expect(res.status).toBe(200);
    const html = await res.text();
    const config = JSON.parse(/id="selecta-config">(.*?)<\/script>/.exec(html)?.[1] ?? '{}');
    expect(config).toMatchObject({ authUrl: 'https://selecta.example', checkoutMode: 'test', gtmId: null });
  });

  it('serves the prerendered file of a page, with the origin filled in', async () => {
    const html = await (await app.request('/es/privacy')).text();
    expect(html).toContain('Privacidad');
    expect(html).toContain('href="https://selecta.example/es/privacy"');
  });

  it('serves the login variant of the auth page for ?login=true, and the sign-up page otherwise', async () => {
    expect(await (await app.request('/en/auth?login=true')).text()).toContain('Welcome back');
    expect(await (await app.request('/en/auth/?login=true&plan=plus')).text()).toContain('Welcome back');
    expect(await (await app.request('/en/auth')).text()).toContain('Create your account');
    expect(await (await app.request('/en/auth?login=false')).text()).toContain('Create your account');
  });

  it('falls back to the plain prerender when a page has no file for the query variant', async () => {
    const html = await (await app.request('/es/privacy?login=true')).text();
    expect(html).toContain('Privacidad');
  });

  it('answers an unknown path with the not-found page and HTTP 404', async () => {
    const res = await app.request('/en/does-not-exist');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('keeps API paths JSON', async () => {
    const res = await app.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'not_found', message: 'Not found' });
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.request('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });
});

describe('the website route before the website is built', () => {
  const bare = new Hono<AppEnv>().route('/', webRoutes({ env } as AppDeps, null));

  it('says so for pages, and keeps unknown API paths a JSON 404', async () => {
    expect(await (await bare.request('/en')).json()).toMatchObject({ code: 'website_not_built' });
    const api = await bare.request('/auth/v1/nothing');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'not_found' });
  });
});
