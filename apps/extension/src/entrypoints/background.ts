import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { applyUpdatesWhenIdle } from '../background/apply-updates.ts';
import { restrictStorage } from '../background/auth-storage.ts';
import { handleMessage } from '../background/handlers.ts';
import { forgetTab, noteContentScript } from '../background/live-frames.ts';
import { createMenus, onCommand, onMenuClicked } from '../background/menus.ts';
import { pushPageKeys } from '../background/page-keys.ts';
import { currentPolicy, followPolicy } from '../background/policy-changes.ts';
import { handlePanelPort } from '../background/panel-hub.ts';
import { handleRunPort } from '../background/run-port.ts';
import { panelPortName } from '../messaging/panel-messages.ts';
import { runPortName } from '../messaging/port-name.ts';

const isOwnPage = (sender: { id?: string; url?: string } | undefined) =>
  sender?.id === browser.runtime.id && (sender.url ?? '').startsWith(browser.runtime.getURL('/'));

export default defineBackground(() => {
  // Listeners are registered synchronously so a woken service worker receives the event that woke it.
  void restrictStorage();
  followPolicy();
  applyUpdatesWhenIdle();
  browser.runtime.onMessage.addListener((raw, sender, sendResponse) => {
    // A content script that speaks is alive: a menu click or shortcut in its frame can go to the card (decision 042).
    if (!isOwnPage(sender)) noteContentScript(sender, (raw as { type?: unknown } | null)?.type === 'page-settings');
    handleMessage(raw, sender).then(sendResponse, (error: unknown) =>
      sendResponse({ ok: false, code: 'unknown', message: String(error) }),
    );
    return true;
  });
  browser.runtime.onConnect.addListener((port) => {
    if (port.name === runPortName && port.sender?.id === browser.runtime.id) handleRunPort(port);
    // The panel is an extension page: a content script cannot pose as one (its sender URL is the web page's).
    else if (port.name === panelPortName && isOwnPage(port.sender)) handlePanelPort(port);
    else port.disconnect();
  });
  browser.runtime.onInstalled.addListener(() => void createMenus());
  browser.storage.onChanged.addListener((changes, area) => {
    if (area !== 'local') return;
    if (changes.settings) void currentPolicy().then((policy) => pushPageKeys(changes.settings?.oldValue, changes.settings?.newValue, policy));
    if ('settings' in changes || 'teamPrompts' in changes) void createMenus();
  });
  // Synchronous handlers: the side panel may only open inside the user's gesture (decision 042).
  browser.contextMenus.onClicked.addListener((info, tab) => onMenuClicked(info, tab));
  browser.commands.onCommand.addListener((command, tab) => onCommand(command, tab));
  browser.tabs.onUpdated.addListener((tabId, change) => change.status === 'loading' && forgetTab(tabId));
  browser.tabs.onRemoved.addListener((tabId) => forgetTab(tabId));
});
