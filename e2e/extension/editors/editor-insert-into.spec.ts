import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, reply, test } from '../extension-fixtures.ts';
import { selectaUi } from '../selecta-ui.ts';
import { fixturePages } from './build-fixtures.ts';
import { EditorPage } from './editor-page.ts';
import { editorLabel, initialText } from './pages/fixture-api.ts';

const shots = '/tmp/shots-editors';

const locales = [
  { lang: 'en', toolbar: 'Selecta actions', reply: 'Reply', into: `Insert into “${editorLabel}”`, pick: 'Pick a field…', inserted: 'Inserted', cancelled: 'No field was picked.', hint: /^Click the field.* press Tab to choose one and Enter\. Esc cancels\.$/ },
  { lang: 'es', toolbar: 'Acciones de Selecta', reply: 'Responder', into: `Insertar en «${editorLabel}»`, pick: 'Elegir un campo…', inserted: 'Insertado', cancelled: 'No se eligió ningún campo.', hint: /^Haz clic en el campo.* con Tab y confírmalo con Intro\. Esc cancela\.$/ },
] as const;

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    // The card follows its anchor on resize (Floating UI): one frame later it is in place.
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await page.screenshot({ path: `${shots}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

for (const locale of locales) {
  test.describe(`Insert into… (${locale.lang})`, () => {
    test.use({ interfaceLanguage: locale.lang });

    test(`a read-only selection's answer goes into the editor last focused (Slate), named in the button, or one picked with Tab and Enter (${locale.lang})`, async ({ extContext, site, signIn }) => {
      site.html.set('/editors/slate', (await fixturePages()).get('slate')!);
      await signIn();
      const page = await extContext.newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      const ui = await selectaUi(page);
      await page.goto(`${site.url}/editors/slate`);
      await page.waitForFunction(() => !!window.fixture);
      const editor = new EditorPage(page, page.mainFrame());

      // The user worked in the reply box, then selects the customer's words.
      await editor.caretAtEnd('editor');
      await editor.selectReadOnly('parcel');
      await ui.toolbar(locale.toolbar).button(locale.reply).click();
      const card = ui.card(locale.reply);
      await expect.poll(() => card.locator('.selecta-output').text()).toBe(reply);
      await expect.poll(() => card.button(locale.into).isEnabled()).toBe(true);
      await shot(page, `insert-into-card-${locale.lang}`);
      await card.button(locale.into).click();
      await expect.poll(() => card.status.text()).toBe(locale.inserted);
      expect(await editor.text()).toBe(`${initialText} ${reply}`);
      await page.keyboard.press('Control+z');
      await expect.poll(() => editor.text()).toBe(initialText);

      // Pick mode with the keyboard only: Tab outlines the editor, Enter writes at its end; Escape would cancel.
      await editor.selectReadOnly('arrived');
      await ui.toolbar(locale.toolbar).button(locale.reply).click();
      await expect.poll(() => ui.card(locale.reply).locator('.selecta-output').text()).toBe(reply);
      await ui.card(locale.reply).button(locale.pick).click();
      await expect.poll(() => ui.evaluate((root) => root?.querySelector('.selecta-pick-hint')?.textContent ?? '', null)).toMatch(locale.hint);
      await page.keyboard.press('Tab');
      await expect.poll(() => ui.evaluate((root) => !!root?.querySelector<HTMLElement>('.selecta-pick-outline:not([hidden])'), null)).toBe(true);
      await shot(page, `pick-mode-${locale.lang}`);
      await page.keyboard.press('Enter');
      await expect.poll(() => ui.card(locale.reply).status.text()).toBe(locale.inserted);
      expect(await editor.text()).toBe(`${initialText} ${reply}`);
      await page.close();
    });

    test(`pick mode: Escape cancels and nothing is written (${locale.lang})`, async ({ extContext, site, signIn }) => {
      site.html.set('/editors/native?kind=textarea', (await fixturePages()).get('native')!);
      await signIn();
      const page = await extContext.newPage();
      const ui = await selectaUi(page);
      await page.goto(`${site.url}/editors/native?kind=textarea`);
      await page.waitForFunction(() => !!window.fixture);
      const editor = new EditorPage(page, page.mainFrame());
      await editor.selectReadOnly('parcel');
      await ui.toolbar(locale.toolbar).button(locale.reply).click();
      const card = ui.card(locale.reply);
      await expect.poll(() => card.locator('.selecta-output').text()).toBe(reply);
      // No editor was focused on this page: only pick mode is offered.
      expect(await card.button(locale.into).count()).toBe(0);
      await card.button(locale.pick).click();
      await page.keyboard.press('Escape');
      await expect.poll(() => ui.evaluate((root) => root?.querySelectorAll('.selecta-pick-hint').length ?? -1, null)).toBe(0);
      await expect.poll(() => card.status.text()).toBe(locale.cancelled);
      expect(await editor.text()).toBe(initialText);
      await page.close();
    });
  });
}
