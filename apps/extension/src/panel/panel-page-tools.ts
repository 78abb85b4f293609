import { browser } from 'wxt/browser';
import type { Translate } from '../i18n/translate.ts';
import type { PageTool } from '../messaging/page-tool-messages.ts';
import { send } from '../messaging/send.ts';
import { el } from './panel-shell.ts';

/**
 * The panel's whole-page tools (decision 043): Summarize this page, Select an area, and Open in Selecta's PDF reader
 * while the window's tab shows a PDF; placed under the panel's bar (`after`). The panel is already open, so the work simply follows through the background.
 */
export async function mountPageTools(after: HTMLElement, t: Translate): Promise<void> {
  const { id: windowId } = await browser.windows.getCurrent();
  if (windowId === undefined) return;
  const row = el('div', 'panel-tools');
  row.dataset.testid = 'panel-tools';
  const button = (tool: PageTool, label: string) => {
    const b = el('button', 'panel-button', label);
    b.type = 'button';
    b.addEventListener('click', () => void send({ type: 'page-tool', tool, windowId }));
    return b;
  };
  const reader = button('pdf-reader', t('tools.openInReader'));
  reader.hidden = true;
  row.append(button('summarize', t('tools.summarizePage')), button('area', t('tools.selectArea')), reader);
  after.after(row);
  const offer = () => void send({ type: 'page-tool-offer', windowId }).then(({ pdf }) => (reader.hidden = !pdf));
  offer();
  browser.tabs.onActivated.addListener((info) => info.windowId === windowId && offer());
  browser.tabs.onUpdated.addListener((_id, change, tab) => tab.windowId === windowId && tab.active && change.status === 'complete' && offer());
}
