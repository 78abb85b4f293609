import { benchTable, editors, percentile, runs } from '../extension/editors/bench-editors.ts';
import { initialText } from '../extension/editors/pages/fixture-api.ts';
import { FirefoxEditorPage, serveEditors } from './firefox-editor-page.ts';
import { until } from './firefox-ui.ts';
import { expect, test } from './firefox-fixtures.ts';

/**
 * `bench:editors` in Firefox (the add-on in firefox-esr), beside the Chromium run of editor-insert.bench.ts: click on
 * Replace → the answer in the editor's MODEL, by the page's clock, per editor, against a plain textarea. Target: p95
 * under 50 ms.
 */
test('benchmark in Firefox: click on Replace → answer in the editor model, per editor', async ({ ff, site, signIn }) => {
  test.setTimeout(300_000);
  await serveEditors(
    site,
    editors.map(([, path]) => path),
  );
  await signIn();
  const rows: { editor: string; p50: number; p95: number }[] = [];
  for (const [editor, path] of editors) {
    const page = await ff.newPage();
    const fixture = new FirefoxEditorPage(page);
    await fixture.open(`${site.url}/editors/${path}`);
    // The card opens in the frame the editor edits in (TinyMCE's iframe).
    const ui = fixture.ui(page.mainFrame().childFrames().length > 0);
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      await fixture.selectInEditor('world');
      await ui.toolbar().button('Reply').click();
      const card = ui.card('Reply');
      await until(async () => ((await card.attribute('data-phase')) === 'done' ? true : null), 'the answer');
      await card.button('Replace').click();
      await until(async () => ((await card.locator('[role=status]').text()) === 'Inserted' ? true : null), 'the card to say Inserted');
      times.push(await fixture.insertLatency());
      await page.keyboard.press('Escape');
      await fixture.press('z', 'Control');
      await until(async () => ((await fixture.text()) === initialText ? true : null), 'Ctrl+Z to give the text back');
      // Undo may leave the old words selected: a double click on a selection would drag it.
      await fixture.press('End');
    }
    rows.push({ editor, p50: percentile(times, 0.5), p95: percentile(times, 0.95) });
    await page.close();
  }
  console.log(benchTable("Firefox: Replace click → text in the editor's model", rows));
  for (const row of rows) expect(row.p95, `${row.editor}: p95 under 50 ms`).toBeLessThan(50);
});
