/** Where page-article.js leaves its reader, in the extension's isolated world of the page (never the page's own). */
export const articleGlobal = '__selectaReadArticle';
