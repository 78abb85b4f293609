import { selectAll } from './page-actions.ts';
import { selectaUi } from './selecta-ui.ts';
import { expect, reply, test } from './extension-fixtures.ts';

const providerCalls = (double: { requests: { body: Record<string, unknown> }[] }, text: string) =>
  double.requests.filter((r) => JSON.stringify(r.body).includes(text)).length;

/**
 * WXT announces a new content script instance on the page's document so an orphaned old one (left by an extension
 * reload) stops. A page that hears it (WXT also posts it to the window, unless told not to) replays it with a
 * made-up instance id; the name is public anyway (the extension's id), so the test forges it by name too.
 */
const forgingPage = (text: string) => `<!doctype html><html><head><title>Forger</title></head><body>
<textarea id="area" rows="3" cols="60">${text}</textarea>
<script>
window.forged = 0;
window.heard = 0;
window.forge = (type) => {
  const detail = { contentScriptName: 'selection', messageId: 'forged-' + window.forged };
  document.dispatchEvent(new CustomEvent(type, { detail }));
  window.postMessage({ type, ...detail }, '*');
  window.forged++;
};
addEventListener('message', (event) => {
  if (typeof event.data?.type === 'string' && event.data.type.endsWith('wxt:content-script-started') && !event.data.messageId.startsWith('forged')) {
    window.heard++;
    window.forge(event.data.type);
  }
});
</script></body></html>`;

test('a page that forges WXT\'s "newer content script started" signal does not switch Selecta off', async ({ extContext, extensionId, site, signIn, double }) => {
  const text = `A page that wants Selecta gone (${test.info().testId})`;
  site.html.set('/forger', forgingPage(text));
  await signIn();
  const page = await extContext.newPage();
  const ui = await selectaUi(page);
  await page.goto(`${site.url}/forger`);
  await ui.evaluate(() => true, null); // the content script is in the page
  // The name is public anyway (the extension's id is): forge it again, also after the UI has loaded.
  const type = `${extensionId}:selection:wxt:content-script-started`;
  await page.evaluate((t) => (window as unknown as { forge: (t: string) => void }).forge(t), type);
  await selectAll(page, '#area');
  await expect.poll(() => ui.toolbar().isVisible()).toBe(true);
  await page.evaluate((t) => (window as unknown as { forge: (t: string) => void }).forge(t), type);
  expect(await page.evaluate(() => (window as unknown as { forged: number }).forged)).toBeGreaterThanOrEqual(2);

  await ui.toolbar().button('TLDR').click();
  const card = ui.card('TLDR');
  await expect.poll(() => card.locator('.selecta-output').text()).toBe(reply);
  expect(providerCalls(double, text)).toBe(1);
  // Selecting again still shows the toolbar: the listeners are alive.
  await page.keyboard.press('Escape');
  await expect.poll(() => ui.card().count()).toBe(0);
  await page.evaluate((t) => (window as unknown as { forge: (t: string) => void }).forge(t), type);
  await selectAll(page, '#area');
  await expect.poll(() => ui.toolbar().isVisible()).toBe(true);
  // Selecta does not announce itself (nor its extension id) to the page's window.
  expect(await page.evaluate(() => (window as unknown as { heard: number }).heard)).toBe(0);
  await page.close();
});

test('after the extension is reloaded, the orphaned instance in an open page still stops on the signal', async ({ extContext, extensionId, worker, site }) => {
  site.html.set('/orphan', forgingPage('Text selected before the extension was reloaded'));
  const page = await extContext.newPage();
  const ui = await selectaUi(page);
  await page.goto(`${site.url}/orphan`);
  await selectAll(page, '#area');
  await expect.poll(() => ui.toolbar().isVisible()).toBe(true);
  const hosts = () => page.evaluate(() => document.querySelectorAll('selecta-ui').length);
  expect(await hosts()).toBe(1);

  await worker.evaluate(() => (globalThis as unknown as { chrome: { runtime: { reload: () => void } } }).chrome.runtime.reload());
  // What a newly injected instance announces (here the page says it): once the reload has orphaned it, the old
  // instance takes its toolbar away.
  const type = `${extensionId}:selection:wxt:content-script-started`;
  await expect
    .poll(async () => {
      await page.evaluate((t) => (window as unknown as { forge: (t: string) => void }).forge(t), type);
      return hosts();
    })
    .toBe(0);
  await page.close();
});
