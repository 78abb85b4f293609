import { expect, reply, test } from '../extension-fixtures.ts';
import { selectaUi } from '../selecta-ui.ts';
import { fixturePages } from './build-fixtures.ts';
import { EditorPage } from './editor-page.ts';
import { editorLabel, initialText } from './pages/fixture-api.ts';

// The message to answer in the top page, the reply box in an iframe (a helpdesk's compose pane, TinyMCE): the card
// in the top frame writes through the frame's own content script, and says "Inserted" only once that frame read it back.
const cases = [
  { lang: 'en', frame: 'same', editor: 'slate', toolbar: 'Selecta actions', reply: 'Reply', into: `Insert into “${editorLabel}”`, inserted: 'Inserted' },
  { lang: 'es', frame: 'cross', editor: 'prosemirror', toolbar: 'Acciones de Selecta', reply: 'Responder', into: `Insertar en «${editorLabel}»`, inserted: 'Insertado' },
] as const;

for (const c of cases) {
  test.describe(c.lang, () => {
    test.use({ interfaceLanguage: c.lang });

    test(`${c.lang}: Insert into… writes from a top-page selection into the editor last focused in a ${c.frame}-origin iframe`, async ({ extContext, site, signIn }) => {
      site.html.set(`/editors/${c.editor}`, (await fixturePages()).get(c.editor)!);
      // localhost and 127.0.0.1 are different origins: the cross-origin frame runs in its own process.
      const origin = c.frame === 'cross' ? site.url.replace('localhost', '127.0.0.1') : site.url;
      site.html.set(
        `/inbox-${c.frame}`,
        `<!doctype html><html lang="en"><head><title>Inbox</title></head><body>
<p id="customer">My parcel has not arrived yet, can you check it?</p>
<iframe src="${origin}/editors/${c.editor}" style="width:720px;height:420px;border:2px solid #777"></iframe></body></html>`,
      );
      await signIn();
      const page = await extContext.newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      const ui = await selectaUi(page);
      await page.goto(`${site.url}/inbox-${c.frame}`);
      const frame = page.frames().find((f) => f !== page.mainFrame())!;
      await frame.waitForFunction(async () => !!window.fixture && (await window.fixture.text()).length > 0);
      const editor = new EditorPage(page, frame);

      // The user clicks into the reply box, then selects the customer's words in the top page.
      await editor.caretAtEnd('editor');
      await new EditorPage(page, page.mainFrame()).selectReadOnly('parcel');
      await ui.toolbar(c.toolbar).button(c.reply).click();
      const card = ui.card(c.reply);
      await expect.poll(() => card.locator('.selecta-output').text()).toBe(reply);
      await expect.poll(() => card.button(c.into).isEnabled()).toBe(true);
      await card.button(c.into).click();
      await expect.poll(() => card.status.text()).toBe(c.inserted);
      // The frame's editor MODEL holds it, after the user's text, and one undo there takes it back.
      expect(await editor.text()).toBe(`${initialText} ${reply}`);
      await page.keyboard.press('Control+z');
      await expect.poll(() => editor.text()).toBe(initialText);
      await page.close();
    });
  });
}
