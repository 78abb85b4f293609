import { expect, test } from '../extension-fixtures.ts';
import { selectaUi } from '../selecta-ui.ts';
import { fixturePages } from './build-fixtures.ts';
import { EditorPage } from './editor-page.ts';
import { initialText } from './pages/fixture-api.ts';

const paragraphs = 'First paragraph of the answer.\n\nSecond paragraph of the answer.';

// A multi-paragraph answer stays paragraphs in the editor's model (the paste path, or the browser's own line breaks).
// Not Editor.js: its paste of plain text into a block drops the line breaks (decision 032, open).
for (const name of ['prosemirror', 'lexical', 'slate', 'draft', 'quill', 'codemirror', 'native?kind=textarea', 'ckeditor', 'trix', 'toastui'] as const) {
  test(`a multi-paragraph answer keeps its paragraphs in ${name}'s model`, async ({ extContext, site, signIn, double }) => {
    double.options.reply = paragraphs;
    site.html.set(`/editors/${name}`, (await fixturePages()).get(name.split('?')[0] as never)!);
    await signIn();
    const page = await extContext.newPage();
    const ui = await selectaUi(page);
    await page.goto(`${site.url}/editors/${name}`);
    await page.waitForFunction(async () => !!window.fixture && (await window.fixture.text()).length > 0);
    const editor = new EditorPage(page, page.mainFrame());
    await editor.selectInEditor('world');
    await ui.toolbar().button('Reply').click();
    const card = ui.card('Reply');
    await expect.poll(() => card.locator('.selecta-output').text()).toBe(paragraphs);
    await card.button('Replace').click();
    await expect.poll(() => card.status.text()).toBe('Inserted');
    expect(await editor.text()).toMatch(/^Hello First paragraph of the answer\.\n+Second paragraph of the answer\. from the editor$/);
    await page.close();
  });
}

// An editor that cancels every input and keeps its own text: nothing lands, so the card says so and copies instead.
const stubborn = `<!doctype html><html><head><title>Stubborn</title></head><body>
<div id="rich" contenteditable="true">${initialText}</div>
<script>
const rich = document.querySelector('#rich');
for (const type of ['beforeinput', 'paste']) rich.addEventListener(type, (e) => e.preventDefault());
// Whatever the browser writes anyway (execCommand), the page puts its own text back, as a controlled editor does.
rich.addEventListener('input', () => { rich.textContent = ${JSON.stringify(initialText)}; });
</script></body></html>`;

test('an editor that takes nothing gets no "Inserted": the answer is copied and the card says so', async ({ extContext, site, signIn }) => {
  site.html.set('/editors/stubborn', stubborn);
  await signIn();
  const page = await extContext.newPage();
  const ui = await selectaUi(page);
  await page.goto(`${site.url}/editors/stubborn`);
  const box = await page.evaluate(() => {
    const text = document.querySelector('#rich')!.firstChild!;
    const range = document.createRange();
    range.setStart(text, 6);
    range.setEnd(text, 11);
    const rect = range.getBoundingClientRect();
    return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
  });
  await page.mouse.dblclick(box.x, box.y);
  await ui.toolbar().button('Reply').click();
  const card = ui.card('Reply');
  await expect.poll(() => card.locator('.selecta-output').text()).not.toBe('');
  await card.button('Replace').click();
  await expect.poll(() => card.status.text()).toBe('Could not insert here, so the answer was copied to your clipboard.');
  expect(await page.locator('#rich').textContent()).toBe(initialText);
  await page.close();
});
