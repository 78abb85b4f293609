import { Readability } from '@mozilla/readability';

import { z } from 'zod';

/**
 * What the page's article reader answers: the article's plain text with the page's title and address, or that there
 * is none worth summarising. The background parses it (it comes out of a page).
 */
export const pageArticleSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), title: z.string().max(1_000), url: z.string().max(8_192), text: z.string().min(1).max(5_000_000) }),
  /** `pdf`: the browser's own PDF viewer, whose text no page script can read. */
  z.object({ ok: z.literal(false), reason: z.literal('nothing'), title: z.string().max(1_000), url: z.string().max(8_192), pdf: z.boolean().optional() }),
]);
export type PageArticle = z.infer<typeof pageArticleSchema>;

/** Below this many characters Readability has found a fragment (a cookie banner, a menu), not an article. */
export const minArticleChars = 200;

/** Paragraph breaks kept, every other run of white space one space. */
export function plainText(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}

const blocks = 'p, h1, h2, h3, h4, h5, h6, li, blockquote, pre, tr, div, section, figcaption, br';

/** The article's HTML as text with a paragraph break after each block (its textContent runs paragraphs together). */
function articleText(html: string): string {
  // An inert document: nothing in the page's HTML runs or loads while it is read.
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const block of body.querySelectorAll(blocks)) block.after('\n\n');
  return plainText(body.textContent ?? '');
}

/**
 * The page's article as Firefox's Reader View finds it (@mozilla/readability), run in the page on a copy of the
 * document (Readability rewrites the DOM it is given). The page may have shaped its DOM to be found: what it gets is
 * only text for the summary the user asked for, the same as selecting it.
 */
export function readArticle(doc: Document): PageArticle {
  const article = new Readability(doc.cloneNode(true) as Document, { charThreshold: minArticleChars }).parse();
  const text = article?.content ? articleText(article.content) : '';
  const title = (article?.title || doc.title).trim().slice(0, 300);
  const url = doc.location?.href ?? '';
  if (text.length < minArticleChars) return { ok: false, reason: 'nothing', title, url, ...(doc.contentType === 'application/pdf' && { pdf: true }) };
  return { ok: true, title, url, text: text.slice(0, 5_000_000) };
}
