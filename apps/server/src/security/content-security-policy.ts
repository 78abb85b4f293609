import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../env.ts';

/** Where Google Tag Manager and the GA4 tags it loads fetch scripts, send hits and pixels (Google's CSP guide). */
const tagManager = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

/** Script elements that hold data, not code: the browser never runs them, so the policy need not allow them. */
const dataScriptType = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The `sha256-…` sources of every inline script in the HTML files the build wrote (today one: the consent flag set
 * before first paint, in apps/web/index.html), read once at start. `origin` fills the placeholder the prerender leaves.
 */
export function inlineScriptHashes(distDir: string | null | undefined, origin: string): string[] {
  if (!distDir) return [];
  const hashes = new Set<string>();
  for (const file of htmlFiles(distDir)) {
    const html = readFileSync(file, 'utf8').replace(/__SELECTA_ORIGIN__/g, origin);
    for (const [, attributes = '', code = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/\bsrc\s*=/i.test(attributes) || dataScriptType.test(attributes)) continue;
      hashes.add(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * The website's policy: only our own scripts (and the build's inline ones by hash), no framing, no plugins, forms
 * that post only to us. Tag Manager's hosts are allowed only when a container is configured, the hosted auth's
 * origin only when there is one. Inline styles stay allowed: React's style attributes are in the prerendered HTML.
 */
export function contentSecurityPolicy(env: Pick<Env, 'GTM_ID' | 'SUPABASE_URL'>, scriptHashes: string[]): string {
  const gtm = env.GTM_ID ? tagManager : { script: [], img: [], connect: [] };
  const auth = env.SUPABASE_URL ? [new URL(env.SUPABASE_URL).origin] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes, ...gtm.script],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...gtm.img],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...auth, ...gtm.connect],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** For everything that is not a page (JSON, files): nothing may load from it or frame it. */
export const resourcePolicy = "default-src 'none'; frame-ancestors 'none'";
