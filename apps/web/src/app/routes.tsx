import { locales } from '@selecta/shared/locales';
import { consolePages, redirectedUnprefixed, type SitePage, sitePages, teamAdminPages } from '@selecta/shared/site-routes';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import { RootLayout } from './root-layout.tsx';

type PageModule = { Component: ComponentType };

/** Each page is its own chunk (`routes/<page-file>.tsx` exporting `Component`), so the landing page loads only what it shows. */
const routeFiles = import.meta.glob<PageModule>('./routes/*.tsx');

/** A page's route file is its path with `/` as `-` (`test-checkout/portal` → `test-checkout-portal`); home is `landing`. */
export function pageFile(page: SitePage): string {
  return sitePages[page].replaceAll('/', '-') || 'landing';
}

function pageModule(page: SitePage): () => Promise<PageModule> {
  const load = routeFiles[`./routes/${pageFile(page)}.tsx`] ?? routeFiles['./routes/not-found.tsx'];
  if (!load) throw new Error('routes/not-found.tsx is missing');
  return load;
}

const inConsole: readonly SitePage[] = [...consolePages, ...teamAdminPages];
const pages = (Object.keys(sitePages) as SitePage[]).filter((page) => !inConsole.includes(page));

/** `/auth?login=true` → `/en/auth?login=true`: the redirects replace history and keep the query. */
function RedirectTo({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

function pageRoute(page: SitePage, prefix: string): RouteObject {
  const path = [prefix, sitePages[page]].filter(Boolean).join('/');
  return { path: `/${path}`, lazy: pageModule(page) };
}

/**
 * The console's sections share one layout route (its navigation stays mounted while the section below it changes,
 * and the back button moves between sections, decision 045). Unprefixed paths render as before.
 */
function consoleRoute(prefix: string): RouteObject {
  return { lazy: () => import('./console-route.tsx'), children: inConsole.map((page) => pageRoute(page, prefix)) };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...locales.flatMap((lang) => [...pages.map((page) => pageRoute(page, lang)), consoleRoute(lang)]),
      ...pages.filter((page) => !redirectedUnprefixed.includes(page)).map((page) => pageRoute(page, '')),
      consoleRoute(''),
      ...redirectedUnprefixed.map((page) => ({ path: `/${sitePages[page]}`, element: <RedirectTo to={`/en${sitePages[page] ? `/${sitePages[page]}` : ''}`} /> })),
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
];
