import { messages, requestFor, selectAll } from './page-actions.ts';
import { selectaUi } from './selecta-ui.ts';
import { expect, reply, test } from './extension-fixtures.ts';

const formPage = `<!doctype html><html><head><title>Form</title></head><body>
<p id="para">Selecta turns selected text into answers.</p>
<textarea id="area" rows="3" cols="40">Please summarise this paragraph.</textarea>
</body></html>`;

test('signs in from the popup', async ({ extContext, extensionId, signIn }) => {
  const { email } = await signIn();
  const popup = await extContext.newPage();
  await popup.goto(`chrome-extension://${extensionId}/popup.html`);
  await expect(popup.getByTestId('account-email')).toHaveText(email);
  await expect(popup.getByTestId('account-plan')).toHaveText('Free');
  await popup.close();
});

test('TLDR streams into the card, and Replace writes into the textarea with undo', async ({ extContext, site, signIn }) => {
  await signIn();
  site.html.set('/form', formPage);
  const page = await extContext.newPage();
  const ui = await selectaUi(page);
  await page.goto(`${site.url}/form`);
  const area = page.locator('#area');
  await selectAll(page, '#area');
  await expect.poll(() => ui.toolbar().isVisible()).toBe(true);
  await ui.toolbar().button('TLDR').click();
  const card = ui.card();
  await expect.poll(() => card.locator('.selecta-output').text()).toBe(reply);
  await card.button('Replace').click();
  await expect(area).toHaveValue(reply);
  await area.focus();
  await page.keyboard.press('Control+z');
  await expect(area).toHaveValue('Please summarise this paragraph.');
  await page.close();
});

test('the context menu runs an action on a selection the toolbar never saw', async ({ extContext, site, signIn, worker }) => {
  await signIn();
  site.html.set('/menu', formPage);
  const page = await extContext.newPage();
  const ui = await selectaUi(page);
  await page.goto(`${site.url}/menu`);
  // Selected by script, with no mouse or key event: the toolbar's code has not loaded on this page.
  await page.locator('#para').evaluate((el) => getSelection()?.selectAllChildren(el));
  expect(await ui.toolbar().count()).toBe(0);
  // What the context menu's click handler sends to the tab (Playwright cannot click the browser's own menus).
  await worker.evaluate(async (url) => {
    const { chrome } = globalThis as unknown as {
      chrome: { tabs: { query(q: { url: string }): Promise<{ id: number }[]>; sendMessage(id: number, m: unknown): Promise<unknown> } };
    };
    const [tab] = await chrome.tabs.query({ url });
    await chrome.tabs.sendMessage(tab!.id, { type: 'run-action', action: 'tldr' });
  }, page.url());
  await expect.poll(() => ui.card('TLDR').locator('.selecta-output').text()).toBe(reply);
  await page.close();
});

test('a press on the toolbar is not lost when the selection changes under it: the click runs on the newest selection', async ({ extContext, site, signIn, double }) => {
  await signIn();
  site.html.set('/press', formPage.replace('Please summarise this paragraph.', 'Summarise the quarterly numbers.'));
  const page = await extContext.newPage();
  const ui = await selectaUi(page);
  await page.goto(`${site.url}/press`);
  await selectAll(page, '#area');
  const box = await ui.toolbar().button('TLDR').box();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // The selection shrinks while the button is held, and the content script looks at it again.
  await page.keyboard.press('Shift+ArrowLeft');
  // One service worker answers in order: once a request sent after the content script's own is answered, it has shown.
  await ui.evaluate(() => {
    const { chrome } = globalThis as unknown as { chrome: { runtime: { sendMessage(message: object): Promise<unknown> } } };
    return chrome.runtime.sendMessage({ type: 'page-settings', hostname: location.hostname });
  }, null);
  await page.mouse.up();
  await expect.poll(() => ui.card().locator('.selecta-output').text()).toBe(reply);
  const user = messages(requestFor(double, 'Summarise the quarterly numbers')).find((m) => m.role === 'user');
  expect(user?.content).not.toContain('numbers.');
  await page.close();
});

test('a click that comes while the selection is still settling runs on the newest selection, not the one before', async ({ extContext, worker, site, signIn, double }) => {
  await signIn();
  site.html.set('/settling', formPage.replace('Please summarise this paragraph.', 'Summarise the yearly figures.'));
  const page = await extContext.newPage();
  const ui = await selectaUi(page);
  await page.goto(`${site.url}/settling`);
  await selectAll(page, '#area');
  const box = await ui.toolbar().button('TLDR').box();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  // The service worker is busy for a moment (as after waking up), so the content script is still asking it about the
  // shrunk selection when the click comes.
  await worker.evaluate(() => void setTimeout(() => {
    for (const end = Date.now() + 400; Date.now() < end; );
  }, 0));
  await page.keyboard.press('Shift+ArrowLeft');
  await page.mouse.down();
  await page.mouse.up();
  await expect.poll(() => ui.card().locator('.selecta-output').text()).toBe(reply);
  const user = messages(requestFor(double, 'Summarise the yearly figures')).find((m) => m.role === 'user');
  expect(user?.content).not.toContain('figures.');
  await page.close();
});
