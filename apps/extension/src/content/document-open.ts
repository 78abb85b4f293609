import type { ContentScriptContext } from 'wxt/utils/content-script-context';

/**
 * `document.open()` erases every listener of the document and its window, this script's too. Editors that write
 * their editing frame so (CKEditor 4: an iframe without an address, `open`, `write`, `close`) reopen it after this
 * script ran in the frame's first about:blank document, and Firefox does not run it again for the written one: the
 * frame got no toolbar (decision 041). The document's element is replaced then, which a MutationObserver (not a
 * listener, so not erased) sees: `again` sets the script's listeners up anew.
 */
export function rewatchAfterDocumentOpen(ctx: ContentScriptContext, again: () => void, doc: Document = document): void {
  let root = doc.documentElement;
  const observer = new MutationObserver(() => {
    const now = doc.documentElement;
    if (!now || now === root) return;
    root = now;
    again();
  });
  observer.observe(doc, { childList: true });
  ctx.onInvalidated(() => observer.disconnect());
}
