import { selectAll } from './page-actions.ts';
import { expect, reply, test } from './extension-fixtures.ts';

const page1 = `<!doctype html><html><head><title>Fields</title></head><body>
<input id="field" value="Short input text" size="40">
<div id="rich" contenteditable="true">Editable rich text here</div>
<textarea id="area" rows="3" cols="40">Please summarise this paragraph.</textarea>
</body></html>`;
const hostile = `<!doctype html><html><head><title>Hostile</title><style>
* { all: unset !important; } html, body { display: block !important; }
#overlay { position: fixed !important; inset: 0 !important; z-index: 2147483647 !important; pointer-events: none !important; display: block !important; background: rgba(255,0,0,.1) !important; }
</style></head><body><textarea id="area" rows="3" cols="40">Hostile page text to select.</textarea><div id="overlay"></div></body></html>`;

for (const [selector, read] of [
  ['#field', 'value'],
  ['#rich', 'text'],
] as const) {
  test(`Replace writes into ${selector} and Ctrl+Z undoes it`, async ({ extContext, site, signIn }) => {
    site.html.set('/fields', page1);
    await signIn();
    const page = await extContext.newPage();
    await page.goto(`${site.url}/fields`);
    const field = page.locator(selector);
    const before = read === 'value' ? await field.inputValue() : await field.innerText();
    await selectAll(page, selector);
    await page.getByRole('toolbar', { name: 'Selecta actions' }).getByRole('button', { name: 'Reply' }).click();
    const card = page.getByRole('dialog');
    await expect(card.locator('.selecta-output')).toHaveText(reply);
    await card.getByRole('button', { name: 'Replace' }).click();
    const now = () => (read === 'value' ? field.inputValue() : field.innerText());
    await expect.poll(now).toBe(reply);
    await field.focus();
    await page.keyboard.press('Control+z');
    await expect.poll(now).toBe(before);
    await page.close();
  });
}

test('the toolbar works on a page with hostile CSS and a top-most overlay', async ({ extContext, site, signIn }) => {
  site.html.set('/hostile', hostile);
  await signIn();
  const page = await extContext.newPage();
  await page.goto(`${site.url}/hostile`);
  await selectAll(page, '#area');
  const toolbar = page.getByRole('toolbar', { name: 'Selecta actions' });
  await expect(toolbar).toBeVisible();
  await toolbar.getByRole('button', { name: 'TLDR' }).click();
  await expect(page.getByRole('dialog').locator('.selecta-output')).toHaveText(reply);
  await page.close();
});

test('benchmark: click to first visible token over 30 runs', async ({ extContext, site, signIn }) => {
  test.setTimeout(120_000);
  site.html.set('/fields', page1);
  await signIn();
  const page = await extContext.newPage();
  await page.goto(`${site.url}/fields`);
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    await selectAll(page, '#area');
    const toolbar = page.getByRole('toolbar', { name: 'Selecta actions' });
    await expect(toolbar).toBeVisible();
    await page.evaluate(() => {
      const root = document.querySelector('selecta-ui')?.shadowRoot;
      if (!root) throw new Error('no Selecta shadow root');
      const w = window as unknown as { bench: Promise<number> };
      w.bench = new Promise<number>((resolve) => {
        let start = 0;
        root.addEventListener('click', () => (start = performance.now()), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          const output = root.querySelector('.selecta-output');
          if (start && output?.textContent) {
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - start));
          }
        });
        observer.observe(root, { subtree: true, childList: true, characterData: true });
      });
    });
    await toolbar.getByRole('button', { name: 'TLDR' }).click();
    times.push(await page.evaluate(() => (window as unknown as { bench: Promise<number> }).bench));
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  console.log(`BENCH click→first visible token over 30 runs: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`);
  expect(at(0.5)).toBeLessThanOrEqual(150);
  expect(at(0.95)).toBeLessThanOrEqual(300);
  await page.close();
});

test('benchmark: content script scripting time on a page that never uses it', async ({ extContext, site }) => {
  site.html.set('/idle', '<!doctype html><html><head><title>Idle</title></head><body><p>No scripts here.</p></body></html>');
  const page = await extContext.newPage();
  const cdp = await extContext.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${site.url}/idle`, { waitUntil: 'load' });
  await page.waitForTimeout(500); // document_idle injection has no event to await from the page
  const { metrics } = await cdp.send('Performance.getMetrics');
  const ms = (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? NaN) * 1000;
  console.log(`BENCH content script scripting time on an idle page: ${ms.toFixed(2)} ms (target < 5 ms)`);
  // The 5 ms target is read from the printed figure on a quiet machine; on a loaded CI machine the same script
  // measures up to ~2x, so the test fails only on a regression of that order (e.g. React in the content script).
  expect(ms).toBeLessThan(15);
  await page.close();
});
