// `npm run bench:web`: Lighthouse (mobile preset) on the built site's public pages, plus the landing page's
// initial JavaScript gzipped. Runs the BUILT server (`npm run build` first) on a free port with a temp DATA_DIR.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../e2e/support/start-server.ts';

const targets = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 } as const;
const pages = ['/en', '/es', '/en/auth'];
const dist = join(import.meta.dirname, '../apps/web/dist');

/**
 * JavaScript the landing needs before it is interactive: the entry's static import graph plus the landing
 * route's chunk (the browser entry loads it before hydrating), gzipped. Dynamic imports are not counted.
 */
function initialJsKb(): { kb: number; files: string[] } {
  const html = readFileSync(join(dist, 'en', 'index.html'), 'utf8');
  const entry = /<script[^>]*\ssrc="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
  const landing = readdirSync(join(dist, 'assets')).find((file) => /^landing-[\w-]+\.js$/.test(file));
  if (!entry || !landing) throw new Error('No entry script or landing chunk in the build');
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w{},\s*$]*from\s*)?"\.\/([^"]+\.js)"/g)) visit(`assets/${m[1]}`);
  };
  visit(entry);
  visit(`assets/${landing}`);
  const bytes = [...seen].reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
  return { kb: bytes / 1024, files: [...seen] };
}

// `BENCH_WEB_COLOR_SCHEME=dark`: the same pages with the system in dark mode (decision 051: the site follows it).
const dark = process.env.BENCH_WEB_COLOR_SCHEME === 'dark';
if (dark) console.log('system colour scheme: dark');
const server = await startServer({});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', ...(dark ? ['--force-dark-mode'] : [])],
});
let failed = false;
try {
  for (const page of pages) {
    const result = await lighthouse(`${server.url}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(targets) });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    const line = Object.entries(targets).map(([id, target]) => {
      const category = result.lhr.categories[id];
      const score = Math.round((category?.score ?? 0) * 100);
      if (score < target) failed = true;
      return `${id} ${score}${score < target ? ` (< ${target})` : ''}`;
    });
    // Total Blocking Time is the part of the score that moves most with the page's own JavaScript.
    const tbt = result.lhr.audits['total-blocking-time']?.numericValue ?? 0;
    console.log(`${page.padEnd(9)} ${line.join(' · ')} · TBT ${Math.round(tbt)} ms`);
    for (const category of Object.values(result.lhr.categories)) {
      if ((category.score ?? 1) === 1) continue;
      const misses = category.auditRefs
        .map((ref) => result.lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual');
      for (const audit of misses) console.log(`          ${category.id}: ${audit?.id} — ${audit?.displayValue ?? audit?.title}`);
    }
  }
  const js = initialJsKb();
  console.log(`landing initial JS: ${js.kb.toFixed(1)} KB gzipped (target ≤ 150) in ${js.files.length} files`);
  if (js.kb > 150) failed = true;
} finally {
  chrome.kill();
  await server.stop();
}
process.exit(failed ? 1 : 0);
