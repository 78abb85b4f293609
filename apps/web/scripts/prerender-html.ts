import { prerenderedFile, prerenderVariant } from '@selecta/shared/site-routes';

/** Placeholder for the site's origin in prerendered HTML; the server swaps in PUBLIC_URL's origin when serving. */
export const originPlaceholder = '__SELECTA_ORIGIN__';

/** The public pages written to `dist/<path>/index[.<variant>].html` at build time (search included for a variant). */
export const prerenderedPaths = ['/en', '/es', '/en/privacy', '/es/privacy', '/en/auth', '/es/auth', '/en/auth?login=true', '/es/auth?login=true'] as const;

/** Puts a rendered page into Vite's `index.html`: language, managed head tags (replacing the template's), app HTML. */
export function fillTemplate(template: string, page: { lang: string; head: string; app: string }): string {
  const withoutDefaults = template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '');
  const filled = withoutDefaults
    .replace(/<html\s+lang="[^"]*"/, `<html lang="${page.lang}"`)
    .replace('</head>', `  ${page.head}\n  </head>`)
    .replace(/<div id="root">\s*<\/div>/, `<div id="root">${page.app}</div>`);
  if (!filled.includes(page.app)) throw new Error('index.html has no empty <div id="root"></div> to fill');
  return filled;
}

/** The file a prerendered path (with its query, if a variant) is written to, relative to `dist`. */
export function outputFile(pathWithSearch: string): string {
  const url = new URL(pathWithSearch, 'http://prerender.local');
  const variant = prerenderVariant(url.searchParams);
  return prerenderedFile(url.pathname, variant);
}

/**
 * Puts the stylesheet the template links into the page itself: a prerendered page is then painted from its
 * first response, without waiting for a render-blocking CSS request (Lighthouse's largest first-paint cost).
 * `readAsset` reads a file of the build by its URL path. Only one stylesheet link is expected.
 */
export function inlineStylesheet(html: string, readAsset: (path: string) => string): string {
  const link = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/.exec(html);
  if (!link?.[1]) throw new Error('The template links no stylesheet to inline');
  // `</style` inside the CSS would end the element early; Tailwind never emits it, so refuse rather than escape.
  const css = readAsset(link[1]);
  if (/<\/style/i.test(css)) throw new Error(`${link[1]} contains </style`);
  return html.replace(link[0], () => `<style>${css}</style>`);
}
