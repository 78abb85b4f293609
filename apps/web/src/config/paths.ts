import { defaultLocale, isLocale, type Locale } from '@selecta/shared/locales';
import { type SitePage, sitePages } from '@selecta/shared/site-routes';

type Query = Record<string, string | number | boolean | undefined>;

function toLocale(lang: string | undefined): Locale {
  return isLocale(lang) ? lang : defaultLocale;
}

/** `/{lang}/{page}` with an optional query string; every link in the app is built here. */
export function pagePath(page: SitePage, lang: string | undefined, query?: Query): string {
  const base = `/${toLocale(lang)}${sitePages[page] ? `/${sitePages[page]}` : ''}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

/** One entry per page: `paths.dashboard.getHref(lang)`. */
export const paths = Object.fromEntries(
  (Object.keys(sitePages) as SitePage[]).map((page) => [page, { getHref: (lang?: string, query?: Query) => pagePath(page, lang, query) }]),
) as Record<SitePage, { getHref: (lang?: string, query?: Query) => string }>;

/** The same page in another language: rewrites (or adds) the first path segment, keeping the rest. */
export function switchLocalePath(pathname: string, locale: Locale): string {
  const segments = pathname.split('/').filter(Boolean);
  if (isLocale(segments[0])) segments[0] = locale;
  else segments.unshift(locale);
  return `/${segments.join('/')}`;
}

/** A section of the landing page, for the header and footer anchors. */
export function sectionHref(lang: string | undefined, section: string): string {
  return `${pagePath('home', lang)}#${section}`;
}
