import type { Browser } from 'wxt/browser';
import type { PanelWork } from '../messaging/panel-messages.ts';
import { openPanel, toPanel } from './panel-hub.ts';

type Sender = Browser.runtime.MessageSender;

/** What a content script may put in the panel: its own selection's run, draft or answer, never another's history. */
const fromPages = new Set<PanelWork['kind']>(['run', 'draft', 'answer']);

/**
 * A content script's "open the panel with this" (a trusted click in the card): the panel of the sender's window opens
 * at once, inside the gesture, and the work names the sender's tab and frame as its source, whatever the message said.
 */
export async function openPanelFor(sender: Sender, work: PanelWork): Promise<{ ok: boolean; opened?: boolean }> {
  const tab = sender.tab;
  if (!tab?.id || tab.windowId === undefined || !fromPages.has(work.kind) || !('source' in work) || !work.source) return { ok: false };
  const opening = openPanel(tab.windowId, { ...work, source: { ...work.source, tabId: tab.id, frameId: sender.frameId ?? 0 } });
  // `opened` false (Firefox, whose sidebar a content script's message cannot open): the work waits in the panel.
  return { ok: true, opened: await opening };
}

/** An extension page opened the panel itself (it had the click): the work follows through the background. */
export function panelWork(windowId: number, work: PanelWork): { ok: true } {
  toPanel(windowId, work);
  return { ok: true };
}
