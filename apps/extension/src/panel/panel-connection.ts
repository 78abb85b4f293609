import { browser } from 'wxt/browser';
import { panelPortMessageSchema, panelPortName, type PanelPortRequest, type PanelWork } from '../messaging/panel-messages.ts';

/**
 * The panel's line to the background: says which window it is in once it can take work, and hands each work that
 * arrives to `onWork` (malformed ones are dropped). When the service worker restarts, the port closes: it connects
 * again, so work sent later still arrives.
 */
export async function connectPanel(onWork: (work: PanelWork) => void): Promise<void> {
  const { id: windowId } = await browser.windows.getCurrent();
  if (windowId === undefined) return;
  const connect = () => {
    const port = browser.runtime.connect({ name: panelPortName });
    port.onMessage.addListener((raw: unknown) => {
      const message = panelPortMessageSchema.safeParse(raw);
      if (message.success) onWork(message.data.work);
    });
    port.onDisconnect.addListener(() => setTimeout(connect, 100));
    const ready: PanelPortRequest = { type: 'ready', windowId };
    port.postMessage(ready);
  };
  connect();
}
