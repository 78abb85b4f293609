import { browser, type Browser } from 'wxt/browser';
import type { Area, OcrAnswer, OcrRequest } from '../ocr/ocr-messages.ts';

const ocrPage = '/ocr.html';
let creating: Promise<void> | null = null;

/** Chromium's offscreen document for Tesseract (a service worker cannot start the workers it needs), created once. */
async function ensureOcrDocument(): Promise<void> {
  const url = browser.runtime.getURL(ocrPage);
  const open = await browser.runtime.getContexts({ contextTypes: ['OFFSCREEN_DOCUMENT' as Browser.runtime.ContextType], documentUrls: [url] });
  if (open.length > 0) return;
  creating ??= browser.offscreen
    .createDocument({ url: ocrPage, reasons: ['WORKERS' as Browser.offscreen.Reason], justification: 'Recognises the text in an area of the tab the user selected, on this device.' })
    .finally(() => (creating = null));
  await creating;
}

/**
 * Recognises the text in `area` of a tab capture on this device: in Chromium's offscreen document, in Firefox's
 * background page itself (an extension page there, which may start workers).
 */
export async function recognize(image: string, area: Area): Promise<OcrAnswer> {
  if (import.meta.env.FIREFOX) {
    const { recognizeArea } = await import('../ocr/ocr-engine.ts');
    return recognizeArea(image, area);
  }
  await ensureOcrDocument();
  const request: OcrRequest = { target: 'selecta-ocr', type: 'recognize', image, area };
  return (await browser.runtime.sendMessage(request)) as OcrAnswer;
}
