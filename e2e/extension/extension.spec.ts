import { selectAll } from './page-actions.ts';
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
