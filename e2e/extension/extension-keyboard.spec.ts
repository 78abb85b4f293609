import { selectaUi } from './selecta-ui.ts';
import { expect, reply, test } from './extension-fixtures.ts';
import { dragAcross, openOptions, pageFocus, twoFrames } from './keyboard-helpers.ts';
import { copy, formPage, keysRead, openForm } from './keyboard-page.ts';

for (const lang of ['en', 'es'] as const) {
  const c = copy[lang];
  test.describe(lang, () => {
    test.use({ interfaceLanguage: lang });

    test(`${lang}: keyboard only: Shift+arrows, Alt+Shift+K to the toolbar, arrows and Enter, Tab to Replace, Escape back to the caret`, async ({ extContext, site, signIn }) => {
      await signIn();
      site.html.set('/kb', formPage);
      const page = await extContext.newPage();
      const ui = await selectaUi(page);
      await openForm(page, `${site.url}/kb`);
      await page.locator('#area').focus();
      await page.keyboard.press('Control+Home');
      for (let i = 0; i < 'Please'.length; i++) await page.keyboard.press('Shift+ArrowRight');
      const bar = ui.toolbar(c.toolbar);
      await expect.poll(() => bar.isVisible()).toBe(true);

      // Into the toolbar and straight back: the textarea gets its focus and its selection again.
      await page.keyboard.press('Alt+Shift+K');
      await expect.poll(() => bar.button(c.reply).isFocused()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => bar.count()).toBe(0);
      expect(await pageFocus(page)).toEqual({ id: 'area', start: 0, end: 6 });

      await page.keyboard.press('Alt+Shift+K');
      await expect.poll(() => bar.button(c.reply).isFocused()).toBe(true);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => bar.button(c.tldr).isFocused()).toBe(true);
      await page.screenshot({ path: `/tmp/shots-keyboard/toolbar-focus-${lang}.png` });
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('End');
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => bar.button(c.tldr).isFocused()).toBe(true);
      await page.keyboard.press('Enter');
      const card = ui.card(c.tldr);
      await expect.poll(() => card.locator('.selecta-output').text()).toBe(reply);
      // The card took the focus; Tab goes through its enabled controls to Replace.
      const replace = card.button(c.replace);
      for (let i = 0; i < 8 && !(await replace.isFocused()); i++) await page.keyboard.press('Tab');
      expect(await replace.isFocused()).toBe(true);
      await page.screenshot({ path: `/tmp/shots-keyboard/card-focus-${lang}.png` });
      await page.keyboard.press('Enter');
      await expect(page.locator('#area')).toHaveValue(`${reply} summarise this paragraph.`);
      await expect.poll(() => card.status.text()).toBe(c.inserted);
      await page.keyboard.press('Escape');
      await expect.poll(() => card.count()).toBe(0);
      // Back in the textarea, the caret right after the answer.
      expect(await pageFocus(page)).toEqual({ id: 'area', start: reply.length, end: reply.length });
      await page.close();
    });

    test(`${lang}: the toolbar modes: only with Alt held, only by shortcut; never on a click in a grid`, async ({ extContext, extensionId, site }) => {
      site.html.set('/modes', formPage);
      const page = await extContext.newPage();
      const ui = await selectaUi(page);
      await openForm(page, `${site.url}/modes`);
      const bar = ui.toolbar(c.toolbar);

      // Always (the default): a drag shows it; a single click on a grid cell, which the page selects, does not.
      await dragAcross(page, '#para');
      await expect.poll(() => bar.isVisible()).toBe(true);
      await page.locator('#cell').click();
      await expect.poll(() => page.evaluate(() => getSelection()?.toString())).toBe('Quarterly revenue 4200');
      await twoFrames(page);
      expect(await bar.count()).toBe(0);
      await dragAcross(page, '#cell');
      await expect.poll(() => bar.isVisible()).toBe(true);

      const options = await openOptions(extContext, extensionId);
      const change = async (label: string) => {
        const before = await keysRead(page);
        // A controlled radio: it shows checked once the saved settings come back.
        await options.getByLabel(label).click();
        await expect(options.getByLabel(label)).toBeChecked();
        await expect(options.getByTestId('options-status')).toHaveText(c.saved);
        // The open page learns the new mode without a reload.
        await expect.poll(() => keysRead(page)).toBeGreaterThan(before);
      };
      await change(c.modifier);
      await dragAcross(page, '#para');
      await twoFrames(page);
      expect(await bar.count()).toBe(0);
      await dragAcross(page, '#para', 'Alt');
      await expect.poll(() => bar.isVisible()).toBe(true);

      await change(c.shortcutMode);
      await dragAcross(page, '#para', 'Alt');
      await twoFrames(page);
      expect(await bar.count()).toBe(0);
      await page.keyboard.press('Alt+Shift+K');
      await expect.poll(() => bar.button(c.reply).isFocused()).toBe(true);
      await options.close();
      await page.close();
    });
  });
}
