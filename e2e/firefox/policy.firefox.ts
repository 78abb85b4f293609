import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { geckoId, launchFirefox, openExtensionPage } from './firefox-browser.ts';
import { expect, test } from './firefox-fixtures.ts';

/**
 * Firefox reads an extension's managed storage from a per-user manifest when it starts (no change events): this
 * test's Firefox gets a HOME of its own holding one, so the policy reaches no other browser.
 */
test('Firefox applies the managed-storage policy: the server is in force and locked, an invalid value is ignored', async ({ server }) => {
  test.setTimeout(90_000);
  const home = mkdtempSync(path.join(tmpdir(), 'selecta-ff-home-'));
  const dir = path.join(home, '.mozilla', 'managed-storage');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, `${geckoId}.json`),
    JSON.stringify({ name: geckoId, description: 'Selecta policy for the e2e', type: 'storage', data: { serverUrl: server.url, theme: 'neon', toolbarMode: 'modifier' } }),
  );
  const browser = await launchFirefox({ home });
  try {
    const setup = await openExtensionPage(browser, 'options.html');
    await setup.evaluate(async () => {
      const { browser: ext } = globalThis as unknown as { browser: { storage: { local: { set(items: object): Promise<void> } } } };
      await ext.storage.local.set({ settings: { version: 2, toolbarEnabled: true, disabledSites: [], prompts: [], translateLanguage: 'es', interfaceLanguage: 'en', serverUrl: 'http://127.0.0.1:9', lastAction: 'tldr', theme: 'light' } });
    });
    await setup.close();
    const options = await openExtensionPage(browser, 'options.html');
    await options.waitForFunction((url) => (document.querySelector('[data-testid=server-url]') as HTMLInputElement | null)?.value === url, {}, server.url);
    expect(await options.$eval('[data-testid=server-url]', (input) => (input as HTMLInputElement).disabled)).toBe(true);
    expect(await options.$eval('[data-testid=locked-server-url]', (note) => note.textContent)).toBe('Set by your organisation');
    expect(await options.$eval('[data-testid=locked-toolbar-mode]', (note) => note.textContent)).toBe('Set by your organisation');
    // theme: 'neon' is not a theme: ignored, so the user's Light stays and stays changeable.
    expect(await options.$$eval('input[name=theme]', (radios) => radios.map((r) => [(r as HTMLInputElement).checked, (r as HTMLInputElement).disabled]))).toEqual([
      [false, false],
      [true, false],
      [false, false],
    ]);
    await options.screenshot({ path: '/tmp/shots-firefox/firefox-policy-options-en.png', fullPage: true });
  } finally {
    await browser.close();
    rmSync(home, { recursive: true, force: true });
  }
});
