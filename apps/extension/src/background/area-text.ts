import { browser } from 'wxt/browser';
import { resolveLocale, translator } from '../i18n/translate.ts';
import type { PanelWork } from '../messaging/panel-messages.ts';
import { pickedSchema } from '../ocr/ocr-messages.ts';
import { areaPickerGlobal } from '../ocr/area-picker-global.ts';
import { loadSettings } from '../settings/store.ts';
import { callInTab } from './in-tab.ts';
import { recognize } from './ocr-host.ts';
import type { PageTab } from './page-summary.ts';

/**
 * "Select an area": the user drags a rectangle over the visible tab; the tab is captured, the area's text recognised
 * on this device and put in the panel to correct before running (`draft`). `progress` shows each step there.
 */
export async function areaWork(tab: PageTab & { windowId: number }, granted: boolean, progress: (work: PanelWork) => void): Promise<PanelWork> {
  const settings = await loadSettings();
  const t = translator(resolveLocale(settings.interfaceLanguage, navigator.language));
  const source = { title: tab.title ?? '', url: tab.url ?? '', tabId: tab.id };
  // Without the user's click on the page (activeTab), a refusal is the browser's rule for the panel, not the page's.
  const refused: PanelWork = granted ? { kind: 'explain', reason: 'restricted-page', source } : { kind: 'status', note: t('area.needsClick'), source };
  progress({ kind: 'status', note: t('area.hint'), source });
  const called = await callInTab<unknown>(tab.id, '/area-picker.js', areaPickerGlobal, [t('area.hint')]);
  const picked = called.ok ? pickedSchema.safeParse(called.value) : null;
  if (!picked?.success) return refused;
  if (!picked.data.ok) return { kind: 'status', note: t(picked.data.reason === 'cancelled' ? 'area.cancelled' : 'area.tooSmall'), source };
  let image: string;
  try {
    image = await browser.tabs.captureVisibleTab(tab.windowId, { format: 'png' });
  } catch (error) {
    console.warn('Selecta: the tab could not be captured', error);
    return refused;
  }
  progress({ kind: 'status', note: t('area.reading'), source });
  const answer = await recognize(image, picked.data.area);
  if (!answer.ok) return { kind: 'status', note: t('area.failed'), source };
  if (!answer.text) return { kind: 'explain', reason: 'no-text-recognised', source };
  return { kind: 'draft', text: answer.text, source };
}
