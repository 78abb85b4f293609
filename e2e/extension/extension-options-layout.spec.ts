import { mkdirSync } from 'node:fs';
import { changeSettings } from './stored-settings.ts';
import { optionSections, readSections, sectionIds, wideLayout } from './options-sections.ts';
import { expect, test } from './extension-fixtures.ts';

const shots = '/tmp/shots-options';
mkdirSync(shots, { recursive: true });

for (const lang of ['en', 'es'] as const) {
  test.describe(lang, () => {
    test.use({ interfaceLanguage: lang });

    test(`${lang}: the options page uses a wide window (side navigation, two columns) and still fits 375 px; its sections are Firefox's too`, async ({ extContext, extensionId, worker, signIn }) => {
      await signIn();
      const options = await extContext.newPage();
      await options.setViewportSize({ width: 1280, height: 900 });
      await options.goto(`chrome-extension://${extensionId}/options.html`);
      await expect(options.getByTestId('model-choice')).toHaveAttribute('data-locked', 'true');
      const wide = await options.evaluate(readSections);
      expect(wide).toEqual(wideLayout(lang));
      // A link in the navigation brings its section into view.
      await options.getByRole('navigation').getByRole('link', { name: optionSections[lang][4] }).click();
      await expect(options.locator('#section-keyboard')).toBeInViewport();
      await expect(options.getByRole('button', { name: lang === 'en' ? 'Open Chrome’s shortcut settings' : 'Abrir los ajustes de atajos de Chrome' })).toBeVisible();

      for (const theme of ['light', 'dark'] as const) {
        await changeSettings(worker, { theme });
        await options.reload();
        await expect(options.locator('html')).toHaveAttribute('data-theme', theme);
        for (const width of [1280, 375]) {
          await options.setViewportSize({ width, height: 900 });
          await expect(options.getByTestId('model-choice')).toBeVisible();
          if (width === 375) expect(await options.evaluate(readSections)).toMatchObject({ columns: 'auto', navPosition: 'static', overflow: false, present: sectionIds });
          await options.screenshot({ path: `${shots}/chromium-options-${lang}-${theme}-${width}.png`, fullPage: true });
          if (width === 375) await options.screenshot({ path: `${shots}/chromium-options-${lang}-${theme}-375-top.png` });
        }
      }
    });
  });
}
