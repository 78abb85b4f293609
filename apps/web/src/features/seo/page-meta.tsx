import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { localeFromPath } from '@selecta/shared/locales';
import { applyHeadTags, buildHeadTags } from './head-tags.ts';
import { pageMetaKeys, type PageMetaKey } from './page-meta-keys.ts';

export { pageMetaKeys, type PageMetaKey };

/** A page's title and description: a key of `locales/*\/seo.json`, or explicit text. */
export type PageMetaInput = PageMetaKey | { title: string; description: string; noindex?: boolean };

/**
 * Sets the page's title, description, canonical URL, hreflang alternates, Open Graph tags and JSON-LD.
 * Call it once per page: `usePageMeta('authLogin')`. The same tags are in the prerendered HTML.
 */
export function usePageMeta(input: PageMetaInput): void {
  const { t } = useTranslation('seo');
  const { pathname, search } = useLocation();
  const lang = localeFromPath(pathname);
  const meta =
    typeof input === 'string'
      ? {
          title: t(`${input}.title`, { lng: lang }),
          description: t(`${input}.description`, { lng: lang }),
          noindex: privatePages.has(input),
        }
      : input;
  const siteName = t('siteName', { lng: lang });
  useEffect(() => {
    const origin = window.location.origin;
    applyHeadTags(buildHeadTags({ origin, lang, pathname, search, siteName, ...meta }), lang);
  }, [lang, pathname, search, siteName, meta.title, meta.description, meta.noindex]);
}

/** Component form of `usePageMeta`. */
export function PageMeta({ page }: { page: PageMetaInput }) {
  usePageMeta(page);
  return null;
}

/** Pages behind a session or tied to one visit: kept out of search results. */
const privatePages = new Set<PageMetaKey>(['onboarding', 'pricing', 'dashboard', 'settings', 'paymentSuccess', 'paymentCancel', 'waitlistSuccess', 'testCheckout', 'invite', 'notFound']);
