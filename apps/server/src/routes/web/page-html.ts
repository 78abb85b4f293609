import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { prerenderedFile, prerenderVariant } from '@selecta/shared/site-routes';

/** Placeholder the prerender leaves for the site's origin (canonical and hreflang links). */
const originPlaceholder = /__SELECTA_ORIGIN__/g;

/** Where the runtime config goes in every page (see apps/web/index.html). */
const configSlot = '<!--selecta-config-->';

/** JSON inside a script element must not be able to close it. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * The HTML for a page path: its prerendered file when the build wrote one (`dist/es/privacy/index.html`, or
 * the query's variant such as `dist/en/auth/index.login.html` for `?login=true`), else the app shell. Files are read once; the per-site values are filled in once as well.
 */
export function createPageHtml(distDir: string, origin: string, config: unknown) {
  const cache = new Map<string, string | null>();
  const fill = (html: string) =>
    html
      .replace(configSlot, `<script type="application/json" id="selecta-config">${scriptSafeJson(config)}</script>`)
      .replace(originPlaceholder, origin);

  function read(file: string): string | null {
    if (!cache.has(file)) cache.set(file, existsSync(file) ? fill(readFileSync(file, 'utf8')) : null);
    return cache.get(file) ?? null;
  }

  return (pathname: string, search = new URLSearchParams()): string => {
    const clean = pathname.replace(/\/+$/, '').replace(/^\/+/, '');
    const variant = prerenderVariant(search);
    const files = clean && !clean.includes('..') ? [variant && prerenderedFile(clean, variant), prerenderedFile(clean)] : [];
    const prerendered = files.reduce<string | null>((found, file) => found ?? (file ? read(path.join(distDir, file)) : null), null);
    const shell = read(path.join(distDir, 'index.html'));
    if (!shell) throw new Error(`The website build in ${distDir} has no index.html`);
    return prerendered ?? shell;
  };
}
