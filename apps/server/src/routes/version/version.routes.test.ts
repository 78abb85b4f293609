import { productVersion, versionHeader } from '@selecta/shared/version';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ EXTENSION_MIN_VERSION: '1.2.0' });
});
afterAll(() => t.close());

const chromeExtension = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';
const firefoxExtension = 'moz-extension://3f1c2b7e-5d4a-4e8b-9a61-2c7d9e0f1a23';

describe('GET /api/version and /healthz', () => {
  it('say which version the server runs and the oldest extension it answers', async () => {
    const res = await t.app.request('/api/version');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ version: productVersion, minimumExtensionVersion: '1.2.0' });
    expect(await (await t.app.request('/healthz')).json()).toEqual({ status: 'ok', version: productVersion });
  });
});

describe('an extension older than the server supports', () => {
  it('is told to update, with CORS so it can read why, in place of the API it calls', async () => {
    for (const [origin, version] of [[chromeExtension, '1.1.9'], [firefoxExtension, '0.9.0'], [chromeExtension, '1.2.0-rc.1']] as const) {
      const res = await t.app.request('/api/version', { headers: { origin, [versionHeader]: version } });
      expect(res.status, `${origin} ${version}`).toBe(400);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(await res.json()).toEqual({
        code: 'extension_outdated',
        message: `This version of Selecta (${version}) is too old for this server. Update Selecta to 1.2.0 or later.`,
        minimumVersion: '1.2.0',
      });
    }
  });

  it('goes by the version alone when a call carries no Origin (a GET from an extension with host permissions)', async () => {
    const res = await t.app.request('/api/version', { headers: { [versionHeader]: '1.0.0' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'extension_outdated' });
  });

  it('counts an extension without a version (a build from before versions) as 0.0.0, and a run costs nothing', async () => {
    const res = await t.app.request('/api/ai/run', {
      method: 'POST',
      headers: { origin: chromeExtension, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'tldr', text: 'Some text.' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'extension_outdated', message: expect.stringContaining('(0.0.0)') });
  });

  it('treats a version that is not one as too old, and never echoes more than a short prefix of it', async () => {
    const res = await t.app.request('/api/version', { headers: { origin: chromeExtension, [versionHeader]: `9.9.9<script>${'x'.repeat(200)}` } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string };
    expect(body.message.length).toBeLessThan(140);
  });

  it('lets the current and newer extensions, the website and other clients through; never refuses a preflight', async () => {
    for (const headers of [
      { origin: chromeExtension, [versionHeader]: '1.2.0' },
      { origin: firefoxExtension, [versionHeader]: '1.2.1' },
      { origin: chromeExtension, [versionHeader]: '2.0.0' },
      { origin: t.env.PUBLIC_URL },
      {},
    ]) {
      const res = await t.app.request('/api/version', { headers });
      expect(res.status, JSON.stringify(headers)).toBe(200);
    }
    const preflight = await t.app.request('/api/ai/run', {
      method: 'OPTIONS',
      headers: { origin: chromeExtension, 'access-control-request-method': 'POST', 'access-control-request-headers': `authorization,content-type,${versionHeader}` },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain(versionHeader);
    // With the release's own minimum, this release's extension passes.
    const usual = await createTestApp();
    try {
      expect((await usual.app.request('/api/version', { headers: { origin: chromeExtension, [versionHeader]: productVersion } })).status).toBe(200);
    } finally {
      await usual.close();
    }
  });

  it("refuses even this release's own extension when the operator asks for a newer one", async () => {
    const strict = await createTestApp({ EXTENSION_MIN_VERSION: '99.0.0' });
    try {
      const res = await strict.app.request('/api/version', { headers: { origin: chromeExtension, [versionHeader]: productVersion } });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'extension_outdated', minimumVersion: '99.0.0' });
    } finally {
      await strict.close();
    }
  });

  it('leaves the auth service alone (supabase-js sends no version)', async () => {
    const res = await t.app.request('/auth/v1/settings', { headers: { origin: chromeExtension } });
    expect(res.status).toBe(200);
  });
});
