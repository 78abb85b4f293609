// `npm run bench:page-tools` (after `npm run build`): Selecta's PDF reader and on-device OCR, in the built extension
// in Debian's Chromium. Each figure is measured against a baseline taken in the same run, alternating, so a busy
// machine moves both: the reader's first text layer for a 50-page PDF against a 1-page one (target: < 1 s), and
// Tesseract on a whole 1280×800 capture against the small crop the e2e reads (cold start reported apart).
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { textPdf } from '../e2e/extension/pdf-fixtures.ts';

const extension = fileURLToPath(new URL('../apps/extension/.output/chrome-mv3', import.meta.url));
const rounds = Number(process.env.ROUNDS ?? 5);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value)} ms`;

const files = new Map<string, Uint8Array>([['/one.pdf', await textPdf(1)], ['/fifty.pdf', await textPdf(50)]]);
const http = createServer((req, res) => {
  const body = files.get(req.url ?? '');
  res.writeHead(body ? 200 : 404, { 'content-type': 'application/pdf' });
  res.end(body);
});
await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
const site = `http://localhost:${(http.address() as { port: number }).port}`;

const profile = mkdtempSync(path.join(tmpdir(), 'selecta-bench-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  headless: true,
  viewport: { width: 1280, height: 800 },
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', `--disable-extensions-except=${extension}`, `--load-extension=${extension}`],
});
try {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const id = new URL(worker.url()).host;

  // The reader: navigation start → pdf.js's first text layer in the page (the page's own performance mark).
  const firstTextLayer = async (pdf: string) => {
    const page = await context.newPage();
    await page.goto(`chrome-extension://${id}/pdf-reader.html?file=${encodeURIComponent(`${site}${pdf}`)}`);
    await page.waitForFunction(() => document.documentElement.dataset.readerReady, undefined, { timeout: 30_000 });
    const at = await page.evaluate(() => performance.getEntriesByName('selecta:reader:first-text-layer')[0]!.startTime);
    await page.close();
    return at;
  };
  await firstTextLayer('/one.pdf'); // warms the disk cache and the worker script
  const one: number[] = [];
  const fifty: number[] = [];
  for (let i = 0; i < rounds; i++) {
    one.push(await firstTextLayer('/one.pdf'));
    fifty.push(await firstTextLayer('/fifty.pdf'));
  }
  const readerRatio = median(fifty) / median(one);
  console.log(`PDF reader, first text layer: 50 pages ${ms(median(fifty))} (max ${ms(Math.max(...fifty))}), 1 page ${ms(median(one))}; ratio ${readerRatio.toFixed(2)} · target < 1 s: ${median(fifty) < 1000 ? 'met' : 'MISSED'}`);

  // OCR: a 1280×800 screenshot of a page of text, recognised whole and as the e2e's small crop, in the OCR page.
  const text = await context.newPage();
  await text.setContent(`<body style="margin:24px;font:18px/1.5 sans-serif;columns:2">${'<p>Quarterly revenue grew by twelve percent while costs stayed flat across every region we serve. Los ingresos crecieron un doce por ciento.</p>'.repeat(24)}</body>`);
  const image = `data:image/png;base64,${(await text.screenshot()).toString('base64')}`;
  await text.close();
  const ocrPage = await context.newPage();
  await ocrPage.goto(`chrome-extension://${id}/ocr.html`);
  const recognise = (area: { x: number; y: number; width: number; height: number }) =>
    worker.evaluate(async ([img, a]) => {
      const started = performance.now();
      const answer = (await (globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<{ ok: boolean; text?: string }> } } }).chrome.runtime.sendMessage({
        target: 'selecta-ocr', type: 'recognize', image: img, area: { ...a, viewportWidth: 1280 },
      }));
      if (!answer.ok) throw new Error('OCR failed');
      return { ms: performance.now() - started, chars: answer.text?.length ?? 0 };
    }, [image, area] as const);
  const full = { x: 0, y: 0, width: 1280, height: 800 };
  const crop = { x: 24, y: 24, width: 600, height: 90 };
  const cold = await recognise(crop);
  const small: number[] = [];
  const whole: number[] = [];
  let chars = 0;
  for (let i = 0; i < Math.max(2, Math.ceil(rounds / 2)); i++) {
    small.push((await recognise(crop)).ms);
    const run = await recognise(full);
    whole.push(run.ms);
    chars = run.chars;
  }
  console.log(`OCR (Tesseract eng+spa, this device): 1280×800 capture ${ms(median(whole))} (${chars} characters), 600×90 crop ${ms(median(small))}; ratio ${(median(whole) / median(small)).toFixed(1)} · first area after start (engine and data load) ${ms(cold.ms)}`);
} finally {
  await context.close();
  http.close();
  rmSync(profile, { recursive: true, force: true });
}
console.log(`load average (1/5/15 min): ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
