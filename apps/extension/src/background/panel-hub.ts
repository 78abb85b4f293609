import type { Browser } from 'wxt/browser';
import { openSidePanel } from '../messaging/open-side-panel.ts';
import { type PanelPortMessage, panelPortRequestSchema, type PanelWork } from '../messaging/panel-messages.ts';

type Port = Browser.runtime.Port;

/** Work kept for a window whose panel is not connected yet (opening, or closed): the newest few, oldest dropped. */
const maxWaiting = 5;
const waiting = new Map<number, PanelWork[]>();
/** The panel connected for each window (the newest, should a window have two). */
const panels = new Map<number, Port>();

/**
 * Opens the side panel of `windowId` and delivers `work` to it once it is ready. MUST be called synchronously inside
 * the user's gesture (a context-menu click, a command, a message sent from a trusted click): Chrome and Firefox only
 * open a panel then, and any `await` before this call loses the gesture (chatGPTBox #704 #857). So this function
 * calls `open()` first, before anything else, and never waits for it.
 */
export function openPanel(windowId: number, work?: PanelWork): Promise<boolean> {
  const opening = openSidePanel(windowId);
  // The work waits for the panel either way: should the browser refuse to open it, it is there the next time it opens.
  if (work) toPanel(windowId, work);
  return opening;
}

/** Delivers `work` to the panel of `windowId` now if it is open, else when it next connects. */
export function toPanel(windowId: number, work: PanelWork): void {
  const port = panels.get(windowId);
  if (port) {
    post(port, { type: 'work', work });
    return;
  }
  const queue = waiting.get(windowId) ?? [];
  queue.push(work);
  waiting.set(windowId, queue.slice(-maxWaiting));
}

function post(port: Port, message: PanelPortMessage): void {
  port.postMessage(message);
}

/**
 * A panel connected (`panelPortName`): it says which window it is in once it can take work, and gets what waits for
 * that window. Only the extension's own pages may connect (checked by the caller); anything malformed is ignored.
 */
export function handlePanelPort(port: Port): void {
  let windowId: number | null = null;
  port.onMessage.addListener((raw: unknown) => {
    const message = panelPortRequestSchema.safeParse(raw);
    if (!message.success || windowId !== null) return;
    windowId = message.data.windowId;
    panels.set(windowId, port);
    const queued = waiting.get(windowId) ?? [];
    waiting.delete(windowId);
    for (const work of queued) post(port, { type: 'work', work });
  });
  port.onDisconnect.addListener(() => {
    if (windowId !== null && panels.get(windowId) === port) panels.delete(windowId);
  });
}

/** Whether a panel is open (connected) in the window: the card then hands over without opening one. */
export const panelOpenIn = (windowId: number) => panels.has(windowId);

/** Forgets every panel and waiting work (tests). */
export function resetPanels(): void {
  waiting.clear();
  panels.clear();
}
