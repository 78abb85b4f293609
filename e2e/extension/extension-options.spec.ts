import type { Page } from '@playwright/test';
import { chooseInOptions, selectAll } from './page-actions.ts';
import { selectaUi } from './selecta-ui.ts';
import { expect, test } from './extension-fixtures.ts';

const page1 = `<!doctype html><html><head><title>Text</title></head><body>
<textarea id="area" rows="3" cols="40">Some text to select here.</textarea></body></html>`;

const selectArea = (page: Page) => selectAll(page, '#area');

test('the options page turns the toolbar off for a site, and back on', async ({ extContext, extensionId, site }) => {
  site.html.set('/text', page1);
  const options = await extContext.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  const sites = options.getByLabel('Sites where the toolbar is off (one per line)');
  await sites.fill('localhost');
  await options.getByLabel('Translate into').focus();
  await expect(options.getByTestId('options-status')).toHaveText('Saved');

  const page = await extContext.newPage();
  const ui = await selectaUi(page);
  await page.goto(`${site.url}/text`);
  await selectArea(page);
  // The toolbar would appear within a frame of the selection; give it that long, then check it did not.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await ui.toolbar().count()).toBe(0);

  await sites.fill('');
  await options.getByLabel('Translate into').focus();
  await page.reload();
  await selectArea(page);
  await expect.poll(() => ui.toolbar().isVisible()).toBe(true);
  await page.close();
  await options.close();
});

test('importing a file that is not settings shows a clear error and changes nothing', async ({ extContext, extensionId }) => {
  const options = await extContext.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  await expect(options.getByLabel('Show the toolbar when I select text')).toBeChecked();
  await options.locator('input[type=file]').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"version":2,"toolbarEnabled":"no"}') });
  await expect(options.getByTestId('options-status')).toHaveText('This file is not a Selecta settings file.');
  await expect(options.getByLabel('Show the toolbar when I select text')).toBeChecked();
  await options.close();
});

test('signed out, an action says so and links to sign-in', async ({ extContext, extensionId, site, signIn }) => {
  site.html.set('/text', page1);
  await signIn();
  const popup = await extContext.newPage();
  await popup.goto(`chrome-extension://${extensionId}/popup.html`);
  await popup.getByRole('button', { name: 'Sign out' }).click();
  await expect(popup.getByRole('heading', { name: 'Sign in to Selecta' })).toBeVisible();
  await popup.close();
  const page = await extContext.newPage();
  const ui = await selectaUi(page);
  await page.goto(`${site.url}/text`);
  await selectArea(page);
  await ui.toolbar().button('TLDR').click();
  const card = ui.card();
  await expect.poll(() => card.text()).toContain('You are not signed in');
  expect(await card.link('Sign in').isVisible()).toBe(true);
  await page.close();
});

for (const [lang, copy] of [
  ['en', { message: 'Settings imported. The file uses the server https://selecta.attacker.example: check it and press Save to switch to it.' }],
  ['es', { message: 'Ajustes importados. El archivo usa el servidor https://selecta.attacker.example: revísalo y pulsa Guardar para cambiar a él.' }],
] as const) {
  test(`${lang}: an imported file's server is only offered, not switched to (the permission prompt comes with Save)`, async ({ extContext, extensionId, worker, server }) => {
    if (lang === 'es') await chooseInOptions(extContext, extensionId, 'Interface language', 'es');
    const options = await extContext.newPage();
    await options.goto(`chrome-extension://${extensionId}/options.html`);
    const file = { version: 2, toolbarEnabled: false, disabledSites: [], prompts: [], translateLanguage: 'fr', interfaceLanguage: lang, serverUrl: 'https://selecta.attacker.example', lastAction: 'tldr', theme: 'dark' };
    await options.locator('input[type=file]').setInputFiles({ name: 'team.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
    await expect(options.getByTestId('options-status')).toHaveText(copy.message);
    await expect(options.getByTestId('server-url')).toHaveValue(file.serverUrl);
    const stored = await worker.evaluate(async () => {
      const { chrome } = globalThis as unknown as { chrome: { storage: { local: { get(k: string): Promise<Record<string, { serverUrl: string | null; toolbarEnabled: boolean }>> } } } };
      return (await chrome.storage.local.get('settings')).settings;
    });
    // Everything else is imported; the server stays this test's own.
    expect(stored).toMatchObject({ toolbarEnabled: false, serverUrl: server.url, theme: 'dark' });
    // The imported theme applies to the page at once.
    await expect(options.locator('html')).toHaveAttribute('data-theme', 'dark');
    await options.close();
  });
}
