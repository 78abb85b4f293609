import { inputEvents, inputRecorder, selectRange } from './page-actions.ts';
import { selectaUi } from './selecta-ui.ts';
import { expect, reply, test } from './extension-fixtures.ts';

const editors = `<!doctype html><html><head><title>Editors</title>${inputRecorder}</head><body>
<textarea id="area" rows="3" cols="40">Please summarise this paragraph.</textarea>
<input id="field" value="Short input text" size="40">
<div id="rich" contenteditable="true">Editable rich text here</div>
</body></html>`;

// Insert puts the answer right after the selection (a new line in a textarea, a space elsewhere), keeping the selection.
const cases = [
  { selector: '#area', kind: 'textarea', selected: 'Please', after: `Please\n${reply} summarise this paragraph.` },
  { selector: '#field', kind: '<input>', selected: 'Short', after: `Short ${reply} input text` },
  { selector: '#rich', kind: 'contenteditable', selected: 'Editable', after: `Editable ${reply} rich text here` },
] as const;

for (const { selector, kind, selected, after } of cases) {
  test(`Insert writes the answer after the selection in a ${kind}, the page sees input, and Ctrl+Z undoes it`, async ({ extContext, site, signIn }) => {
    site.html.set('/editors', editors);
    await signIn();
    const page = await extContext.newPage();
    const ui = await selectaUi(page);
    await page.goto(`${site.url}/editors`);
    const field = page.locator(selector);
    // Contenteditable spaces may become no-break spaces; the reader sees the same text either way.
    const read = async () => (kind === 'contenteditable' ? (await field.textContent())?.replaceAll('\u00a0', ' ') : field.inputValue());
    const before = await read();
    await selectRange(page, selector, 0, selected.length);
    await ui.toolbar().button('Reply').click();
    const card = ui.card('Reply');
    await expect.poll(() => card.locator('.selecta-output').text()).toBe(reply);
    await card.button('Insert').click();
    await expect.poll(read).toBe(after);
    await expect.poll(() => card.status.text()).toBe('Inserted');
    // The page's own editor code learns about the change the way it does for typing.
    expect(await inputEvents(page)).toContainEqual({ target: selector.slice(1), inputType: 'insertText' });

    await field.focus();
    await page.keyboard.press('Control+z');
    await expect.poll(read).toBe(before);
    await page.close();
  });
}
