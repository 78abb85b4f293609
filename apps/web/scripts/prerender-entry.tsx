// Built by `prerender.ts` with Vite's SSR build: renders one public page with a static router, in its language,
// with its metadata, exactly as the browser entry (src/main.tsx) will hydrate it.
import { localeFromPath } from '@selecta/shared/locales';
import { prerenderVariant } from '@selecta/shared/site-routes';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/app-providers.tsx';
import { routes } from '@/app/routes.tsx';
import { buildHeadTags, renderHeadTags } from '@/features/seo/head-tags.ts';
import type { PageMetaKey } from '@/features/seo/page-meta-keys.ts';
import { i18nNamespacesMeta, shellNamespaces } from '@/lib/i18n.ts';
import { createI18n } from '@/lib/i18n-static.ts';
import { originPlaceholder } from './prerender-html.ts';

const metaKeys: Record<string, PageMetaKey> = { '': 'landing', privacy: 'privacy', auth: 'authSignup' };

/** Renders a page: its language, head tags and app HTML. */
export async function render(path: string): Promise<{ lang: string; head: string; app: string }> {
  const lang = localeFromPath(path);
  const i18n = createI18n(lang);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.local${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = renderToString(
    <StrictMode>
      <AppProviders i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const url = new URL(path, 'http://prerender.local');
  const page = url.pathname.split('/').slice(2).join('/');
  const key = page === 'auth' && prerenderVariant(url.searchParams) === 'login' ? 'authLogin' : metaKeys[page];
  if (!key) throw new Error(`No page metadata for ${path}`);
  const t = i18n.getFixedT(lang, 'seo');
  const tags = buildHeadTags({
    origin: originPlaceholder,
    lang,
    pathname: url.pathname,
    search: url.search,
    title: t(`${key}.title`),
    description: t(`${key}.description`),
    siteName: t('siteName'),
  });
  // The browser loads these translation namespaces before hydrating, so its first render matches this HTML.
  const used = i18n.reportNamespaces?.getUsedNamespaces() ?? [];
  const namespaces = [...new Set([...shellNamespaces, ...used])].sort();
  const head = `${renderHeadTags(tags)}\n    <meta name="${i18nNamespacesMeta}" content="${namespaces.join(' ')}" />`;
  return { lang, head, app };
}
