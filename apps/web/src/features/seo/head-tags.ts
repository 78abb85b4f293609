import { isLocale, locales, type Locale } from '@selecta/shared/locales';
import { structuredData } from './structured-data.ts';

/** One element of the page's managed <head>; rendered to a string at build time and to DOM nodes at run time. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; attrs: Record<string, string>; text: string };

export interface PageHeadInput {
  origin: string;
  lang: Locale;
  pathname: string;
  search: string;
  title: string;
  description: string;
  siteName: string;
  noindex?: boolean;
}

const ogLocale: Record<Locale, string> = { en: 'en_US', es: 'es_ES' };

/** The same path in another language: the first segment is replaced (or added, for unprefixed paths). */
export function pathInLocale(pathname: string, lang: Locale): string {
  const [, first = '', ...rest] = pathname.split('/');
  const tail = isLocale(first) ? rest : [first, ...rest].filter(Boolean);
  return ['', lang, ...tail].join('/').replace(/\/$/, '') || `/${lang}`;
}

export function buildHeadTags(input: PageHeadInput): HeadTag[] {
  const { origin, lang, pathname, search, title, description, siteName } = input;
  const url = origin + pathname + search;
  const tags: HeadTag[] = [
    { tag: 'title', text: title },
    { tag: 'meta', attrs: { name: 'description', content: description } },
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
  ];
  for (const other of locales) {
    tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: other, href: origin + pathInLocale(pathname, other) + search } });
  }
  tags.push(
    { tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: origin + pathInLocale(pathname, 'en') + search } },
    { tag: 'meta', attrs: { property: 'og:type', content: 'website' } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: siteName } },
    { tag: 'meta', attrs: { property: 'og:title', content: title } },
    { tag: 'meta', attrs: { property: 'og:description', content: description } },
    { tag: 'meta', attrs: { property: 'og:url', content: url } },
    { tag: 'meta', attrs: { property: 'og:image', content: `${origin}/og-image.png` } },
    { tag: 'meta', attrs: { property: 'og:locale', content: ogLocale[lang] } },
    ...locales.filter((l) => l !== lang).map((l): HeadTag => ({ tag: 'meta', attrs: { property: 'og:locale:alternate', content: ogLocale[l] } })),
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
    {
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      // `<` is escaped so no text can close the script element.
      text: JSON.stringify(structuredData(origin, lang, description)).replace(/</g, '\\u003c'),
    },
  );
  if (input.noindex) tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  return tags;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The tags as HTML for the prerendered pages; `data-seo` marks what the client replaces on navigation. */
export function renderHeadTags(tags: HeadTag[]): string {
  return tags
    .map((t) => {
      if (t.tag === 'title') return `<title data-seo>${escapeHtml(t.text)}</title>`;
      const attrs = Object.entries(t.attrs)
        .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
        .join('');
      return t.tag === 'script' ? `<script data-seo${attrs}>${t.text}</script>` : `<${t.tag} data-seo${attrs}>`;
    })
    .join('\n    ');
}

/** Whether the live head already holds exactly these tags, in this order. */
function headHolds(tags: HeadTag[]): boolean {
  const current = document.head.querySelectorAll('[data-seo]');
  return (
    current.length === tags.length &&
    tags.every((t, i) => {
      const element = current[i];
      if (element?.localName !== t.tag) return false;
      if ((t.tag === 'title' || t.tag === 'script') && element.textContent !== t.text) return false;
      const attrs = t.tag === 'title' ? {} : t.attrs;
      // Every attribute but `data-seo` is one of the tag's.
      return element.attributes.length === Object.keys(attrs).length + 1 && Object.entries(attrs).every(([k, v]) => element.getAttribute(k) === v);
    })
  );
}

/**
 * Replaces the managed head elements in the live document. A prerendered page already has them on hydration:
 * rebuilding identical tags would only add main-thread work to hydration's last task.
 */
export function applyHeadTags(tags: HeadTag[], lang: Locale): void {
  document.documentElement.lang = lang;
  if (headHolds(tags)) return;
  for (const old of document.head.querySelectorAll('[data-seo]')) old.remove();
  for (const t of tags) {
    const element = document.createElement(t.tag);
    element.setAttribute('data-seo', '');
    if (t.tag === 'title' || t.tag === 'script') element.textContent = t.text;
    if (t.tag !== 'title') for (const [k, v] of Object.entries(t.attrs)) element.setAttribute(k, v);
    document.head.append(element);
  }
}
