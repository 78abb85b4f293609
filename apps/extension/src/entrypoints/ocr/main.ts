import { browser } from 'wxt/browser';
import { recognizeArea, stopOcrEngine } from '../../ocr/ocr-engine.ts';
import { ocrRequestSchema } from '../../ocr/ocr-messages.ts';

/** Idle this long, the document closes itself: Tesseract holds ~100 MB while loaded. */
const idleMs = 120_000;
let idle: ReturnType<typeof setTimeout> | undefined;

browser.runtime.onMessage.addListener((raw: unknown, sender, respond: (answer: unknown) => void) => {
  const parsed = ocrRequestSchema.safeParse(raw);
  // Only the extension's background (a page script cannot reach this document; a content script has a tab).
  if (!parsed.success || sender.id !== browser.runtime.id || sender.tab) return undefined;
  clearTimeout(idle);
  void recognizeArea(parsed.data.image, parsed.data.area).then((answer) => {
    respond(answer);
    idle = setTimeout(() => void stopOcrEngine().then(() => window.close()), idleMs);
  });
  return true;
});
