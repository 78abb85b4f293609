import type { Browser } from 'wxt/browser';

/**
 * The frames whose content script has spoken to this service worker (any message from it), per tab, and the frame of
 * the tab's latest selection (its toolbar asked for the page's settings). Kept in memory on purpose: a menu click or a
 * shortcut must decide SYNCHRONOUSLY whether the card can answer or the panel must open inside the gesture. A worker
 * that restarted knows no frame yet; those runs answer in the panel, which still works.
 */
const live = new Map<number, Set<number>>();
const selecting = new Map<number, number>();

export function noteContentScript(sender: Browser.runtime.MessageSender, selected: boolean): void {
  const tabId = sender.tab?.id;
  if (tabId === undefined || sender.frameId === undefined) return;
  const frames = live.get(tabId) ?? new Set<number>();
  frames.add(sender.frameId);
  live.set(tabId, frames);
  if (selected) selecting.set(tabId, sender.frameId);
}

export const isLive = (tabId: number, frameId: number) => live.get(tabId)?.has(frameId) ?? false;
/** The frame to send a shortcut to: the latest selection's, else the top frame. */
export const shortcutFrame = (tabId: number) => selecting.get(tabId) ?? 0;

/** The tab navigated or closed: its scripts are gone. */
export function forgetTab(tabId: number): void {
  live.delete(tabId);
  selecting.delete(tabId);
}
