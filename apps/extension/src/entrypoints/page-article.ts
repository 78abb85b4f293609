import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { articleGlobal } from '../page-tools/article-global.ts';
import { readArticle } from '../page-tools/read-article.ts';

// Readability for "Summarize this page", injected only when asked (scripting.executeScript under activeTab, or the
// content script's import where it runs): it registers the reader in the isolated world, which then calls it.
export default defineUnlistedScript(() => {
  Object.assign(globalThis, { [articleGlobal]: () => readArticle(document) });
});
