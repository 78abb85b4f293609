import { defineContentScript } from 'wxt/utils/define-content-script';
import { watchFirstSelection } from '../content/first-selection.ts';
import { rewatchAfterDocumentOpen } from '../content/document-open.ts';
import { ignoreForgedRestarts } from '../content/orphan-only-restart.ts';

export default defineContentScript({
  matches: ['<all_urls>'],
  // Editors often live in frames (helpdesks, mail clients): each frame gets its own toolbar, card and writer.
  allFrames: true,
  // Frames without a URL of their own (about:blank, srcdoc, blob:) that a page fills with an editor.
  matchAboutBlank: true,
  matchOriginAsFallback: true,
  runAt: 'document_idle',
  // WXT would also post its "started" announcement to the page's window, telling every page our extension id; its
  // own orphan cleanup listens on the document only (decision 030).
  noScriptStartedPostMessage: true,
  main(ctx) {
    performance.mark('selecta:content:start');
    // Before anything listens: a page must not be able to switch Selecta off on itself.
    ignoreForgedRestarts(ctx);
    watchFirstSelection(ctx);
    // Firefox keeps this script's global in a frame whose document is reopened and written (CKEditor 4), but not
    // its listeners, and does not run it again there (Chromium runs it in the written document).
    if (import.meta.env.FIREFOX && window !== window.top) rewatchAfterDocumentOpen(ctx, () => watchFirstSelection(ctx));
    performance.mark('selecta:content:end');
  },
});
