import { browser } from 'wxt/browser';

/** Firefox's sidebar (`sidebar_action`); Chromium has `sidePanel` instead. Neither is in the other's types. */
interface PanelApis {
  sidePanel?: { open(options: { windowId: number }): Promise<void> };
  sidebarAction?: { open(): Promise<void> };
}

/**
 * Calls the browser's open() for the window's side panel, right now: call it synchronously inside the user's gesture
 * (no `await` before it). Answers whether the browser opened it (a refusal is logged, never thrown): Firefox refuses a
 * gesture that reached the background as a message from a content script.
 */
export function openSidePanel(windowId: number): Promise<boolean> {
  const apis = browser as unknown as PanelApis;
  let opening: Promise<void>;
  try {
    // Chromium: the window's panel. Firefox: the sidebar of the window the user acted in (it takes no window id).
    opening = apis.sidePanel ? apis.sidePanel.open({ windowId }) : apis.sidebarAction ? apis.sidebarAction.open() : Promise.reject(new Error('no side panel in this browser'));
  } catch (error) {
    opening = Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  return opening.then(
    () => true,
    (error: unknown) => {
      console.warn('Selecta: the side panel did not open', error);
      return false;
    },
  );
}
