import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { TabRequest } from '../messaging/protocol.ts';
import type { SelectionController } from './selection-ui-api.ts';
import { loadSelectionUi } from './selection-ui-loader.ts';

/** Whether anything is selected, in the page or in the focused text field. Cheap: it runs on every mouseup. */
function hasSelection(): boolean {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if ((active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && active.selectionStart !== null) {
    return active.selectionStart !== active.selectionEnd;
  }
  const selection = document.getSelection();
  return !!selection && !selection.isCollapsed;
}

/**
 * What the always-injected script does on every page: three listeners and nothing else. The toolbar, the card and
 * their libraries load on the first selection (most pages never get one), then take over the page's events.
 */
export function watchFirstSelection(ctx: ContentScriptContext): void {
  let controller: Promise<SelectionController | null> | null = null;
  const start = () =>
    (controller ??= loadSelectionUi().then(
      (ui) => ui.watchSelection(ctx),
      (error: unknown) => {
        // A failed load (the extension was updated or reloaded under the page) is retried on the next selection.
        console.warn(error);
        controller = null;
        return null;
      },
    ));

  ctx.addEventListener(document, 'mouseup', (event) => {
    // A page script's dispatched events (isTrusted false) must not load or drive the UI.
    if (controller || !event.isTrusted || event.button !== 0) return;
    // The selection is final only after the mouseup has been handled by the page.
    ctx.setTimeout(() => {
      if (hasSelection()) void start().then((c) => c?.evaluate({ x: event.clientX, y: event.clientY }));
    }, 0);
  });
  ctx.addEventListener(document, 'keyup', (event) => {
    if (controller || !event.isTrusted || !(event.shiftKey || event.key === 'Shift') || !hasSelection()) return;
    void start().then((c) => c?.evaluate());
  });
  browser.runtime.onMessage.addListener((message: TabRequest) => {
    if (message?.type === 'run-action') void start().then((c) => c?.runAction(message.action));
  });
}
