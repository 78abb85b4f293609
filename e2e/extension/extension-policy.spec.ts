import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { changeSettings } from './stored-settings.ts';
import { selectAll } from './page-actions.ts';
import { selectaUi } from './selecta-ui.ts';
import { policyBuild, policyExtensionId, removePolicy, writePolicy } from './policy/chromium-policy.ts';
import { expect, reply, test as base } from './extension-fixtures.ts';

const shots = '/tmp/shots-policy';
mkdirSync(shots, { recursive: true });

/**
 * Real machine policy (`/etc/chromium/policies/managed`, read by headless Chromium as by a desktop one), for a
 * copy of the build with the policy spec's own id, so no other test running meanwhile is touched.
 */
const test = base.extend<{ policy: Record<string, unknown> }, { policyDir: string }>({
  policyDir: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
    async ({}, use) => {
      const build = policyBuild();
      await use(build.dir);
      build.remove();
    },
    { scope: 'worker' },
  ],
  policy: [{}, { option: true }],
  // Written before the browser starts (it reads policy at start), removed when the test ends.
  extensionPath: async ({ policyDir, policy, server }, use) => {
    writePolicy({ serverUrl: server.url, ...policy });
    await use(policyDir);
    removePolicy();
  },
});
// One policy file: the tests here take turns.
test.describe.configure({ mode: 'default' });
// A browser that has never read a policy: everything waits for Chrome's first answer, so the policy is in force at once.
test.use({ keptPolicy: null });

const text = {
  en: { history: 'History', historyOff: 'Your organisation has turned the history off.', keep: 'Keep a history of answers in this browser', sso: 'Sign in with acme.example', locked: 'Set by your organisation', server: 'Server URL', kept: 'Settings imported. The ones your organisation sets stayed as they are.', dark: 'Dark', prompts: 'Your organisation does not allow prompts of your own; your team’s prompts still work.' , tldr: 'TLDR', shorter: 'Shorter', followUp: 'Ask for another change…' },
  es: { history: 'Historial', historyOff: 'Tu organización ha desactivado el historial.', keep: 'Guardar un historial de respuestas en este navegador', sso: 'Iniciar sesión con acme.example', locked: 'Configurado por tu organización', server: 'URL del servidor', kept: 'Ajustes importados. Los que configura tu organización no han cambiado.', dark: 'Oscura', prompts: 'Tu organización no permite prompts propios; los de tu equipo siguen funcionando.' , tldr: 'Resumen', shorter: 'Más corta', followUp: 'Pide otro cambio…' },
};
const unreachable = 'http://127.0.0.1:9';
const openOptions = async (page: Page) => {
  await page.goto(`chrome-extension://${policyExtensionId}/options.html`);
  await expect(page.getByTestId('options-status')).toBeAttached();
};

for (const lang of ['en', 'es'] as const) {
  test.describe(lang, () => {
    const t = text[lang];
    test.use({
      interfaceLanguage: lang,
      policy: { theme: 'dark', allowCustomPrompts: false, builtInActions: ['reply', 'tldr'], ssoDomain: 'acme.example', disableAnalytics: true, historyEnabled: false },
    });

    test(`${lang}: the policy's server is in force and locked; neither the page nor a settings file changes it`, async ({ extContext, worker, server, signIn, site }) => {
      expect(new URL(worker.url()).host).toBe(policyExtensionId);
      // The user's own server would not answer: everything below works only because the policy's server is used.
      await changeSettings(worker, { serverUrl: unreachable, theme: 'light' });
      const options = await extContext.newPage();
      await openOptions(options);
      const field = options.getByLabel(t.server);
      await expect(field).toHaveValue(server.url);
      await expect(field).toBeDisabled();
      await expect(field).toHaveAccessibleDescription(t.locked);
      await expect(options.getByRole('radio', { name: t.dark })).toBeChecked();
      await expect(options.getByRole('radio', { name: t.dark })).toBeDisabled();
      await expect(options.getByTestId('locked-theme')).toHaveText(t.locked);
      await expect(options.getByTestId('locked-prompts')).toHaveText(t.locked);
      await expect(options.getByText(t.prompts)).toBeVisible();
      await expect(options.locator('html')).toHaveAttribute('data-theme', 'dark');

      const file = { version: 2, toolbarEnabled: true, disabledSites: [], prompts: [], translateLanguage: 'fr', interfaceLanguage: lang, serverUrl: 'https://attacker.example', lastAction: 'tldr', theme: 'light' };
      await options.locator('input[type=file]').setInputFiles({ name: 's.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
      await expect(options.getByTestId('options-status')).toHaveText(t.kept);
      await expect(field).toHaveValue(server.url);
      await expect(options.locator('html')).toHaveAttribute('data-theme', 'dark');
      for (const width of [1280, 375]) {
        await options.setViewportSize({ width, height: 800 });
        await options.screenshot({ path: `${shots}/policy-options-${lang}-${width}.png`, fullPage: true });
      }

      // Signed out, the popup starts with the organisation's single sign-on; its links tell the website analytics are off.
      const signedOut = await extContext.newPage();
      await signedOut.goto(`chrome-extension://${policyExtensionId}/popup.html`);
      const sso = signedOut.getByRole('link', { name: t.sso });
      await expect(sso).toHaveAttribute('href', `${server.url}/${lang}/auth?login=true&sso=acme.example&analytics=off`);
      await signedOut.close();

      await signIn();
      const popup = await extContext.newPage();
      await popup.goto(`chrome-extension://${policyExtensionId}/popup.html`);
      await expect(popup.getByTestId('popup-server')).toContainText(t.locked);
      await expect(popup.getByTestId('popup-server')).toContainText(new URL(server.url).host);
      await popup.screenshot({ path: `${shots}/policy-popup-${lang}.png` });

      // Only the built-in actions the policy offers, and no typed prompt.
      site.html.set('/policy', '<!doctype html><title>Policy</title><textarea id="area">Text to select here.</textarea>');
      const page = await extContext.newPage();
      const ui = await selectaUi(page);
      await page.goto(`${site.url}/policy`);
      await selectAll(page, '#area');
      await expect.poll(() => ui.evaluate((root) => [...(root?.querySelectorAll('.selecta-toolbar button') ?? [])].map((b) => b.textContent?.trim()), null)).toEqual(
        lang === 'en' ? ['Reply', 'TLDR'] : ['Responder', 'Resumen'],
      );

      // No prompt of one's own in the card either: the refine chips stay, the free "another change" field is gone.
      await ui.toolbar(lang === 'en' ? 'Selecta actions' : 'Acciones de Selecta').button(t.tldr).click();
      const card = ui.card(t.tldr);
      await expect.poll(() => card.locator('.selecta-output').text()).toBe(reply);
      expect(await card.button(t.shorter).isVisible()).toBe(true);
      expect(await card.textbox(t.followUp).count()).toBe(0);
      expect(await card.locator('.selecta-follow-up').count()).toBe(0);

      // No history of answers: the side panel's switch is off and locked, and says who decided.
      const panel = await extContext.newPage();
      await panel.goto(`chrome-extension://${policyExtensionId}/sidepanel.html`);
      await panel.getByRole('button', { name: t.history, exact: true }).click();
      await expect(panel.getByLabel(t.keep)).not.toBeChecked();
      await expect(panel.getByLabel(t.keep)).toBeDisabled();
      await expect(panel.getByText(t.historyOff)).toBeVisible();
    });
  });
}

test('a changed policy takes effect without a restart, and lifting it gives the user their own setting back', async ({ extContext, worker, server }) => {
  test.setTimeout(90_000);
  await changeSettings(worker, { serverUrl: unreachable });
  const options = await extContext.newPage();
  await openOptions(options);
  const field = options.getByLabel(text.en.server);
  await expect(field).toHaveValue(server.url);
  await expect(options.locator('html')).not.toHaveAttribute('data-theme', 'dark');

  // Chromium re-reads a changed policy file once it has settled (about 5 s) and pushes it to the extension.
  const other = server.url.replace('localhost', '127.0.0.1');
  writePolicy({ serverUrl: other, theme: 'dark' });
  await expect(field).toHaveValue(other, { timeout: 30_000 });
  await expect(options.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(field).toBeDisabled();

  removePolicy();
  await expect(field).toBeEnabled({ timeout: 30_000 });
  await expect(field).toHaveValue(unreachable);
  await expect(options.getByTestId('locked-server-url')).toHaveCount(0);
});
