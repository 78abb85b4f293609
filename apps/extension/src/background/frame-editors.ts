import { browser, type Browser } from 'wxt/browser';
import type { TabRequest } from '../messaging/protocol.ts';

type Sender = Browser.runtime.MessageSender;

/**
 * Insert into… across frames: the reply box is often in another frame than the message being answered (an editor
 * in an iframe, a helpdesk's compose pane). Each frame reports when the user focuses an editor in it; the card asks
 * here for the frame holding the last one and has the answer written there. Kept in session storage: the service
 * worker may be stopped between the focus and the answer. Only the frame id is kept, never text.
 */
const key = (tabId: number) => `editor-frame:${tabId}`;

/** The frame holding the editor the user last focused or picked (pick-sessions.ts) in the tab. */
export const setEditorFrame = (tabId: number, frameId: number) => browser.storage.session.set({ [key(tabId)]: frameId });
const editorFrame = async (tabId: number) => (await browser.storage.session.get(key(tabId)))[key(tabId)];

export async function editorFocused(sender: Sender): Promise<{ ok: true }> {
  if (sender.tab?.id !== undefined && sender.frameId !== undefined) await setEditorFrame(sender.tab.id, sender.frameId);
  return { ok: true };
}

const askFrame = <T>(tabId: number, frameId: number, message: TabRequest): Promise<T | null> =>
  (browser.tabs.sendMessage(tabId, message, { frameId }) as Promise<T>).catch(() => null);

/** The editor last focused in the sender's tab, when it is in another frame and still in its page. */
export async function frameEditor(sender: Sender): Promise<{ frameId: number; name: string | null } | null> {
  const tabId = sender.tab?.id;
  if (tabId === undefined) return null;
  const frameId = await editorFrame(tabId);
  if (typeof frameId !== 'number' || frameId === sender.frameId) return null;
  const answer = await askFrame<{ present: boolean; name: string | null }>(tabId, frameId, { type: 'editor-name' });
  return answer?.present ? { frameId, name: answer.name } : null;
}

/**
 * The side panel's Insert for an answer without its selection (reopened from the history): into the editor the user
 * last focused in the active tab of the panel's window, read back as any write. False when there is none.
 */
export async function insertFromPanel(windowId: number, text: string): Promise<{ ok: boolean }> {
  const [tab] = await browser.tabs.query({ active: true, windowId });
  if (tab?.id === undefined) return { ok: false };
  const stored = await editorFrame(tab.id);
  const frameId = typeof stored === 'number' ? stored : 0;
  const answer = await askFrame<{ ok: boolean }>(tab.id, frameId, { type: 'write-answer', text });
  return { ok: answer?.ok === true };
}

/**
 * Writes into that frame's editor; `ok` only when the frame read its editor back with the answer in place. Only in
 * the sender's own tab, and only into the frame the user last focused or picked an editor in: the answer goes
 * nowhere the user did not send it.
 */
export async function writeInFrame(sender: Sender, frameId: number, text: string): Promise<{ ok: boolean }> {
  const tabId = sender.tab?.id;
  if (tabId === undefined || (await editorFrame(tabId)) !== frameId) return { ok: false };
  const answer = await askFrame<{ ok: boolean }>(tabId, frameId, { type: 'write-answer', text });
  return { ok: answer?.ok === true };
}
