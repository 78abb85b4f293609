import { isLocale } from '@selecta/shared/locales';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers.tsx';
import { routes } from './app/routes.tsx';
import { createI18n } from './lib/i18n.ts';
import './styles.css';

const first = window.location.pathname.split('/')[1];
const i18n = createI18n();
if (isLocale(first)) void i18n.changeLanguage(first);

// A prerendered page hydrates: load its lazy route first so the first render matches the HTML.
const matches = matchRoutes(routes, window.location) ?? [];
await Promise.all(
  matches.map(async ({ route }) => {
    if (typeof route.lazy !== 'function') return;
    Object.assign(route, { ...(await route.lazy()), lazy: undefined });
  }),
);

const router = createBrowserRouter(routes);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const app = (
  <StrictMode>
    <AppProviders i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
