import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { restrictStorage } from '../background/auth-storage.ts';
import { handleMessage } from '../background/handlers.ts';
import { createMenus, onCommand, onMenuClicked } from '../background/menus.ts';
import { pushPageKeys } from '../background/page-keys.ts';
import { currentPolicy, followPolicy } from '../background/policy-changes.ts';
import { handleRunPort } from '../background/run-port.ts';
import { runPortName } from '../messaging/port-name.ts';

export default defineBackground(() => {
  // Listeners are registered synchronously so a woken service worker receives the event that woke it.
  void restrictStorage();
  followPolicy();
  browser.runtime.onMessage.addListener((raw, sender, sendResponse) => {
    handleMessage(raw, sender).then(sendResponse, (error: unknown) =>
      sendResponse({ ok: false, code: 'unknown', message: String(error) }),
    );
    return true;
  });
  browser.runtime.onConnect.addListener((port) => {
    if (port.name === runPortName && port.sender?.id === browser.runtime.id) handleRunPort(port);
    else port.disconnect();
  });
  browser.runtime.onInstalled.addListener(() => void createMenus());
  browser.storage.onChanged.addListener((changes, area) => {
    if (area !== 'local') return;
    if (changes.settings) void currentPolicy().then((policy) => pushPageKeys(changes.settings?.oldValue, changes.settings?.newValue, policy));
    if ('settings' in changes || 'teamPrompts' in changes) void createMenus();
  });
  browser.contextMenus.onClicked.addListener((info, tab) => void onMenuClicked(info, tab));
  browser.commands.onCommand.addListener((command, tab) => void onCommand(command, tab));
});
