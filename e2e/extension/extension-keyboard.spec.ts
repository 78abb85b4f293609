import type { Page } from '@playwright/test';
import { requestFor, selectRange } from './page-actions.ts';
import { selectaUi } from './selecta-ui.ts';
import { expect, reply, test } from './extension-fixtures.ts';
import { dragAcross, openOptions, pageFocus, patchSettings, twoFrames, type ChromeApi } from './keyboard-helpers.ts';

const copy = {
  en: {
    toolbar: 'Selecta actions', reply: 'Reply', tldr: 'TLDR', replace: 'Replace', inserted: 'Inserted', saved: 'Saved',
    modifier: 'Only when I hold Alt (⌥) while selecting', shortcutMode: 'Only with a shortcut or the right-click menu',
    name: 'Name', prompt: 'Prompt', add: 'Add prompt', shortcutFor: (n: string) => `Shortcut for ${n}`,
    needsAlt: 'Use Alt (⌥) in the combination: Ctrl or ⌘ with a letter belongs to the page’s editor (copy, paste, undo…).',
    team: '(team)',
  },
  es: {
    toolbar: 'Acciones de Selecta', reply: 'Responder', tldr: 'Resumen', replace: 'Reemplazar', inserted: 'Insertado', saved: 'Guardado',
    modifier: 'Solo si mantengo pulsada Alt (⌥) al seleccionar', shortcutMode: 'Solo con un atajo o con el menú del botón derecho',
    name: 'Nombre', prompt: 'Instrucción', add: 'Añadir instrucción', shortcutFor: (n: string) => `Atajo para ${n}`,
    needsAlt: 'Usa Alt (⌥) en la combinación: Ctrl o ⌘ con una letra son del editor de la página (copiar, pegar, deshacer…).',
    team: '(equipo)',
  },
} as const;

const original = 'Please summarise this paragraph.';
// The page records the Alt key presses it gets, to show which ones Selecta took (stopped, never typed) and which not.
const formPage = `<!doctype html><html><head><title>Keyboard</title><script>
window.altKeys = [];
document.addEventListener('keydown', (e) => e.altKey && e.code.startsWith('Key') && altKeys.push({ target: e.target.id, code: e.code, prevented: e.defaultPrevented }));
</script></head><body>
<p id="para">Selecta turns selected text into answers.</p>
<textarea id="area" rows="3" cols="40">${original}</textarea>
<input id="pw" type="password" value="hunter22">
<table role="grid"><tr><td id="cell">Quarterly revenue 4200</td></tr></table>
<script>
// Like a spreadsheet: a click on a cell selects its text itself.
const cell = document.getElementById('cell');
cell.addEventListener('mouseup', () => getSelection().selectAllChildren(cell));
</script></body></html>`;

/** How many times the content script got its toolbar mode and shortcuts (first click, then on each change). */
const keysRead = (page: Page) => page.evaluate(() => performance.getEntriesByName('selecta:keys-ready').length);

/** Opens the page and clicks it once, the first touch on which the content script asks for the keys. */
async function openForm(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.mouse.click(5, 5);
  await expect.poll(() => keysRead(page)).toBeGreaterThan(0);
}

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

    test(`${lang}: a prompt shortcut recorded in the options runs the prompt, is not typed, and never fires in a password field`, async ({ extContext, extensionId, site, signIn, double }, testInfo) => {
      await signIn();
      const options = await openOptions(extContext, extensionId);
      await options.getByLabel(c.name, { exact: true }).fill('Polite');
      await options.getByLabel(c.prompt, { exact: true }).fill('Rewrite {{text}} politely.');
      await options.getByRole('button', { name: c.add }).click();
      const field = options.getByLabel(c.shortcutFor('Polite'));
      await field.focus();
      // Ctrl+B is the editor's (bold): refused, with the reason.
      await options.keyboard.press('Control+b');
      await expect(options.getByRole('alert')).toHaveText(c.needsAlt);
      await options.keyboard.press('Alt+Shift+P');
      await expect(field).toHaveValue('Alt+Shift+P');
      await expect(options.getByRole('alert')).toHaveCount(0);
      await expect(options.getByTestId('options-status')).toHaveText(c.saved);
      for (const width of [375, 1280]) {
        await options.setViewportSize({ width, height: 900 });
        await options.getByTestId('keyboard-section').screenshot({ path: `/tmp/shots-keyboard/options-keyboard-${lang}-${width}.png` });
      }
      await options.emulateMedia({ colorScheme: 'dark' });
      await options.getByTestId('keyboard-section').screenshot({ path: `/tmp/shots-keyboard/options-keyboard-${lang}-1280-dark.png` });
      await options.emulateMedia({ colorScheme: 'light' });
      testInfo.annotations.push({ type: 'screenshots', description: '/tmp/shots-keyboard' });

      site.html.set('/prompt', formPage);
      const page = await extContext.newPage();
      const ui = await selectaUi(page);
      await openForm(page, `${site.url}/prompt`);
      await selectRange(page, '#area', 0, 6);
      await page.keyboard.press('Alt+Shift+P');
      const card = ui.card('Polite');
      await expect.poll(() => card.locator('.selecta-output').text()).toBe(reply);
      expect(JSON.stringify(requestFor(double, 'Please')?.body)).toContain('politely');
      // Selecta took the key before the page's handlers: nothing typed, nothing seen by the page.
      await expect(page.locator('#area')).toHaveValue(original);
      expect(await page.evaluate(() => (window as unknown as { altKeys: unknown[] }).altKeys)).toEqual([]);
      await expect.poll(() => card.isFocused()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => card.count()).toBe(0);
      expect(await pageFocus(page)).toEqual({ id: 'area', start: 0, end: 6 });

      // In a password field the same keys are the page's: they reach it untouched and no card opens.
      await page.locator('#pw').focus();
      await page.keyboard.press('Control+a');
      await page.keyboard.press('Alt+Shift+P');
      await expect.poll(() => page.evaluate(() => (window as unknown as { altKeys: unknown[] }).altKeys)).toEqual([{ target: 'pw', code: 'KeyP', prevented: false }]);
      expect(await card.count()).toBe(0);
      await page.close();
      await options.close();
    });

    test(`${lang}: saved prompts are in the context menu, and its entry runs the prompt; the browser commands are registered`, async ({ extContext, site, signIn, worker, server }) => {
      await signIn();
      // Record what the background registers (Playwright cannot open the browser's own menus).
      await worker.evaluate(() => {
        const { chrome } = globalThis as unknown as { chrome: { contextMenus: { create: (p: { id: string; title: string }) => unknown } } };
        const calls: { id: string; title: string }[] = [];
        const create = chrome.contextMenus.create.bind(chrome.contextMenus);
        chrome.contextMenus.create = (props) => (calls.push({ id: props.id, title: props.title }), create(props));
        Object.assign(globalThis, { menuCalls: calls });
      });
      // The team's library as the background caches it (fresh, so it is not fetched again).
      const teamPrompt = { id: '6f1c0e1e-8d7a-4c55-9b59-0d1f1a2b3c4d', name: 'Escalate', template: 'Escalate {{text}}.', pinned: false, updatedAt: new Date().toISOString() };
      await worker.evaluate(
        async ([serverUrl, prompt]) => {
          const { chrome } = globalThis as unknown as { chrome: ChromeApi };
          await chrome.storage.local.set({ teamPrompts: { serverUrl, etag: null, fetchedAt: Date.now(), teamName: 'Support', prompts: [prompt] } });
        },
        [server.url, teamPrompt] as const,
      );
      await patchSettings(worker, { prompts: [{ id: 'p1', name: 'Polite', template: 'Rewrite {{text}} politely.', pinned: false }] });
      const menuCalls = () => worker.evaluate(() => (globalThis as unknown as { menuCalls: unknown[] }).menuCalls);
      await expect.poll(menuCalls).toContainEqual({ id: 'selecta:prompt:p1', title: 'Polite' });
      expect(await menuCalls()).toContainEqual({ id: 'selecta:reply', title: c.reply });
      expect(await menuCalls()).toContainEqual({ id: `selecta:prompt:team-${teamPrompt.id}`, title: `Escalate ${c.team}` });
      const commands = await worker.evaluate(() =>
        (globalThis as unknown as { chrome: { commands: { getAll(): Promise<{ name: string; shortcut: string }[]> } } }).chrome.commands.getAll(),
      );
      expect(commands.map((command) => command.name)).toEqual(expect.arrayContaining(['run-last-action', 'focus-toolbar', 'run-slot-1', 'run-slot-2', 'run-slot-3']));

      site.html.set('/menu', formPage);
      const page = await extContext.newPage();
      const ui = await selectaUi(page);
      await openForm(page, `${site.url}/menu`);
      await page.locator('#para').evaluate((el) => getSelection()?.selectAllChildren(el));
      // What the menu's click handler sends for that entry (menu-items.test.ts maps entry ids to actions).
      await worker.evaluate(async (url) => {
        const { chrome } = globalThis as unknown as { chrome: ChromeApi & { tabs: { query(q: { url: string }): Promise<{ id: number }[]>; sendMessage(id: number, m: unknown): Promise<unknown> } } };
        const [tab] = await chrome.tabs.query({ url });
        await chrome.tabs.sendMessage(tab!.id, { type: 'run-action', action: 'prompt:p1' });
      }, page.url());
      // An unpinned prompt: not a toolbar button, but the menu runs it.
      await expect.poll(() => ui.card('Polite').locator('.selecta-output').text()).toBe(reply);
      await page.close();
    });
  });
}
