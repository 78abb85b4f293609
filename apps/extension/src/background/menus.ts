import { browser, type Browser } from 'wxt/browser';
import { actions } from '../actions/registry.ts';
import { resolveLocale, translator } from '../i18n/translate.ts';
import type { TabRequest } from '../messaging/protocol.ts';
import { offeredActions } from '../policy/apply-policy.ts';
import { loadPolicy } from '../policy/managed-policy.ts';
import { loadSettings } from '../settings/store.ts';
import { commandAction, menuAction, menuItems } from './menu-items.ts';
import { knownTeamPrompts } from './team-prompts.ts';

let building: Promise<void> = Promise.resolve();

/**
 * The context menu on selected text, in the interface language: each action, then each saved prompt (the user's
 * and the team's). Rebuilt when settings or the team's library change; one rebuild at a time, since two
 * interleaved ones would create the same ids twice.
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
  }).catch((error: unknown) => console.warn('Selecta: could not build the context menu', error));
  return building;
}

async function runInTab(tabId: number, frameId: number, action: string, keyboard: boolean): Promise<void> {
  const request: TabRequest = { type: 'run-action', action, keyboard };
  await browser.tabs.sendMessage(tabId, request, { frameId }).catch((error: unknown) => {
    // Pages the content script cannot reach (chrome://, the Web Store) simply get nothing.
    console.warn('Selecta: could not reach the page', error);
  });
}

export async function onMenuClicked(info: Browser.contextMenus.OnClickData, tab?: Browser.tabs.Tab): Promise<void> {
  const action = menuAction(info.menuItemId);
  if (action === null || tab?.id === undefined) return;
  await runInTab(tab.id, info.frameId ?? 0, action, false);
}

/** A browser shortcut: the last action, the toolbar's focus, or a slot's prompt, on the active tab's selection. */
export async function onCommand(command: string, tab?: Browser.tabs.Tab): Promise<void> {
  const tabId = tab?.id ?? (await browser.tabs.query({ active: true, currentWindow: true }))[0]?.id;
  if (tabId === undefined) return;
  const { lastAction, commandSlots } = await loadSettings();
  const action = commandAction(command, lastAction, commandSlots);
  if (action) await runInTab(tabId, 0, action, true);
}
