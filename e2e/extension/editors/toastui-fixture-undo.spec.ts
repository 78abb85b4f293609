import { expect, test } from '../extension-fixtures.ts';
import { fixturePages } from './build-fixtures.ts';
import { initialText } from './pages/fixture-api.ts';

// The Toast UI fixture's initial text is an undo step of its own, as on a page loaded long before the user replies: an
// edit right after load is not grouped with it (without closeHistory in the fixture, this one Ctrl+Z empties the editor).
test('Toast UI fixture: an edit right after load is undone alone by one Ctrl+Z', async ({ extContext, site }) => {
  site.html.set('/editors/toastui', (await fixturePages()).get('toastui')!);
  const page = await extContext.newPage();
  await page.goto(`${site.url}/editors/toastui`);
  // Within ProseMirror's 500 ms newGroupDelay of the editor's creation (the initial step covers the whole text).
  await page.evaluate(() => {
    const el = document.querySelector<HTMLElement>('#editor .toastui-editor-ww-container [contenteditable]')!;
    el.focus();
    const data = new DataTransfer();
    data.setData('text/plain', 'X');
    el.dispatchEvent(new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: data }));
  });
  await expect.poll(() => page.evaluate(() => window.fixture.text())).toBe(`X${initialText}`);
  await page.keyboard.press('Control+z');
  await expect.poll(() => page.evaluate(() => window.fixture.text())).toBe(initialText);
});
