import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // `npm run dev -w @selecta/web` talks to the server on :3000 for the API and auth.
  server: { proxy: { '/api': 'http://localhost:3000', '/auth/v1': 'http://localhost:3000', '/downloads': 'http://localhost:3000' } },
  build: {
    // No <link rel="modulepreload">: on a slow phone the preloads competed with the prerendered page for the
    // network and pushed its first paint back (Lighthouse mobile /en 88 → 97); the page reads before it hydrates.
    modulePreload: false,
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      output: {
        // What every page needs before it can hydrate, as one chunk: one request and one gzip stream instead of
        // six small ones the bundler would otherwise cut along shared-import lines.
        codeSplitting: {
          groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/ }],
        },
        // Translation chunks are named for their language and namespace (`locale-es-landing-<hash>.js`), not
        // after the JSON file alone, so they never pass for the page chunk of the same name.
        chunkFileNames: (chunk) => {
          const [, lang, ns] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(chunk.facadeModuleId ?? '') ?? [];
          return lang && ns ? `assets/locale-${lang}-${ns}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
