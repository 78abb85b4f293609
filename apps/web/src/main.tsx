import './lib/zod-jitless.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers.tsx';
import { subscribeTheme } from './features/theme/theme-store.ts';
import { routes } from './app/routes.tsx';
import { i18nNamespacesMeta, shellNamespaces } from './lib/i18n.ts';
import { allNamespaces, createBrowserI18n } from './lib/i18n-browser.ts';
import { cn } from './lib/utils.ts';
import './styles.css';

// A prerendered page names the translation namespaces it was rendered with; other pages start with the frame's.
const listed = document.querySelector<HTMLMetaElement>(`meta[name="${i18nNamespacesMeta}"]`)?.content.split(' ');
const namespaces = listed?.filter(Boolean) ?? [...shellNamespaces];

// Work that would otherwise make one long task runs in tasks of its own: Lighthouse's Total Blocking Time counts
// every task's time past 50 ms (the figures below are on a 4x-slowed CPU).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// A prerendered page hydrates: load its lazy route and its translations first so the first render matches the HTML.
// Evaluating the modules and starting i18next (≈ 100 ms) is one task, matching the route (≈ 30 ms) the next.
const i18nReady = createBrowserI18n(namespaces);
// index.html painted the theme; from here on it follows the system's changes and other tabs' choices, on every page.
subscribeTheme(() => {});
await nextTask();
const matches = matchRoutes(routes, window.location) ?? [];
const routesReady = matches.map(async ({ route }) => {
  if (typeof route.lazy !== 'function') return;
  Object.assign(route, { ...(await route.lazy()), lazy: undefined });
});
// tailwind-merge builds its class map on the first `cn` call (≈ 35 ms): while the chunks download, not in a render.
void nextTask().then(() => cn());
const [i18n] = await Promise.all([i18nReady, ...routesReady]);

const router = createBrowserRouter(routes);
await nextTask(); // creating the router (≈ 45 ms slowed) and starting hydration, apart
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const app = (
  <StrictMode>
    <AppProviders i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
// Hydrating in a transition lets React yield every few milliseconds instead of one long task (the auth page's
// was ≈ 250 ms on a 4x-slowed CPU, most of its Total Blocking Time). An input or click that lands before it has
// finished makes React hydrate the rest at once and then handles it, as before; react-hook-form keeps text typed
// into a field before hydration.
if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);

// The rest of this language's strings, off the critical path, so later pages and dialogs rarely wait for them.
const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
idle(() => void i18n.loadNamespaces(allNamespaces));
