import { mkdirSync } from 'node:fs';
import type { Frame, Page } from '@playwright/test';
import { expect, reply, test } from '../extension-fixtures.ts';
import { selectaUi, type SelectaUi } from '../selecta-ui.ts';
import { fixturePages } from './build-fixtures.ts';
import { EditorPage } from './editor-page.ts';
import { initialText } from './pages/fixture-api.ts';

// Pick mode spans every frame of the tab (decision 031): the message to answer in the top page, the reply boxes in
// a same-origin and a cross-origin iframe (a helpdesk widget). Every frame outlines the editor under the pointer and
// shows the hint; the user's click in a frame picks its editor, the answer lands in that editor's MODEL, one undo
// takes it back; Escape pressed inside a frame cancels in every frame.
const shots = '/tmp/shots-editors';
const locales = [
  { lang: 'en', toolbar: 'Selecta actions', reply: 'Reply', pick: 'Pick a field…', inserted: 'Inserted', cancelled: 'No field was picked.', hint: /^Click the field/ },
  { lang: 'es', toolbar: 'Acciones de Selecta', reply: 'Responder', pick: 'Elegir un campo…', inserted: 'Insertado', cancelled: 'No se eligió ningún campo.', hint: /^Haz clic en el campo/ },
] as const;

/** The frame's pick hint ('' out of pick mode); another frame than the card's shows it only while the user is in it. */
const hintIn = (ui: SelectaUi) => ui.evaluate((root) => root?.querySelector('.selecta-pick-hint')?.textContent ?? '', null);
const hintShown = (ui: SelectaUi) => ui.evaluate((root) => root?.querySelector('.selecta-pick-hint:not([hidden])')?.textContent ?? '', null);
const outlined = (ui: SelectaUi) => ui.evaluate((root) => !!root?.querySelector('.selecta-pick-outline:not([hidden])'), null);

/** The pointer over the frame's editable area (page coordinates: Playwright's boxes include the frame's offset). */
async function hover(page: Page, frame: Frame): Promise<void> {
  const box = (await frame.locator('#editor [contenteditable]').first().boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

for (const locale of locales) {
  test.describe(`pick mode across frames (${locale.lang})`, () => {
    test.use({ interfaceLanguage: locale.lang });

    test(`a top-page selection's answer goes into the editor picked in a same-origin, then a cross-origin iframe (mouse and keyboard); Escape in a frame or the top page cancels everywhere (${locale.lang})`, async ({ extContext, site, signIn }) => {
      test.setTimeout(90_000);
      const pages = await fixturePages();
      site.html.set('/editors/slate', pages.get('slate')!);
      site.html.set('/editors/prosemirror', pages.get('prosemirror')!);
      // localhost and 127.0.0.1 are different origins: the cross-origin frame runs in its own process.
      const other = site.url.replace('localhost', '127.0.0.1');
      site.html.set(
        '/helpdesk',
        `<!doctype html><html lang="en"><head><title>Helpdesk</title><style>iframe{display:block;width:min(680px,100%);height:290px;border:2px solid #777;margin:8px 0}</style></head><body>
<p id="customer">My parcel has not arrived yet, can you check it?</p>
<iframe title="Same-origin reply" src="${site.url}/editors/slate"></iframe>
<iframe title="Cross-origin reply" src="${other}/editors/prosemirror"></iframe></body></html>`,
      );
      await signIn();
      const page = await extContext.newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      const ui = await selectaUi(page);
      await page.goto(`${site.url}/helpdesk`);
      const frames = [];
      for (const name of ['slate', 'prosemirror']) {
        const frame = page.frames().find((f) => f.url().endsWith(`/editors/${name}`))!;
        await frame.waitForFunction(async () => !!window.fixture && (await window.fixture.text()).length > 0);
        const ui = await selectaUi(page, frame);
        await ui.injected();
        frames.push({ frame, editor: new EditorPage(page, frame), ui });
      }
      const top = new EditorPage(page, page.mainFrame());

      await top.selectReadOnly('parcel');
      await ui.toolbar(locale.toolbar).button(locale.reply).click();
      const card = ui.card(locale.reply);
      await expect.poll(() => card.locator('.selecta-output').text()).toBe(reply);

      for (const [index, target] of frames.entries()) {
        await card.button(locale.pick).click();
        // Every frame is in pick mode, with the hint in the user's language.
        for (const each of [ui, ...frames.map((f) => f.ui)]) await expect.poll(() => hintIn(each)).toMatch(locale.hint);
        if (index === 0) {
          // The page is hostile: its own click on its editor and its own Escape neither pick nor cancel.
          await target.frame.evaluate(() => {
            document.querySelector('#editor [contenteditable]')!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
            for (const type of ['keydown', 'keyup']) window.dispatchEvent(new KeyboardEvent(type, { key: 'Escape', bubbles: true }));
          });
        }
        await hover(page, target.frame);
        await expect.poll(() => outlined(target.ui)).toBe(true);
        await expect.poll(() => hintShown(target.ui)).toMatch(locale.hint);
        // One hint at a time: the top page's steps aside while the user is in the frame.
        await expect.poll(() => hintShown(ui)).toBe('');
        if (index === 0) {
          mkdirSync(shots, { recursive: true });
          for (const width of [1280, 375]) {
            await page.setViewportSize({ width, height: 800 });
            await hover(page, target.frame);
            await expect.poll(() => outlined(target.ui)).toBe(true);
            await target.frame.evaluate(() => new Promise(requestAnimationFrame));
            await page.screenshot({ path: `${shots}/pick-across-frames-${locale.lang}-${width}.png` });
          }
          await page.setViewportSize({ width: 1280, height: 800 });
        }
        await target.editor.clickAfter('editor');
        await expect.poll(() => card.status.text()).toBe(locale.inserted);
        // Pick mode is over in every frame.
        for (const each of [ui, ...frames.map((f) => f.ui)]) await expect.poll(() => hintIn(each)).toBe('');
        expect(await target.editor.text()).toBe(`${initialText} ${reply}`);
        // Nothing landed in the other frame.
        expect(await frames[1 - index]!.editor.text()).toBe(initialText);
        await page.keyboard.press('Control+z');
        await expect.poll(() => target.editor.text()).toBe(initialText);
      }

      // The keyboard is in the cross-origin frame's editor (the last pick): Escape there ends pick mode everywhere.
      await card.button(locale.pick).click();
      for (const each of [ui, ...frames.map((f) => f.ui)]) await expect.poll(() => hintIn(each)).toMatch(locale.hint);
      await page.keyboard.press('Escape');
      for (const each of [ui, ...frames.map((f) => f.ui)]) await expect.poll(() => hintIn(each)).toBe('');
      await expect.poll(() => card.status.text()).toBe(locale.cancelled);
      // The card stays open and nothing was written anywhere.
      expect(await card.count()).toBe(1);
      for (const { editor } of frames) expect(await editor.text()).toBe(initialText);

      // Keyboard only, once pick mode is on: Tab goes through the top page's stops (here the two frames), Enter on a
      // frame moves the keyboard into it, Tab outlines its editor there and Enter picks it.
      const cross = frames[1]!;
      await card.button(locale.pick).click();
      await expect.poll(() => hintIn(ui)).toMatch(locale.hint);
      await page.mouse.click(600, 20);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect.poll(() => outlined(ui)).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => outlined(ui)).toBe(false);
      await page.keyboard.press('Tab');
      await expect.poll(() => outlined(cross.ui)).toBe(true);
      await expect.poll(() => hintShown(cross.ui)).toMatch(locale.hint);
      await page.keyboard.press('Enter');
      await expect.poll(() => card.status.text()).toBe(locale.inserted);
      expect(await cross.editor.text()).toBe(`${initialText} ${reply}`);
      expect(await frames[0]!.editor.text()).toBe(initialText);
      await page.keyboard.press('Control+z');
      await expect.poll(() => cross.editor.text()).toBe(initialText);

      // Escape in the card's own frame (a click on the top page's text, which is no field, brings the keyboard there)
      // ends pick mode in the iframes too.
      await card.button(locale.pick).click();
      for (const each of [ui, ...frames.map((f) => f.ui)]) await expect.poll(() => hintIn(each)).toMatch(locale.hint);
      await page.mouse.click(600, 20);
      await page.keyboard.press('Escape');
      for (const each of [ui, ...frames.map((f) => f.ui)]) await expect.poll(() => hintIn(each)).toBe('');
      for (const { editor } of frames) expect(await editor.text()).toBe(initialText);
      await page.close();
    });
  });
}
