import { browser } from 'wxt/browser';
import { send } from '../messaging/send.ts';
import type { WriteMode } from '../content/editors/edit-target.ts';
import type { PanelSource } from '../messaging/panel-messages.ts';

/** The tab message a frame's content script answers with `{ok}` once its editor read the answer back (panel → page). */
export interface PanelWriteMessage {
  type: 'panel-write';
  selectionId: string;
  text: string;
  mode: WriteMode;
}

/** Whether the panel may offer Insert and Replace: the text came from an editor a content script holds on to. */
export const canWriteBack = (source: PanelSource | null): source is PanelSource & { tabId: number; selectionId: string } =>
  !!source && source.tabId !== undefined && source.selectionId !== undefined;

/**
 * Insert or Replace from the panel: the frame the selection came from writes the answer through the card's own write
 * strategies (decision 032) and reads it back. False when it could not (the page was reloaded, the editor is gone).
 */
export async function writeBack(source: PanelSource, text: string, mode: WriteMode): Promise<boolean> {
  if (!canWriteBack(source)) {
    // An answer without its selection (reopened from the history): Insert goes where the user last typed in this window.
    if (mode !== 'insert') return false;
    const { id: windowId } = await browser.windows.getCurrent();
    return windowId !== undefined && (await send({ type: 'panel-insert', windowId, text }).catch(() => ({ ok: false }))).ok;
  }
  const message: PanelWriteMessage = { type: 'panel-write', selectionId: source.selectionId, text, mode };
  try {
    const answer = (await browser.tabs.sendMessage(source.tabId, message, { frameId: source.frameId ?? 0 })) as { ok?: unknown } | undefined;
    return answer?.ok === true;
  } catch {
    return false;
  }
}
