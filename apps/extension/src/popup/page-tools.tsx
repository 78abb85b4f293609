import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import type { Translate } from '../i18n/translate.ts';
import type { PageTool } from '../messaging/page-tool-messages.ts';
import { openSidePanel } from '../messaging/open-side-panel.ts';
import { send } from '../messaging/send.ts';
import { looksLikePdf } from '../pdf-reader/reader-url.ts';

interface ActiveTab {
  id: number;
  windowId: number;
  pdf: boolean;
}

/** The active tab, and whether it shows a PDF (by its name, else by asking the page its content type: activeTab). */
async function activeTab(): Promise<ActiveTab | null> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  if (tab?.id === undefined || tab.windowId === undefined) return null;
  let pdf = looksLikePdf(tab.url);
  if (!pdf && tab.url?.startsWith('http')) {
    const [result] = await browser.scripting.executeScript({ target: { tabId: tab.id }, func: () => document.contentType }).catch(() => []);
    pdf = result?.result === 'application/pdf';
  }
  return { id: tab.id, windowId: tab.windowId, pdf };
}

/** The popup's whole-page tools: summarise the page, read an area's text (both in the side panel), open a PDF in the reader. */
export function PageTools({ t }: { t: Translate }) {
  const [tab, setTab] = useState<ActiveTab | null>(null);
  useEffect(() => void activeTab().then(setTab), []);
  if (!tab) return null;
  const run = (tool: PageTool) => {
    // The panel first, synchronously in this click (an await before it would lose the gesture); then the work.
    if (tool !== 'pdf-reader') void openSidePanel(tab.windowId);
    void send({ type: 'page-tool', tool, windowId: tab.windowId, tabId: tab.id }).finally(() => window.close());
  };
  return (
    <div className="row" data-testid="page-tools">
      <button type="button" onClick={() => run('summarize')}>{t('tools.summarizePage')}</button>
      <button type="button" onClick={() => run('area')}>{t('tools.selectArea')}</button>
      {tab.pdf && <button type="button" onClick={() => run('pdf-reader')}>{t('tools.openInReader')}</button>}
    </div>
  );
}
