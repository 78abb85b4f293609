import { mkdirSync } from 'node:fs';
import { FirefoxUi, until } from './firefox-ui.ts';
import { openExtensionPage } from './firefox-browser.ts';
import { expect, openSitePage, reply, selectAllIn, test } from './firefox-fixtures.ts';

const shots = '/tmp/shots-firefox';
mkdirSync(shots, { recursive: true });

const text = {
  en: {
    firefoxNoAi: 'Firefox has no on-device AI (it is built into Chrome), so only the Selecta server is available.',
    dark: 'Dark',
    tldr: 'TLDR',
    toolbar: 'Selecta actions',
  },
  es: {
    firefoxNoAi: 'Firefox no tiene IA en el dispositivo (viene integrada en Chrome), así que solo está disponible el servidor de Selecta.',
    dark: 'Oscura',
    tldr: 'Resumen',
    toolbar: 'Acciones de Selecta',
  },
};

for (const lang of ['en', 'es'] as const) {
  test.describe(lang, () => {
    const t = text[lang];
    test.use({ interfaceLanguage: lang });

    test(`${lang}: the options page says why on-device AI is unavailable, and Dark turns the pages and the card dark`, async ({ ff, site, signIn }) => {
      await signIn();
      const options = await openExtensionPage(ff, 'options.html');
      await options.waitForFunction((expected) => document.querySelector('[data-testid=ai-location-help]')?.textContent === expected, {}, t.firefoxNoAi);
      expect(await options.$$eval('input[name=ai-location]', (radios) => radios.map((r) => (r as HTMLInputElement).disabled))).toEqual([false, true, true]);

      // Choose Dark the way a user does: a click on its label.
      const dark = await options.waitForSelector(`xpath///label[normalize-space()="${t.dark}"]`);
      await dark!.click();
      await options.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      const background = await options.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe('rgb(9, 9, 11)');
      await options.setViewport({ width: 1280, height: 800 });
      await options.screenshot({ path: `${shots}/firefox-options-dark-${lang}-1280.png` });
      await options.setViewport({ width: 375, height: 800 });
      await options.screenshot({ path: `${shots}/firefox-options-dark-${lang}-375.png` });

      site.html.set('/dark', '<!doctype html><title>Dark</title><textarea id="area" rows="3" cols="50">Some text to summarise.</textarea>');
      const page = await openSitePage(ff, `${site.url}/dark`);
      const ui = new FirefoxUi(page);
      await selectAllIn(page, '#area');
      await ui.toolbar(t.toolbar).button(t.tldr).click();
      const card = ui.card(t.tldr);
      await until(async () => ((await card.locator('.selecta-output').text()) === reply ? true : null), 'the answer');
      const cardBackground = await ui.evaluate((root) => (root ? getComputedStyle(root.querySelector('[role=dialog]')!).backgroundColor : null), null);
      expect(cardBackground).not.toBe('rgb(255, 255, 255)');
      await page.screenshot({ path: `${shots}/firefox-card-dark-${lang}.png` });
    });
  });
}
