import type { APIRequestContext, Page } from '@playwright/test';
import { shootPart } from '../teams/teams-helpers.ts';
import { startServer, type RunningServer } from '../support/start-server.ts';
import { requestFor, selectAll } from './page-actions.ts';
import { selectaUi } from './selecta-ui.ts';
import { expect, reply, test as base } from './extension-fixtures.ts';

/** Two catalogue models on the same provider double under different provider model names, so the double tells them apart. */
const test = base.extend<object, { server: RunningServer }>({
  server: [
    async ({ double }, use) => {
      const baseUrl = `${double.url}/v1`;
      const models = [
        { id: 'fast', label: 'Swift Mini', tier: 'basic', provider: 'openai-compatible', model: 'swift-mini-1', baseUrl },
        { id: 'smart', label: 'Deep Thinker', tier: 'advanced', provider: 'openai-compatible', model: 'deep-thinker-2', baseUrl },
      ];
      const server = await startServer({ AI_MODELS: JSON.stringify(models) });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

const copy = {
  en: {
    title: 'AI models', default: 'Default model', tldr: 'TLDR', reply: 'Reply', toolbar: 'Selecta actions', saved: 'Model choice saved.',
    runsOn: 'Your actions run on Swift Mini.', locked: 'Choosing the model for each action is part of Pro.', upgrade: 'Upgrade to Pro',
  },
  es: {
    title: 'Modelos de IA', default: 'Modelo predeterminado', tldr: 'Resumen', reply: 'Responder', toolbar: 'Acciones de Selecta', saved: 'Elección de modelos guardada.',
    runsOn: 'Tus acciones se ejecutan con Swift Mini.', locked: 'Elegir el modelo de cada acción forma parte de Pro.', upgrade: 'Pasar a Pro',
  },
} as const;

const pageWith = (text: string) => `<!doctype html><html><head><title>Notes</title></head><body><textarea id="area" rows="4" cols="60">${text}</textarea></body></html>`;

/** Pro through the built-in test checkout (the same session → subscription path as Stripe's). */
async function buyPro(api: APIRequestContext, accessToken: string) {
  const headers = { authorization: `Bearer ${accessToken}` };
  const checkout = await api.post('/api/stripe/create-checkout-session', { headers, data: { planType: 'pro', priceId: 'pro_monthly' } });
  const id = new URL(((await checkout.json()) as { url: string }).url).searchParams.get('session_id');
  const paid = await api.post(`/api/billing/test-checkout/${id}/pay`, { headers });
  if (!paid.ok()) throw new Error(`test checkout failed: ${paid.status()}`);
}

/** Runs one toolbar action on a page of its own and returns the provider model name the double was asked for. */
async function runAction(page: Page, siteUrl: string, html: Map<string, string>, label: string, toolbar: string, text: string) {
  const path = `/models-${Math.random().toString(36).slice(2)}`;
  html.set(path, pageWith(text));
  const ui = await selectaUi(page);
  await page.goto(`${siteUrl}${path}`);
  await selectAll(page, '#area');
  await ui.toolbar(toolbar).button(label).click();
  await expect.poll(() => ui.card(label).locator('.selecta-output').text()).toBe(reply);
}

for (const lang of ['en', 'es'] as const) {
  test.describe(`extension model choice (${lang})`, () => {
    test.use({ interfaceLanguage: lang });
    test.setTimeout(120_000);
    const s = copy[lang];

    test('a Pro user picks a model for an action and a default in the options page, and runs reach the provider with them', async ({ extContext, extensionId, server, site, double, signIn, playwright }) => {
      const user = await signIn();
      const api = await playwright.request.newContext({ baseURL: server.url });
      await buyPro(api, user.accessToken);

      const options = await extContext.newPage();
      await options.goto(`chrome-extension://${extensionId}/options.html`);
      const section = options.getByTestId('model-choice');
      await expect(section.getByRole('heading', { name: s.title })).toBeVisible();
      await expect(section).not.toHaveAttribute('data-locked');
      await section.getByLabel(s.tldr).selectOption('smart');
      await expect(options.getByTestId('options-status')).toHaveText(s.saved);
      await section.getByLabel(s.default).selectOption('fast');
      // Saved on the server, not only in the page; then a fresh page shows the same choice.
      const saved = async () => ((await (await api.get('/api/models', { headers: { authorization: `Bearer ${user.accessToken}` } })).json()) as { choice: unknown }).choice;
      await expect.poll(saved).toEqual({ default: 'fast', actions: { tldr: 'smart' } });
      await api.dispose();
      await options.reload();
      await expect(options.getByTestId('model-choice').getByLabel(s.tldr)).toHaveValue('smart');
      await expect(options.getByTestId('model-choice').getByLabel(s.default)).toHaveValue('fast');
      await shootPart(options, `ext-options-pro-${lang}`, (n) => test.info().outputPath(n), options.locator('main'));

      const page = await extContext.newPage();
      const tldrText = `Summarise the quarterly notes (${test.info().testId})`;
      await runAction(page, site.url, site.html, s.tldr, s.toolbar, tldrText);
      expect(requestFor(double, tldrText)?.body.model).toBe('deep-thinker-2');
      const replyText = `Can we meet on Friday? (${test.info().testId})`;
      await runAction(page, site.url, site.html, s.reply, s.toolbar, replyText);
      expect(requestFor(double, replyText)?.body.model).toBe('swift-mini-1');
    });

    test('a Free user sees the model choice locked, with what they run on and an upgrade link', async ({ extContext, extensionId, server, signIn }) => {
      await signIn();
      const options = await extContext.newPage();
      await options.goto(`chrome-extension://${extensionId}/options.html`);
      const section = options.getByTestId('model-choice');
      await expect(section).toHaveAttribute('data-locked', 'true');
      await expect(section.getByText(s.runsOn)).toBeVisible();
      await expect(section.getByText(s.locked)).toBeVisible();
      await expect(section.getByLabel(s.default)).toBeDisabled();
      await expect(section.getByLabel(s.tldr)).toHaveCount(0);
      await expect(section.getByRole('link', { name: s.upgrade })).toHaveAttribute('href', `${server.url}/${lang}/pricing`);
      await shootPart(options, `ext-options-free-${lang}`, (n) => test.info().outputPath(n), options.locator('main'));
    });
  });
}
