import { browser, type Browser } from 'wxt/browser';
import { actions } from '../actions/registry.ts';
import { resolveLocale, translator } from '../i18n/translate.ts';
import type { TabRequest } from '../messaging/protocol.ts';
import { loadSettings } from '../settings/store.ts';

const menuPrefix = 'selecta:';

/** One context-menu entry per action, on selected text, in the interface language. */
export async function createMenus(): Promise<void> {
  const settings = await loadSettings();
  const t = translator(resolveLocale(settings.interfaceLanguage, navigator.language));
  await browser.contextMenus.removeAll();
  for (const action of actions) {
    browser.contextMenus.create({ id: `${menuPrefix}${action.id}`, title: t(action.labelKey), contexts: ['selection'] });
  }
}

async function runInTab(tabId: number, frameId: number, action: string): Promise<void> {
  const request: TabRequest = { type: 'run-action', action };
  await browser.tabs.sendMessage(tabId, request, { frameId }).catch((error: unknown) => {
    // Pages the content script cannot reach (chrome://, the Web Store) simply get nothing.
    console.warn('Selecta: could not reach the page', error);
  });
}

export async function onMenuClicked(info: Browser.contextMenus.OnClickData, tab?: Browser.tabs.Tab): Promise<void> {
  const id = String(info.menuItemId);
  if (!id.startsWith(menuPrefix) || tab?.id === undefined) return;
  await runInTab(tab.id, info.frameId ?? 0, id.slice(menuPrefix.length));
}

/** The keyboard shortcut runs the last action used on the active tab's selection. */
export async function onCommand(command: string, tab?: Browser.tabs.Tab): Promise<void> {
  if (command !== 'run-last-action') return;
  const tabId = tab?.id ?? (await browser.tabs.query({ active: true, currentWindow: true }))[0]?.id;
  if (tabId === undefined) return;
  const { lastAction } = await loadSettings();
  await runInTab(tabId, 0, lastAction);
}
