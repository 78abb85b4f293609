import { browser, type Browser } from 'wxt/browser';
import type { PickStarted } from '../messaging/pick-messages.ts';
import type { TabRequest } from '../messaging/protocol.ts';
import { setEditorFrame } from './frame-editors.ts';

type Sender = Browser.runtime.MessageSender;
interface Session {
  id: string;
  /** The frame whose card started the pick: it picks by itself and hears the result of the others. */
  owner: number;
}

/**
 * Pick mode across the frames of a tab (decision 031). The card's frame starts a session; every frame of the tab
 * enters pick mode; the first frame where the user really clicks an editor (or presses Escape) ends it, and the card's
 * frame alone hears which frame it was. One session per tab, in session storage (the service worker may stop while
 * the user looks for the field); its id is random, so a frame can only answer the session it was told about.
 */
const key = (tabId: number) => `pick:${tabId}`;

/** The tab and frame a content script speaks from; nothing for the extension's own pages. */
const origin = (sender: Sender) =>
  sender.tab?.id !== undefined && sender.frameId !== undefined ? { tabId: sender.tab.id, frameId: sender.frameId } : null;

async function current(tabId: number): Promise<Session | null> {
  const stored = (await browser.storage.session.get(key(tabId)))[key(tabId)] as Session | undefined;
  return stored ?? null;
}

/** To one frame of the tab, or to all of them; a frame without our script (or gone) just does not answer. */
const tell = (tabId: number, message: TabRequest, frameId?: number): Promise<unknown> =>
  (frameId === undefined ? browser.tabs.sendMessage(tabId, message) : browser.tabs.sendMessage(tabId, message, { frameId })).catch(() => undefined);

export async function pickStart(sender: Sender): Promise<PickStarted> {
  const at = origin(sender);
  if (!at) return null;
  // A new pick replaces one still open in the tab (a second card).
  const previous = await current(at.tabId);
  if (previous) await tell(at.tabId, { type: 'pick-leave', id: previous.id });
  const session: Session = { id: crypto.randomUUID(), owner: at.frameId };
  await browser.storage.session.set({ [key(at.tabId)]: session });
  await tell(at.tabId, { type: 'pick-enter', id: session.id });
  return { id: session.id };
}

/** The session `id` when it is the sender's tab's current one, ended; null for a stale, forged or foreign id. */
async function end(tabId: number, id: string): Promise<Session | null> {
  const session = await current(tabId);
  if (!session || session.id !== id) return null;
  await browser.storage.session.remove(key(tabId));
  return session;
}

/** A frame's user clicked an editor there: the card's frame learns which frame, every frame leaves pick mode. */
export async function pickPicked(sender: Sender, id: string, name: string | null): Promise<{ ok: boolean }> {
  const at = origin(sender);
  // The card's own frame picks without us: a pick "from" it here is not one.
  if (!at || (await current(at.tabId))?.owner === at.frameId) return { ok: false };
  const session = await end(at.tabId, id);
  if (!session) return { ok: false };
  // Insert writes only into the frame the user last focused or picked (frame-editors.ts).
  await setEditorFrame(at.tabId, at.frameId);
  await tell(at.tabId, { type: 'pick-result', id, frameId: at.frameId, name }, session.owner);
  await tell(at.tabId, { type: 'pick-leave', id });
  return { ok: true };
}

/** Escape in a frame (or the card's frame finished by itself): every frame leaves pick mode; the card hears it. */
export async function pickEnd(sender: Sender, id: string): Promise<{ ok: boolean }> {
  const at = origin(sender);
  const session = at && (await end(at.tabId, id));
  if (!at || !session) return { ok: false };
  if (session.owner !== at.frameId) await tell(at.tabId, { type: 'pick-result', id, frameId: null, name: null }, session.owner);
  await tell(at.tabId, { type: 'pick-leave', id });
  return { ok: true };
}
