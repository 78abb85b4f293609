import { browser, type Browser } from 'wxt/browser';
import { actions } from '../actions/registry.ts';
import { resolveLocale, translator } from '../i18n/translate.ts';
import type { PanelSource } from '../messaging/panel-messages.ts';
import { offeredActions } from '../policy/apply-policy.ts';
import { loadPolicy } from '../policy/managed-policy.ts';
import { loadSettings } from '../settings/store.ts';
import { isLive, shortcutFrame } from './live-frames.ts';
import { commandAction, menuAction, menuItems, openPanelCommand, openPanelMenuId } from './menu-items.ts';
import { explainFor, pageAccess } from './page-access.ts';
import { openPanel, toPanel } from './panel-hub.ts';
import { onPageToolMenu, pageToolMenuItems } from './page-tools.ts';
import { draftFromPage, runInPage } from './run-in-page.ts';
import { knownTeamPrompts } from './team-prompts.ts';

let building: Promise<void> = Promise.resolve();

/**
 * The context menu on selected text, in the interface language: each action, then each saved prompt (the user's
 * and the team's); and on the toolbar icon, "Open side panel". Rebuilt when settings or the team's library change;
 * one rebuild at a time, since two interleaved ones would create the same ids twice.
 */
export function createMenus(): Promise<void> {
  building = building.then(async () => {
    const [settings, policy] = await Promise.all([loadSettings(), loadPolicy()]);
    const offered = offeredActions(policy);
    const t = translator(resolveLocale(settings.interfaceLanguage, navigator.language));
    const team = (await knownTeamPrompts().catch(() => null))?.prompts ?? [];
    const items = menuItems(
      actions.filter((a) => offered.includes(a.id)).map((a) => ({ id: a.id, title: t(a.labelKey) })),
      [...settings.prompts.map((p) => ({ ...p, team: false })), ...team.map((p) => ({ ...p, team: true }))],
      (name) => t('menu.teamPrompt', { name }),
    );
    await browser.contextMenus.removeAll();
    for (const item of items) browser.contextMenus.create({ ...item, contexts: ['selection'] });
    browser.contextMenus.create({ id: openPanelMenuId, title: t('menu.openPanel'), contexts: ['action'] });
    for (const item of pageToolMenuItems(t)) browser.contextMenus.create(item);
  }).catch((error: unknown) => console.warn('Selecta: could not build the context menu', error));
  return building;
}

/** Whether the user allowed access to file URLs; asked at start and after each use (the menu must decide at once). */
let fileAccess = false;
function refreshFileAccess(): void {
  try {
    void browser.extension
      .isAllowedFileSchemeAccess()
      .then((allowed) => (fileAccess = allowed))
      .catch(() => undefined);
  } catch {
    // A browser without the question (or a test's fake one): file pages count as not allowed, and the panel says how.
  }
}
refreshFileAccess();

const sourceOf = (tab: Browser.tabs.Tab, url: string | undefined, frameId: number): PanelSource => ({
  title: tab.title ?? '',
  url: url ?? tab.url ?? '',
  ...(tab.id !== undefined && { tabId: tab.id }),
  frameId,
});

/**
 * A menu click. SYNCHRONOUS up to the panel's open(): where the card cannot answer (the browser's PDF viewer, a page no
 * extension may read, a frame whose content script this worker has not heard from: a tab opened before the extension
 * was installed) the panel opens inside the click, then gets the text (decision 042). Nothing is dropped silently.
 */
export function onMenuClicked(info: Browser.contextMenus.OnClickData, tab?: Browser.tabs.Tab): void {
  if (tab?.windowId === undefined) return;
  if (info.menuItemId === openPanelMenuId) return openPanelOn(tab);
  // Summarize this page, Select an area, the PDF reader (decision 043): synchronous as well.
  if (onPageToolMenu(info, tab)) return;
  const action = menuAction(info.menuItemId);
  if (action === null || tab.id === undefined) return;
  const frameId = info.frameId ?? 0;
  const access = pageAccess(info.pageUrl ?? tab.url, info.frameUrl, fileAccess, browser.runtime.getURL('/'));
  refreshFileAccess();
  const source = sourceOf(tab, info.pageUrl, frameId);
  const text = info.selectionText?.trim() ? info.selectionText : undefined;
  if (access !== 'scriptable') {
    // No content script can be there: the panel, now; the menu's own copy of the selection is the text.
    const { tabId: _tab, frameId: _frame, ...shown } = source;
    return void openPanel(tab.windowId, text ? { kind: 'run', text, action, source: shown } : { kind: 'explain', reason: explainFor(access), source: shown });
  }
  if (isLive(tab.id, frameId)) return void runInPage({ tab, frameId, action, keyboard: false, text, panelOpen: false });
  void openPanel(tab.windowId);
  void runInPage({ tab, frameId, action, keyboard: false, text, panelOpen: true });
}

/**
 * A browser shortcut: the last action, the toolbar's focus, a slot's prompt, or the side panel. Synchronous up to the
 * panel's open(), as a menu click: a page without a live content script gets the panel at once.
 */
export function onCommand(command: string, tab?: Browser.tabs.Tab): void {
  if (tab?.id === undefined || tab.windowId === undefined) return void commandWithoutTab(command);
  if (command === openPanelCommand) return openPanelOn(tab);
  const frameId = shortcutFrame(tab.id);
  const access = pageAccess(tab.url, undefined, fileAccess, browser.runtime.getURL('/'));
  if (access !== 'scriptable') {
    // A shortcut brings no copy of the selection: the panel says why it has no text, and takes a pasted one.
    const { tabId: _tab, frameId: _frame, ...shown } = sourceOf(tab, tab.url, 0);
    return void openPanel(tab.windowId, { kind: 'explain', reason: explainFor(access), source: shown });
  }
  const live = isLive(tab.id, frameId);
  if (!live) void openPanel(tab.windowId);
  void loadSettings().then(({ lastAction, commandSlots }) => {
    const action = commandAction(command, lastAction, commandSlots);
    if (action) return runInPage({ tab, frameId, action, keyboard: true, text: undefined, panelOpen: !live });
  });
}

/**
 * The toolbar icon's "Open side panel" or its shortcut: the panel opens at once; then, on a PDF in the browser's viewer,
 * it says how to get the text there, and on a page with a selection it shows the selection ready to run.
 */
function openPanelOn(tab: Browser.tabs.Tab): void {
  if (tab.windowId === undefined) return;
  void openPanel(tab.windowId);
  const access = pageAccess(tab.url, undefined, fileAccess, browser.runtime.getURL('/'));
  if (access === 'pdf') return toPanel(tab.windowId, { kind: 'explain', reason: 'pdf-viewer', source: { title: tab.title ?? '', url: tab.url ?? '' } });
  if (access === 'scriptable' && tab.id !== undefined) void draftFromPage(tab, shortcutFrame(tab.id));
}

/** A shortcut the browser sent without a tab (some Chromium versions): the active tab's, asked for. */
async function commandWithoutTab(command: string): Promise<void> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  if (tab) onCommand(command, tab);
}
