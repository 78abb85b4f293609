import { browser } from 'wxt/browser';
import type { TabRequest } from '../messaging/protocol.ts';

/** The content script's file in the build (WXT's name for `entrypoints/selection.content.ts`). */
export const contentScriptFile = '/content-scripts/selection.js';

/**
 * Puts the content script into one frame of a tab that has none (opened before the extension was installed or
 * updated), with the access the user's click or shortcut granted (`activeTab`). False where the browser refuses.
 */
export async function injectContentScript(tabId: number, frameId: number): Promise<boolean> {
  try {
    await browser.scripting.executeScript({ target: { tabId, frameIds: [frameId] }, files: [contentScriptFile] });
    return true;
  } catch {
    return false;
  }
}

/** Sends a message to a frame's content script; null when none is there to answer. */
export async function askFrame<T>(tabId: number, frameId: number, message: TabRequest): Promise<T | null> {
  try {
    return ((await browser.tabs.sendMessage(tabId, message, { frameId })) as T | undefined) ?? null;
  } catch {
    return null;
  }
}
