import type { Page } from '@playwright/test';
import { selectAll } from './page-actions.ts';
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
