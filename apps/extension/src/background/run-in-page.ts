import type { Browser } from 'wxt/browser';
import { openSidePanel } from '../messaging/open-side-panel.ts';
import type { PanelSource, PanelWork } from '../messaging/panel-messages.ts';
import type { TabRequest } from '../messaging/protocol.ts';
import { askFrame, injectContentScript } from './inject.ts';
import { toPanel } from './panel-hub.ts';

/** What a frame's content script answers to `panel-capture`: its selection, and a handle on the editor it is in. */
export interface Captured {
  text: string;
  selectionId: string | null;
  title: string;
  url: string;
}

export interface PageRun {
  tab: Browser.tabs.Tab;
  frameId: number;
  action: string;
  /** From a shortcut: the focus goes into the card. */
  keyboard: boolean;
  /** The menu's own copy of the selection, when there is one. */
  text: string | undefined;
  /** The panel was opened inside the gesture: the answer goes there. */
  panelOpen: boolean;
}

const sourceOf = (run: PageRun, captured: Captured | null): PanelSource => ({
  title: captured?.title || run.tab.title || '',
  url: captured?.url || run.tab.url || '',
  ...(run.tab.id !== undefined && { tabId: run.tab.id }),
  frameId: run.frameId,
  ...(captured?.selectionId && { selectionId: captured.selectionId }),
});

/**
 * Runs a menu entry or shortcut in a page whose content script answers (the card), or, when the panel was opened for
 * it, in the panel: the frame's selection with a handle for Insert and Replace, injecting the content script first
 * into a tab opened before the extension was installed (activeTab). Failing both, the menu's copy of the selection;
 * failing that, the panel says why. Nothing ends in a console line only.
 */
/** The frame's selection with its handle, injecting the content script first where it is missing; null: none reached. */
/** A frame's answer to `panel-capture`, checked (a page is hostile; an older content script may answer otherwise). */
function asCaptured(answer: unknown): Captured | null {
  const a = answer as Partial<Captured> | null;
  if (!a || typeof a.text !== 'string' || typeof a.title !== 'string' || typeof a.url !== 'string') return null;
  const selectionId = typeof a.selectionId === 'string' && /^[0-9a-f-]{36}$/i.test(a.selectionId) ? a.selectionId : null;
  return { text: a.text.slice(0, 100_000), title: a.title.slice(0, 1_000), url: a.url.slice(0, 8_192), selectionId };
}

async function capture(tabId: number, frameId: number): Promise<{ captured: Captured | null; reached: boolean }> {
  const ask = async () => {
    const answer = await askFrame<{ captured?: unknown }>(tabId, frameId, { type: 'panel-capture' });
    return { answer, captured: asCaptured(answer?.captured) };
  };
  let { answer, captured } = await ask();
  // A content script answers `{captured: null}` when nothing is selected; no answer at all: there is none.
  let reached = answer !== null;
  if (!reached && (await injectContentScript(tabId, frameId))) {
    ({ answer, captured } = await ask());
    reached = answer !== null;
  }
  return { captured, reached };
}

/** The panel opened by itself (toolbar icon, shortcut): the page's selection, if any, waits there to be run. */
export async function draftFromPage(tab: Browser.tabs.Tab, frameId: number): Promise<void> {
  if (tab.id === undefined || tab.windowId === undefined) return;
  const { captured } = await capture(tab.id, frameId);
  if (!captured?.text.trim()) return;
  const run: PageRun = { tab, frameId, action: '', keyboard: false, text: undefined, panelOpen: true };
  toPanel(tab.windowId, { kind: 'draft', text: captured.text, source: sourceOf(run, captured) });
}

export async function runInPage(run: PageRun): Promise<void> {
  const tabId = run.tab.id;
  const windowId = run.tab.windowId;
  if (tabId === undefined || windowId === undefined) return;
  if (!run.panelOpen) {
    const request: TabRequest = { type: 'run-action', action: run.action, keyboard: run.keyboard };
    const answer = await askFrame<{ ok?: boolean }>(tabId, run.frameId, request);
    // ok: the card answers; false: nothing was selected, and the page said so itself (content/page-notice.ts).
    if (answer) return;
    // The content script was gone after all (the page changed under a worker that remembered it): the panel. The
    // gesture may be spent by now; the work then waits for the panel's next opening.
    void openSidePanel(windowId);
    return toPanel(windowId, fallbackWork(run, 'unreachable-page', null));
  }
  const { captured, reached } = await capture(tabId, run.frameId);
  if (captured?.text.trim()) return toPanel(windowId, { kind: 'run', text: captured.text, action: run.action, source: sourceOf(run, captured) });
  toPanel(windowId, fallbackWork(run, reached ? 'no-selection' : 'unreachable-page', captured));
}

function fallbackWork(run: PageRun, reason: 'no-selection' | 'unreachable-page', captured: Captured | null): PanelWork {
  const source = sourceOf(run, captured);
  return run.text ? { kind: 'run', text: run.text, action: run.action, source } : { kind: 'explain', reason, source };
}
