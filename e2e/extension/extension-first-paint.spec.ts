import type { Page } from '@playwright/test';
import { luminance } from './card-frame-helpers.ts';
import { expect, test } from './extension-fixtures.ts';

type Scheme = 'dark' | 'light';
const copy = {
  en: { dark: 'Dark', light: 'Light', system: 'Same as the system', saved: 'Saved' },
  es: { dark: 'Oscura', light: 'Clara', system: 'Igual que el sistema', saved: 'Guardado' },
} as const;

// Half a second at 60 Hz: the stored settings arrive within a few frames.
const frames = 30;
/**
 * Logs the page's background in each of its first animation frames that have a body: what the first paint shows,
 * before any of the page's own scripts run, and on while the stored settings arrive (a switch then is a flash too).
 * An init script: it is in place before the page's first byte.
 */
const frameLogger = (count: number) => {
  const log: string[] = [];
  Object.assign(window, { frameLog: log });
  const tick = () => {
    if (document.body) log.push(getComputedStyle(document.body).backgroundColor);
    if (log.length < count) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
};

async function paintedFrames(page: Page, url: string): Promise<string[]> {
  await page.goto(url, { waitUntil: 'commit' });
  const logged = () => page.evaluate(() => (window as unknown as { frameLog?: string[] }).frameLog ?? []);
  await expect.poll(async () => (await logged()).length, { timeout: 15_000 }).toBe(frames);
  return logged();
}

/** Each frame's background, dark (under 5 % luminance) or light (over 80 %). */
const schemes = (colors: string[]) => colors.map((color) => (luminance(color) < 0.05 ? 'dark' : luminance(color) > 0.8 ? 'light' : color));

for (const lang of ['en', 'es'] as const) {
  const t = copy[lang];
  test.describe(lang, () => {
    test.use({ interfaceLanguage: lang });

    test(`${lang}: popup and options paint their first frame in the right theme: the system's, or the one chosen`, async ({ extContext, extensionId }) => {
      // Ten pages opened and watched frame by frame, four screenshots: room for a busy machine.
      test.setTimeout(90_000);
      await extContext.addInitScript(frameLogger, frames);
      const page = await extContext.newPage();
      const open = async (system: Scheme, expected: Scheme) => {
        await page.emulateMedia({ colorScheme: system });
        for (const name of ['popup', 'options']) {
          expect(schemes(await paintedFrames(page, `chrome-extension://${extensionId}/${name}.html`)), `${name} on a ${system} system`).toEqual(Array(frames).fill(expected));
        }
      };
      await open('dark', 'dark');
      await open('light', 'light');

      const choose = async (label: string) => {
        await page.goto(`chrome-extension://${extensionId}/options.html`);
        const radio = page.getByLabel(label, { exact: true });
        await radio.click();
        await expect(radio).toBeChecked();
        await expect(page.getByTestId('options-status')).toHaveText(t.saved);
      };
      // The setting wins over the system from the first frame on.
      await choose(t.dark);
      await open('light', 'dark');
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 700 });
        for (const name of ['popup', 'options']) {
          // As soon as the document is parsed: before the settings have arrived from chrome.storage.
          await page.goto(`chrome-extension://${extensionId}/${name}.html`, { waitUntil: 'domcontentloaded' });
          await page.screenshot({ path: `/tmp/shots-first-paint/${name}-${lang}-${width}.png` });
        }
      }
      await choose(t.light);
      await open('dark', 'light');
      await choose(t.system);
      await open('dark', 'dark');
      await page.close();
    });
  });
}
