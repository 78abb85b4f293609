import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { luminance, uiBackground } from './card-frame-helpers.ts';
import { dragSelect } from './screenshot-helpers.ts';
import { selectaUi } from './selecta-ui.ts';
import { expect, reply, test } from './extension-fixtures.ts';

const shots = '/tmp/shots-cardframe';
mkdirSync(shots, { recursive: true });

// The page itself follows the system too, as many sites do, so the screenshots show the UI on a matching page.
const article = `<!doctype html><html><head><title>Article</title><style>
:root { color-scheme: light dark; } body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: Canvas; color: CanvasText; }
p { margin: 24px; max-width: 60ch; }
</style></head><body>
<p id="top">Selecta puts a short answer next to the sentence you selected, in the colours you chose.</p>
<p>Another paragraph of the article, so the card has something under it.</p>
</body></html>`;

const copy = {
  en: { toolbar: 'Selecta actions', tldr: 'TLDR', close: 'Close', dark: 'Dark', light: 'Light' },
  es: { toolbar: 'Acciones de Selecta', tldr: 'Resumen', close: 'Cerrar', dark: 'Oscura', light: 'Clara' },
} as const;
type Scheme = 'dark' | 'light';

/** Dark: a background darker than 5 % luminance; light: brighter than 80 %. */
const expectScheme = (color: string | null, scheme: Scheme) =>
  scheme === 'dark' ? expect(luminance(color ?? '')).toBeLessThan(0.05) : expect(luminance(color ?? '')).toBeGreaterThan(0.8);

async function chooseTheme(context: BrowserContext, extensionId: string, serverUrl: string, label: string) {
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  // The stored settings are loaded (the page saves the whole settings object on a change).
  await expect(options.getByTestId('server-url')).toHaveValue(serverUrl);
  const radio = options.getByLabel(label, { exact: true });
  await radio.click();
  await expect(radio).toBeChecked();
  await expect(options.getByTestId('options-status')).not.toBeEmpty();
  await options.close();
}

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const lang of ['en', 'es'] as const) {
  const t = copy[lang];
  test.describe(lang, () => {
    test.use({ interfaceLanguage: lang });

    test(`${lang}: toolbar and card follow the system's dark mode, and the theme setting overrides it`, async ({ extContext, extensionId, server, site, signIn }) => {
      site.html.set('/article', article);
      await signIn();
      const page = await extContext.newPage();
      const ui = await selectaUi(page);
      await page.goto(`${site.url}/article`);
      /** Opens the toolbar and card under `scheme` and checks (and photographs) their colours. */
      const check = async (system: Scheme, expected: Scheme, shot?: string) => {
        await page.emulateMedia({ colorScheme: system });
        for (const width of shot ? [1280, 375] : [1280]) {
          await page.setViewportSize({ width, height: width === 375 ? 667 : 800 });
          await page.mouse.click(5, 5);
          await dragSelect(page, '#top');
          await expect.poll(() => ui.toolbar(t.toolbar).isVisible()).toBe(true);
          expectScheme(await uiBackground(ui, '.selecta-toolbar'), 'dark');
          if (shot) await page.screenshot({ path: `${shots}/${shot}-toolbar-${lang}-${width}.png` });
          await ui.toolbar(t.toolbar).button(t.tldr).click();
          const card = ui.card(t.tldr);
          await expect.poll(() => card.locator('.selecta-output').text()).toBe(reply);
          expectScheme(await uiBackground(ui, '.selecta-card'), expected);
          if (shot) await page.screenshot({ path: `${shots}/${shot}-card-${lang}-${width}.png` });
          await card.button(t.close).click();
          await expect.poll(() => card.count()).toBe(0);
        }
      };
      await check('dark', 'dark', 'dark');
      await check('light', 'light', 'light');
      // The toolbar is dark in both themes (it sits on any page); in dark mode it is a lighter, outlined dark.
      const toolbarIn = async (scheme: Scheme) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.mouse.click(5, 5);
        await dragSelect(page, '#top');
        await expect.poll(() => ui.toolbar(t.toolbar).isVisible()).toBe(true);
        return uiBackground(ui, '.selecta-toolbar');
      };
      expect(await toolbarIn('dark')).not.toBe(await toolbarIn('light'));

      // The setting wins over the system: Dark on a light system, Light on a dark one.
      await chooseTheme(extContext, extensionId, server.url, t.dark);
      await check('light', 'dark');
      await chooseTheme(extContext, extensionId, server.url, t.light);
      await check('dark', 'light');
      await page.close();
    });

    // One test per scheme: each checks two pages with axe and takes four full-page screenshots.
    for (const scheme of ['dark', 'light'] as const) {
      test(`${lang}: popup and options follow the system's ${scheme} mode, and pass axe`, async ({ extContext, extensionId, signIn }) => {
        await signIn();
        const page = await extContext.newPage();
        await page.emulateMedia({ colorScheme: scheme });
        for (const [name, ready] of [
          ['popup', 'account-email'],
          ['options', 'options-status'],
        ] as const) {
          await page.setViewportSize({ width: 1280, height: 800 });
          await page.goto(`chrome-extension://${extensionId}/${name}.html`);
          await expect(page.getByTestId(ready)).toBeAttached();
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          expectScheme(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), scheme);
          await expectAxeClean(page);
          for (const width of [1280, 375]) {
            await page.setViewportSize({ width, height: 800 });
            await page.screenshot({ path: `${shots}/${scheme}-${name}-${lang}-${width}.png`, fullPage: true });
          }
        }
        await page.close();
      });
    }
  });
}
