import type { Worker } from '@playwright/test';
import { requestFor, selectRange } from './page-actions.ts';
import { selectaUi } from './selecta-ui.ts';
import { expect, reply, test } from './extension-fixtures.ts';
import { openOptions, pageFocus } from './keyboard-helpers.ts';
import { changeSettings, type ChromeStorage } from './stored-settings.ts';
import { copy, formPage, keysRead, original, openForm } from './keyboard-page.ts';

type Held = { heldReads: number; release: () => void; chrome: ChromeStorage };
/** Makes the background's storage reads wait (a service worker still waking up) until `releaseSettings`. */
const holdSettings = (worker: Worker) =>
  worker.evaluate(() => {
    const scope = globalThis as unknown as Held;
    const local = scope.chrome.storage.local;
    const get = local.get.bind(local);
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    scope.heldReads = 0;
    local.get = async (key) => (scope.heldReads++, await gate, get(key));
    scope.release = () => ((local.get = get), open());
  });
const releaseSettings = (worker: Worker) => worker.evaluate(() => (globalThis as unknown as Held).release());

for (const lang of ['en', 'es'] as const) {
  const c = copy[lang];
  test.describe(lang, () => {
    test.use({ interfaceLanguage: lang });

    test(`${lang}: a prompt shortcut recorded in the options runs the prompt, is not typed, and never fires in a password field`, async ({ extContext, extensionId, site, signIn, double, worker }, testInfo) => {
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
      // Shown with the language's key names; stored the same in every language.
      await expect(field).toHaveValue(c.altShiftP);
      await expect(options.getByRole('alert')).toHaveCount(0);
      await expect(options.getByTestId('options-status')).toHaveText(c.saved);
      await expect(options.getByTestId('keyboard-section')).toContainText(c.help);
      const stored = await worker.evaluate(async () => {
        const { chrome } = globalThis as unknown as { chrome: ChromeStorage };
        return (await chrome.storage.local.get('settings')).settings!.shortcuts as { keys: string }[];
      });
      expect(stored.map((binding) => binding.keys)).toContain('Alt+Shift+P');
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

    test(`${lang}: a prompt shortcut works as the very first thing the user does on a page just loaded (no click, no modifier before)`, async ({ extContext, worker, site, signIn, double }) => {
      await signIn();
      await changeSettings(worker, {
        prompts: [{ id: 'p1', name: 'Polite', template: 'Rewrite {{text}} politely.', pinned: false }],
        shortcuts: [{ action: 'prompt:p1', keys: 'Alt+Shift+P' }],
      });
      const page = await extContext.newPage();
      const ui = await selectaUi(page);
      const fresh = async (path: string) => {
        site.html.set(path, formPage);
        await page.goto(`${site.url}${path}`);
        await expect.poll(() => page.evaluate(() => performance.getEntriesByName('selecta:content:end').length)).toBe(1);
        // The page's own script focuses the field and selects (no user input): nothing has asked for the keys yet.
        await page.locator('#area').evaluate((el: HTMLTextAreaElement) => (el.focus(), el.setSelectionRange(0, 6)));
        expect(await keysRead(page)).toBe(0);
      };
      await fresh('/first');
      // The background answers late, as when its service worker has to wake: the whole combination comes before the
      // answer, and its last key is held until it arrives.
      await holdSettings(worker);
      await page.keyboard.press('Alt+Shift+P');
      const card = ui.card('Polite');
      await expect.poll(() => worker.evaluate(() => (globalThis as unknown as { heldReads: number }).heldReads)).toBeGreaterThan(0);
      expect(await page.evaluate(() => (window as unknown as { altKeys: unknown[] }).altKeys)).toEqual([]);
      expect(await keysRead(page)).toBe(0);
      await releaseSettings(worker);
      await expect.poll(() => card.locator('.selecta-output').text()).toBe(reply);
      expect(JSON.stringify(requestFor(double, 'Please')?.body)).toContain('politely');
      // Taken before the page's handlers, as on a page the user already clicked.
      await expect(page.locator('#area')).toHaveValue(original);
      expect(await page.evaluate(() => (window as unknown as { altKeys: unknown[] }).altKeys)).toEqual([]);

      // A first combination that is not a shortcut is held the same way, then given back to the page.
      await fresh('/first-other');
      await holdSettings(worker);
      await page.keyboard.press('Alt+Shift+Q');
      await expect.poll(() => worker.evaluate(() => (globalThis as unknown as { heldReads: number }).heldReads)).toBeGreaterThan(0);
      expect(await page.evaluate(() => (window as unknown as { altKeys: unknown[] }).altKeys)).toEqual([]);
      await releaseSettings(worker);
      await expect.poll(() => page.evaluate(() => (window as unknown as { altKeys: unknown[] }).altKeys)).toEqual([{ target: 'area', code: 'KeyQ', prevented: false }]);
      expect(await keysRead(page)).toBe(1);
      expect(await ui.card().count()).toBe(0);
      await page.close();
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
      // The popup asked for the team on sign-in; its answer (no team) lands in the cache. Wait for it, or it could
      // overwrite the library written below.
      await expect
        .poll(() => worker.evaluate(async () => ((await (globalThis as unknown as { chrome: ChromeStorage }).chrome.storage.local.get('teamPrompts')).teamPrompts ? 'cached' : 'none')))
        .toBe('cached');
      // The team's library as the background caches it (fresh, so it is not fetched again).
      const teamPrompt = { id: '6f1c0e1e-8d7a-4c55-9b59-0d1f1a2b3c4d', name: 'Escalate', template: 'Escalate {{text}}.', pinned: false, updatedAt: new Date().toISOString() };
      await worker.evaluate(
        async ([serverUrl, prompt]) => {
          const { chrome } = globalThis as unknown as { chrome: ChromeStorage };
          await chrome.storage.local.set({ teamPrompts: { serverUrl, etag: null, fetchedAt: Date.now(), teamName: 'Support', prompts: [prompt] } });
        },
        [server.url, teamPrompt] as const,
      );
      await changeSettings(worker, { prompts: [{ id: 'p1', name: 'Polite', template: 'Rewrite {{text}} politely.', pinned: false }] });
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
        const { chrome } = globalThis as unknown as { chrome: ChromeStorage & { tabs: { query(q: { url: string }): Promise<{ id: number }[]>; sendMessage(id: number, m: unknown): Promise<unknown> } } };
        const [tab] = await chrome.tabs.query({ url });
        await chrome.tabs.sendMessage(tab!.id, { type: 'run-action', action: 'prompt:p1' });
      }, page.url());
      // An unpinned prompt: not a toolbar button, but the menu runs it.
      await expect.poll(() => ui.card('Polite').locator('.selecta-output').text()).toBe(reply);
      await page.close();
    });
  });
}
