import { readdirSync, readFileSync } from 'node:fs';
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

/** Every HTML file the build wrote, relative to its folder with `/` separators (`es/privacy/index.html`). */
function builtPages(distDir: string): Set<string> {
  const files = readdirSync(distDir, { recursive: true, encoding: 'utf8' });
  return new Set(files.filter((file) => file.endsWith('.html')).map((file) => file.split(path.sep).join('/')));
}

/**
 * The HTML for a page path: its prerendered file when the build wrote one (`dist/es/privacy/index.html`, or the
 * query's variant such as `dist/en/auth/index.login.html` for `?login=true`), else the app shell. The files are
 * listed once at start and only those are ever read and kept (filled in with the per-site values): nothing is
 * remembered for a path the build did not write, so requests for random paths cost no memory.
 */
export function createPageHtml(distDir: string, origin: string, config: unknown) {
  const known = builtPages(distDir);
  const pages = new Map<string, string>();
  const fill = (html: string) =>
    html
      .replace(configSlot, `<script type="application/json" id="selecta-config">${scriptSafeJson(config)}</script>`)
      .replace(originPlaceholder, origin);

  function read(file: string): string | undefined {
    if (!known.has(file)) return undefined;
    let html = pages.get(file);
    if (html === undefined) {
      html = fill(readFileSync(path.join(distDir, file), 'utf8'));
      pages.set(file, html);
    }
    return html;
  }

  const shell = read('index.html');
  if (!shell) throw new Error(`The website build in ${distDir} has no index.html`);

  return (pathname: string, search = new URLSearchParams()): string => {
    const clean = pathname.replace(/\/+$/, '').replace(/^\/+/, '');
    if (!clean) return shell;
    const variant = prerenderVariant(search);
    return (variant && read(prerenderedFile(clean, variant))) || read(prerenderedFile(clean)) || shell;
  };
}
