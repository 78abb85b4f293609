import { mkdirSync } from 'node:fs';
import { readSections, sectionIds, wideLayout } from '../extension/options-sections.ts';
import { openExtensionPage } from './firefox-browser.ts';
import { expect, test } from './firefox-fixtures.ts';

const shots = '/tmp/shots-options';
mkdirSync(shots, { recursive: true });

for (const lang of ['en', 'es'] as const) {
  test.describe(lang, () => {
    test.use({ interfaceLanguage: lang });

    test(`${lang}: Firefox's options page has Chromium's sections (AI models included) and layout, and its own shortcut settings`, async ({ ff, signIn }) => {
      await signIn();
      let options = await openExtensionPage(ff, 'options.html');
      await options.setViewport({ width: 1280, height: 900 });
      await options.waitForSelector('[data-testid=model-choice][data-locked=true]');
      expect(await options.evaluate(readSections)).toEqual(wideLayout(lang));
      // Firefox's own place for extension keys, not a chrome:// page.
      const open = await options.waitForSelector('[data-testid=open-shortcuts]');
      expect(await open!.evaluate((button) => button.textContent)).toBe(lang === 'en' ? 'Open Firefox’s extension shortcuts' : 'Abrir los atajos de extensiones de Firefox');
      expect(await options.evaluate(() => document.body.textContent?.includes('Chrome’s shortcut settings') || document.body.textContent?.includes('atajos de Chrome'))).toBe(false);

      for (const theme of ['light', 'dark'] as const) {
        await options.evaluate(async (value) => {
          const { browser } = globalThis as unknown as { browser: { storage: { local: { get(key: string): Promise<Record<string, object>>; set(items: object): Promise<void> } } } };
          const { settings } = await browser.storage.local.get('settings');
          await browser.storage.local.set({ settings: { ...settings, theme: value } });
        }, theme);
        // Firefox reports no load for extension pages over BiDi: a new tab rather than a reload.
        await options.close();
        options = await openExtensionPage(ff, 'options.html');
        await options.waitForFunction((value) => document.documentElement.dataset.theme === value && !!document.querySelector('[data-testid=model-choice][data-locked=true]'), {}, theme);
        for (const width of [1280, 375]) {
          await options.setViewport({ width, height: 900 });
          if (width === 375) expect(await options.evaluate(readSections)).toMatchObject({ columns: 'auto', navPosition: 'static', overflow: false, present: sectionIds });
          await options.screenshot({ path: `${shots}/firefox-options-${lang}-${theme}-${width}.png`, fullPage: true });
          if (width === 375) await options.screenshot({ path: `${shots}/firefox-options-${lang}-${theme}-375-top.png` });
        }
      }
    });
  });
}
