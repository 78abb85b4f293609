/**
 * The extension's package size, part by part, against a baseline build (issue 28 asks what the side panel, the history,
 * the follow-ups, the PDF reader, the page summary and OCR cost). `npm run bench:extension-size [-- <baseline chrome-mv3 dir>]`: without a directory, the
 * baseline is `main` (or BASELINE_REF), exported from git and built here with this checkout's node_modules.
 * Sizes are bytes on disk and gzip (what a download and the store weigh); the zip is the package as shipped.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const current = path.join(root, 'apps/extension/.output/chrome-mv3');

/** Which part of the extension a built file belongs to. */
function partOf(file: string): string {
  // The PDF reader, whole-page summary and OCR (decision 043): each engine and its data apart.
  if (file.startsWith('vendor/pdfjs/pdf.worker')) return 'pdf.js worker';
  if (file.startsWith('vendor/pdfjs/cmaps/')) return 'pdf.js CMaps (CJK text)';
  if (file.startsWith('vendor/pdfjs/standard_fonts/')) return 'pdf.js standard fonts';
  if (file.startsWith('vendor/pdfjs/wasm/')) return 'pdf.js image decoders (wasm)';
  if (file.startsWith('chunks/pdf-view-')) return 'pdf.js and its viewer (reader chunk)';
  if (/^(pdf-reader\.html|chunks\/pdf-reader-|assets\/pdf-reader)/.test(file)) return 'PDF reader page';
  if (file.startsWith('vendor/tesseract/worker')) return 'Tesseract worker';
  if (file.startsWith('vendor/tesseract/tesseract-core')) return 'Tesseract engine (SIMD LSTM wasm)';
  if (file.startsWith('vendor/tesseract/lang/eng')) return 'Tesseract English data';
  if (file.startsWith('vendor/tesseract/lang/spa')) return 'Tesseract Spanish data';
  if (/^(ocr\.html|chunks\/ocr-)/.test(file)) return 'OCR page (tesseract.js, offscreen)';
  if (file === 'page-article.js') return 'Readability (Summarize this page)';
  if (file === 'area-picker.js') return 'area picker (Select an area)';
  if (file === 'background.js') return 'background (service worker)';
  if (file.startsWith('content-scripts/')) return 'content script (every page)';
  if (file === 'selection-ui.js') return 'toolbar and card (loaded on first selection)';
  if (/^(sidepanel\.html|chunks\/sidepanel-|assets\/sidepanel-)/.test(file)) return 'side panel page';
  if (/^(popup|options)\.html$|^chunks\/(popup|options)-/.test(file)) return 'popup and options pages';
  if (file.startsWith('chunks/') || file.startsWith('assets/')) return 'chunks shared by the pages';
  return 'manifest, icons, locales, schema';
}

function walk(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

function measure(dir: string): Map<string, { bytes: number; gzip: number }> {
  const parts = new Map<string, { bytes: number; gzip: number }>();
  for (const file of walk(dir)) {
    const body = readFileSync(path.join(dir, file));
    const part = parts.get(partOf(file)) ?? { bytes: 0, gzip: 0 };
    part.bytes += body.length;
    part.gzip += gzipSync(body).length;
    parts.set(partOf(file), part);
  }
  return parts;
}

/** Builds BASELINE_REF (default main) in a temporary folder, reusing this checkout's installed packages. */
function buildBaseline(): { dir: string; cleanup: () => void } {
  const ref = process.env.BASELINE_REF ?? 'main';
  const tmp = mkdtempSync(path.join(tmpdir(), 'selecta-size-'));
  execFileSync('bash', ['-c', `git -C "${root}" archive "${ref}" apps/extension packages/shared | tar -x -C "${tmp}"`]);
  symlinkSync(path.join(root, 'node_modules'), path.join(tmp, 'node_modules'));
  execFileSync('npx', ['wxt', 'build'], { cwd: path.join(tmp, 'apps/extension'), stdio: 'ignore', env: { ...process.env, EXTENSION_SERVER_URL: 'http://localhost:3000' } });
  return { dir: path.join(tmp, 'apps/extension/.output/chrome-mv3'), cleanup: () => rmSync(tmp, { recursive: true, force: true }) };
}

if (!existsSync(current)) throw new Error('Build the extension first: npm run build -w @selecta/extension');
const given = process.argv[2];
const baseline = given ? { dir: path.resolve(given), cleanup: () => undefined } : buildBaseline();
try {
  const before = measure(baseline.dir);
  const after = measure(current);
  const kb = (n: number) => (n / 1024).toFixed(1);
  const names = [...new Set([...before.keys(), ...after.keys()])].sort();
  const total = (m: typeof before, key: 'bytes' | 'gzip') => [...m.values()].reduce((sum, p) => sum + p[key], 0);
  const rows = names.map((name) => {
    const b = before.get(name) ?? { bytes: 0, gzip: 0 };
    const a = after.get(name) ?? { bytes: 0, gzip: 0 };
    return `| ${name} | ${kb(b.bytes)} | ${kb(a.bytes)} | ${a.bytes >= b.bytes ? '+' : ''}${kb(a.bytes - b.bytes)} | ${kb(b.gzip)} → ${kb(a.gzip)} |`;
  });
  console.log(`\nBENCH extension package (Chromium build; KiB)\n| part | before | after | change | gzip before → after |\n|---|---|---|---|---|\n${rows.join('\n')}`);
  console.log(`| total | ${kb(total(before, 'bytes'))} | ${kb(total(after, 'bytes'))} | +${kb(total(after, 'bytes') - total(before, 'bytes'))} | ${kb(total(before, 'gzip'))} → ${kb(total(after, 'gzip'))} |\n`);
} finally {
  baseline.cleanup();
}
