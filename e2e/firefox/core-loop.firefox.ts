import { mkdirSync } from 'node:fs';
import type { Page } from 'puppeteer-core';
import { fixturePages } from '../extension/editors/build-fixtures.ts';
import { FirefoxUi, until } from './firefox-ui.ts';
import { expect, openSitePage, reply, selectAllIn, test } from './firefox-fixtures.ts';
import { openExtensionPage } from './firefox-browser.ts';

const shots = '/tmp/shots-firefox';
mkdirSync(shots, { recursive: true });

const text = {
  en: { reply: 'Reply', tldr: 'TLDR', replace: 'Replace', insert: 'Insert', copy: 'Copy', copied: 'Copied', shorter: 'Shorter', toolbar: 'Selecta actions', plan: 'Free', inserted: 'Inserted' },
  es: { reply: 'Responder', tldr: 'Resumen', replace: 'Reemplazar', insert: 'Insertar', copy: 'Copiar', copied: 'Copiado', shorter: 'Más corta', toolbar: 'Acciones de Selecta', plan: 'Free', inserted: 'Insertado' },
};

const fields = `<!doctype html><html><head><title>Fields</title></head><body>
<textarea id="area" rows="3" cols="50">Please summarise this paragraph for me.</textarea>
<div id="rich" contenteditable="true" style="border:1px solid #999;min-height:40px">Editable rich text here</div>
</body></html>`;

const valueOf = (page: Page, selector: string) => page.$eval(selector, (el) => (el instanceof HTMLTextAreaElement ? el.value : (el.textContent ?? '')));

for (const lang of ['en', 'es'] as const) {
  test.describe(lang, () => {
    const t = text[lang];
    test.use({ interfaceLanguage: lang });

    test(`${lang}: sign in from the popup, then Reply streams into the card and Replace, Copy and Insert write into a textarea and a contenteditable; refine streams a new version`, async ({ ff, site, signIn }) => {
      await signIn();
      const popup = await openExtensionPage(ff, 'popup.html');
      await popup.waitForFunction((plan) => document.querySelector('[data-testid=account-plan]')?.textContent === plan, {}, t.plan);
      await popup.close();

      site.html.set('/fields', fields);
      const page = await openSitePage(ff, `${site.url}/fields`);
      const ui = new FirefoxUi(page);
      await selectAllIn(page, '#area');
      await ui.toolbar(t.toolbar).button(t.reply).click();
      const card = ui.card(t.reply);
      const output = card.locator('.selecta-output');
      await until(async () => ((await output.text()) === reply ? true : null), 'the answer to stream into the card');
      await until(async () => ((await card.attribute('data-phase')) === 'done' ? true : null), 'the run to end');
      await page.screenshot({ path: `${shots}/firefox-card-${lang}.png` });

      await card.button(t.copy).click();
      await until(async () => ((await card.locator('[role=status]').text()) === t.copied ? true : null), 'the card to say Copied');

      await card.button(t.shorter).click();
      await until(async () => ((await card.locator('.selecta-versions').text())?.includes('2 / 2') ? true : null), 'a second version');
      await until(async () => ((await output.text()) === reply ? true : null), 'the refined answer');

      await card.button(t.replace).click();
      await until(async () => ((await valueOf(page, '#area')) === reply ? true : null), 'Replace to write into the textarea');

      await selectAllIn(page, '#rich');
      await ui.toolbar(t.toolbar).button(t.tldr).click();
      const tldr = ui.card(t.tldr);
      await until(async () => ((await tldr.attribute('data-phase')) === 'done' ? true : null), 'the TLDR run to end');
      await page.click('#rich');
      await page.keyboard.press('End');
      await tldr.button(t.insert).click();
      await until(async () => ((await valueOf(page, '#rich')).includes(reply) ? true : null), 'Insert to write into the contenteditable');
      expect(await valueOf(page, '#rich')).toContain('Editable rich text here');
    });
  });
}

test('Replace writes into a ProseMirror editor, through its model', async ({ ff, site, signIn }) => {
  await signIn();
  site.html.set('/prosemirror', (await fixturePages()).get('prosemirror')!);
  const page = await openSitePage(ff, `${site.url}/prosemirror`);
  const ui = new FirefoxUi(page);
  const model = () => page.evaluate(() => (window as unknown as { fixture: { text(): string } }).fixture.text());
  await page.click('#editor [contenteditable]');
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
  await page.keyboard.down('Shift');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.up('Shift');
  await ui.toolbar().button('Reply').click();
  const card = ui.card('Reply');
  await until(async () => ((await card.attribute('data-phase')) === 'done' ? true : null), 'the run to end');
  await card.button('Replace').click();
  await until(async () => ((await model()) === reply ? true : null), 'the ProseMirror model to hold the answer');
});
