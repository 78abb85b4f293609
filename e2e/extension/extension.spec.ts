import { authHeaders, testPassword } from '../support/session.ts';
import { uniqueEmail } from '../support/fixtures.ts';
import { expect, reply, test } from './extension-fixtures.ts';

const formPage = `<!doctype html><html><head><title>Form</title></head><body>
<p id="para">Selecta turns selected text into answers.</p>
<textarea id="area" rows="3" cols="40">Please summarise this paragraph.</textarea>
</body></html>`;

test.describe.configure({ mode: 'serial' });

test('signs in from the popup', async ({ extContext: context, extensionId, server, playwright }) => {
  const email = uniqueEmail();
  const api = await playwright.request.newContext({ baseURL: server.url });
  const signUp = await api.post('/auth/v1/signup', { headers: authHeaders, data: { email, password: testPassword, data: {} } });
  expect(signUp.ok()).toBe(true);
  await api.dispose();

  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${extensionId}/popup.html`);
  await popup.getByLabel('Email').fill(email);
  await popup.getByLabel('Password').fill(testPassword);
  await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(popup.getByTestId('account-email')).toHaveText(email);
  await expect(popup.getByTestId('account-plan')).toHaveText('Free');
  await popup.close();
});

test('TLDR streams into the card, and Replace writes into the textarea with undo', async ({ extContext: context, site }) => {
  site.html.set('/form', formPage);
  const page = await context.newPage();
  await page.goto(`${site.url}/form`);
  const area = page.locator('#area');
  await area.focus();
  await area.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(0, el.value.length));
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowRight');
  const toolbar = page.getByRole('toolbar', { name: 'Selecta actions' });
  await expect(toolbar).toBeVisible();
  await toolbar.getByRole('button', { name: 'TLDR' }).click();
  const card = page.getByRole('dialog');
  await expect(card.locator('.selecta-output')).toHaveText(reply);
  await card.getByRole('button', { name: 'Replace' }).click();
  await expect(area).toHaveValue(reply);
  await area.focus();
  await page.keyboard.press('Control+z');
  await expect(area).toHaveValue('Please summarise this paragraph.');
  await page.close();
});
