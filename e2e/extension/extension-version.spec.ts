import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { productVersion, versionHeader } from '@selecta/shared/version';
import { startServer } from '../support/start-server.ts';
import { authHeaders, testPassword } from '../support/session.ts';
import { uniqueEmail } from '../support/fixtures.ts';
import { selectAll } from './page-actions.ts';
import { selectaUi } from './selecta-ui.ts';
import { changeSettings } from './stored-settings.ts';
import { expect, test } from './extension-fixtures.ts';

// Decision 048: one version, shown the same everywhere; an extension older than its server is told to update.
const firefoxManifest = fileURLToPath(new URL('../../apps/extension/.output/firefox-mv3/manifest.json', import.meta.url));

test('every place shows the one product version: both manifests, the popup, the options page, the website and the server', async ({ extContext, extensionId, worker, server }) => {
  expect(await worker.evaluate(() => (globalThis as unknown as { chrome: { runtime: { getManifest(): { version: string } } } }).chrome.runtime.getManifest().version)).toBe(productVersion);
  expect((JSON.parse(readFileSync(firefoxManifest, 'utf8')) as { version: string }).version).toBe(productVersion);
  expect(await (await fetch(`${server.url}/api/version`)).json()).toMatchObject({ version: productVersion });
  expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok', version: productVersion });

  const popup = await extContext.newPage();
  await popup.goto(`chrome-extension://${extensionId}/popup.html`);
  await expect(popup.getByTestId('extension-version')).toHaveText(`Version ${productVersion}`);
  const options = await extContext.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  await expect(options.getByTestId('extension-version')).toHaveText(`Version ${productVersion}`);
  for (const [lang, label] of [['en', 'Version'], ['es', 'Versión']] as const) {
    const site = await extContext.newPage();
    await site.goto(`${server.url}/${lang}`);
    await expect(site.getByTestId('site-version')).toHaveText(`${label} ${productVersion}`);
    await site.close();
  }
  // The Spanish extension says it in Spanish.
  await changeSettings(worker, { interfaceLanguage: 'es' });
  await popup.reload();
  await expect(popup.getByTestId('extension-version')).toHaveText(`Versión ${productVersion}`);
});

const outdated = {
  en: { message: 'This version of Selecta is too old for your Selecta server. Update Selecta to go on using it.', link: 'How to update', tldr: 'TLDR', toolbar: 'Selecta actions' },
  es: { message: 'Esta versión de Selecta es demasiado antigua para tu servidor de Selecta. Actualiza Selecta para seguir usándolo.', link: 'Cómo actualizar', tldr: 'Resumen', toolbar: 'Acciones de Selecta' },
};

test('a server that no longer answers this version says "update Selecta" in the popup and the card (en, es), never a broken call', async ({ extContext, extensionId, worker, site }) => {
  test.setTimeout(90_000);
  const newer = await startServer({ EXTENSION_MIN_VERSION: '99.0.0' });
  try {
    // Its own API says which versions it answers; a call with this extension's version is refused, costing nothing.
    const refused = await fetch(`${newer.url}/api/usage`, { headers: { origin: `chrome-extension://${extensionId}`, [versionHeader]: productVersion } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'extension_outdated', minimumVersion: '99.0.0' });

    const email = uniqueEmail('outdated');
    const signUp = await fetch(`${newer.url}/auth/v1/signup`, { method: 'POST', headers: { ...authHeaders, 'content-type': 'application/json' }, body: JSON.stringify({ email, password: testPassword }) });
    expect(signUp.ok).toBe(true);
    site.html.set('/outdated', '<!doctype html><title>Outdated</title><textarea id="area">Some text to summarise.</textarea>');
    for (const lang of ['en', 'es'] as const) {
      const t = outdated[lang];
      await changeSettings(worker, { serverUrl: newer.url, interfaceLanguage: lang });
      const popup = await extContext.newPage();
      await popup.goto(`chrome-extension://${extensionId}/popup.html`);
      if (lang === 'en') {
        // Signing in is the auth service's, which answers every version.
        await popup.locator('input[type=email]').fill(email);
        await popup.locator('input[type=password]').fill(testPassword);
        await popup.locator('button[type=submit]').click();
      }
      await expect(popup.getByTestId('popup-outdated')).toHaveText(`${t.message} ${t.link}`);
      await expect(popup.getByTestId('popup-outdated').getByRole('link', { name: t.link })).toHaveAttribute('href', new RegExp(`^${newer.url}/${lang}/dashboard`));
      await popup.close();

      const page = await extContext.newPage();
      const ui = await selectaUi(page);
      await page.goto(`${site.url}/outdated`);
      await selectAll(page, '#area');
      await ui.toolbar(t.toolbar).button(t.tldr).click();
      await expect.poll(() => ui.card(t.tldr).status.text()).toBe(`${t.message} ${t.link}`);
      expect(await ui.card(t.tldr).link(t.link).count()).toBe(1);
      await page.close();
    }
  } finally {
    await newer.stop();
  }
});
