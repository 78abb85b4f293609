// `npm run bench:console-render` (issue 29): the console's first render of the Members section in a real browser
// (Debian chromium) for the owner of a 2,000-member team with 13 months of usage and 100,000 audit events (the seed of
// bench:console): from the navigation to the members table's first row in the page (checked each frame), each load in
// a fresh browser context (nothing cached), p50/p95 over 10 loads, beside the same server's prerendered landing page (to
// its heading) measured in the same run. Target: p95 < 1 s. The npm script builds the website first.
import { mkdtempSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { chromium, type Browser } from 'playwright-core';
import { embeddedAnonKey } from '@selecta/shared/auth';
import { hashPassword } from '../apps/server/src/auth/passwords.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { pct } from './ai-bench-support.ts';
import { startBenchServer } from './ai-bench-server.ts';
import { benchOwnerEmail, seedConsoleTeam } from './console-seed.ts';

const loads = Number(process.env.CONSOLE_RENDER_LOADS ?? 10);
const password = 'bench password 42';

// Seeded before the server starts, in the DATA_DIR it then opens (two processes cannot share the embedded database).
const dataDir = mkdtempSync(path.join(tmpdir(), 'selecta-bench-console-render-'));
const seeding = performance.now();
const database = await openDatabase({ dataDir });
await migrateDatabase(database);
await seedConsoleTeam(database.db, { members: 2000, days: 396, events: 100_000 });
await database.db.execute(sql`update users set encrypted_password = ${await hashPassword(password)}, email_confirmed_at = now() where email = ${benchOwnerEmail}`);
await database.close();
console.log(`seeded 2,000 members, 13 months of counters and 100,000 audit events in ${Math.round(performance.now() - seeding)} ms`);

// No AI call is made: the provider's address only has to be well formed.
const server = await startBenchServer({ providerUrl: 'http://127.0.0.1:9', fromSource: false, dataDir });
const headers = { apikey: embeddedAnonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };
const signIn = await fetch(`${server.base}/auth/v1/token?grant_type=password`, { method: 'POST', headers, body: JSON.stringify({ email: benchOwnerEmail, password }) });
if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
const session = JSON.stringify(await signIn.json());

/**
 * One load in a fresh context: the page's own clock (ms since its navigation began) when `selector` first matches,
 * read on every animation frame, so the browser's start-up and the driver's round trips are not counted.
 */
async function load(browser: Browser, url: string, selector: string, signedIn: boolean): Promise<{ shown: number; sent: number; api: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (signedIn) {
    await context.addInitScript((value) => localStorage.setItem(`sb-${location.hostname.split('.')[0]}-auth-token`, value), session);
  }
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction((s) => (document.querySelector(s) ? performance.now() : false), selector, { polling: 'raf', timeout: 30_000 });
    const shown = (await handle.jsonValue()) as number;
    // Where the wait went: the members API's answer received (its request starts only once the app has booted).
    const entry = await page.evaluate(() => performance.getEntriesByType('resource').find((e) => e.name.includes('/api/teams/members'))?.toJSON() as PerformanceResourceTiming | undefined);
    if (process.env.CONSOLE_RENDER_WATERFALL) {
      // Every request of the load, in order: what the first rows waited for.
      const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => [e.name, e.startTime, (e as PerformanceResourceTiming).responseEnd] as const));
      for (const [name, start, end] of entries) console.log(`  ${start.toFixed(0).padStart(5)}–${end.toFixed(0).padStart(5)} ms  ${new URL(name).pathname}`);
      console.log(`  ${shown.toFixed(0).padStart(5)} ms  first rows`);
    }
    return { shown, sent: entry?.startTime ?? 0, api: entry?.responseEnd ?? 0 };
  } finally {
    await context.close();
  }
}

async function series(browser: Browser, url: string, selector: string, signedIn: boolean) {
  const first = (await load(browser, url, selector, signedIn)).shown;
  const times: number[] = [];
  const sent: number[] = [];
  const api: number[] = [];
  for (let i = 0; i < loads; i++) {
    const one = await load(browser, url, selector, signedIn);
    times.push(one.shown);
    sent.push(one.sent);
    api.push(one.api);
  }
  for (const list of [times, sent, api]) list.sort((a, b) => a - b);
  return { first, p50: pct(times, 50), p95: pct(times, 95), sent: pct(sent, 50), api: pct(api, 50) };
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const landing = await series(browser, `${server.base}/en/`, 'h1', false);
  const members = await series(browser, `${server.base}/en/dashboard/team/members`, '[data-testid="team-members"] tbody tr', true);
  const healthz: number[] = [];
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    await fetch(`${server.base}/healthz`).then((r) => r.text());
    healthz.push(performance.now() - start);
  }
  healthz.sort((a, b) => a - b);
  const row = (name: string, r: { first: number; p50: number; p95: number }) =>
    console.log(`${name.padEnd(46)} p50 ${r.p50.toFixed(0).padStart(5)} ms (×${(r.p50 / landing.p50).toFixed(1)})  p95 ${r.p95.toFixed(0).padStart(5)} ms  first load ${r.first.toFixed(0)} ms`);
  console.log(`\nconsole first render in chromium, ${loads} loads each in a fresh context (ratios against the landing page in this run; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`);
  row('landing page /en/ (prerendered), to its h1', landing);
  row('members section, owner of 2,000: first rows', members);
  console.log(`  of which (p50, ms after the navigation began): members API request sent ${members.sent.toFixed(0)}, answered ${members.api.toFixed(0)}`);
  console.log(`GET /healthz from node: p50 ${pct(healthz, 50).toFixed(1)} ms`);
  console.log(`\ntarget: members p95 < 1000 ms: ${members.p95.toFixed(0)} ms ${members.p95 < 1000 ? 'ok' : 'MISSED'}`);
} finally {
  await browser.close();
  await server.stop();
}
