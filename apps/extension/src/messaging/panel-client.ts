import type { PanelWork } from './panel-messages.ts';
import { openSidePanel } from './open-side-panel.ts';
import { send } from './send.ts';

/**
 * From an extension page's click handler (the popup, the PDF reader): opens the panel of `windowId` at once, inside
 * the click, then hands `work` to the background, which delivers it when the panel is ready. Learn `windowId` before
 * the click (`browser.windows.getCurrent()` when the page loads): awaiting it inside the click would lose the gesture.
 */
export function openPanelFromPage(windowId: number, work?: PanelWork): void {
  void openSidePanel(windowId);
  if (work) void send({ type: 'panel-work', windowId, work });
}
