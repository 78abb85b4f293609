// Draws the three "how it works" screenshots per language as SVG from the landing copy, so the pictures match
// the product's toolbar and result card and stay in step with the text. Run: npx tsx apps/web/scripts/make-step-images.ts
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if ((line + ' ' + word).trim().length > max) {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  return line ? [...lines, line] : lines;
}

interface Demo {
  url: string;
  from: string;
  pageText: string;
  selection: string;
  actions: Record<'reply' | 'tldr' | 'translate' | 'custom', string>;
  resultTitle: string;
  result: string;
  copy: string;
  insert: string;
}

const font = `font-family="Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"`;

function page(demo: Demo, step: 1 | 2 | 3): string {
  const parts: string[] = [];
  parts.push(`<rect width="800" height="500" rx="14" fill="#f8fafc"/>`);
  parts.push(`<rect width="800" height="44" rx="14" fill="#e2e8f0"/><rect y="30" width="800" height="14" fill="#e2e8f0"/>`);
  parts.push(['#f87171', '#fbbf24', '#34d399'].map((c, i) => `<circle cx="${24 + i * 18}" cy="22" r="6" fill="${c}"/>`).join(''));
  parts.push(`<rect x="100" y="10" width="420" height="24" rx="12" fill="#fff"/><text x="116" y="27" ${font} font-size="13" fill="#475569">${esc(demo.url)}</text>`);
  parts.push(`<rect x="40" y="70" width="720" height="400" rx="12" fill="#fff" stroke="#e2e8f0"/>`);
  parts.push(`<circle cx="78" cy="108" r="18" fill="#c7d2fe"/><text x="71" y="114" ${font} font-size="15" font-weight="700" fill="#3730a3">M</text>`);
  parts.push(`<text x="108" y="113" ${font} font-size="15" font-weight="600" fill="#0f172a">${esc(demo.from)}</text>`);
  wrap(demo.pageText, 70).forEach((l, i) => parts.push(`<text x="64" y="${162 + i * 26}" ${font} font-size="16" fill="#334155">${esc(l)}</text>`));
  const selLines = wrap(demo.selection, 70);
  const selTop = 162 + wrap(demo.pageText, 70).length * 26 + 8;
  selLines.forEach((l, i) => {
    const y = selTop + i * 26;
    parts.push(`<rect x="60" y="${y - 18}" width="${Math.min(660, l.length * 8.4 + 8)}" height="24" rx="3" fill="#c7d2fe"/>`);
    parts.push(`<text x="64" y="${y}" ${font} font-size="16" fill="#1e1b4b">${esc(l)}</text>`);
  });
  const barY = selTop + selLines.length * 26 + 6;
  if (step >= 2) {
    const labels = [demo.actions.reply, demo.actions.tldr, demo.actions.translate, demo.actions.custom];
    let x = 72;
    const buttons = labels.map((label, i) => {
      const w = label.length * 8 + 26;
      const active = i === 0 && step >= 2;
      const out = `<rect x="${x}" y="${barY + 8}" width="${w}" height="30" rx="8" fill="${active ? '#4f46e5' : '#fff'}" stroke="${active ? '#4f46e5' : '#cbd5e1'}"/><text x="${x + 13}" y="${barY + 28}" ${font} font-size="13" font-weight="600" fill="${active ? '#fff' : '#1e293b'}">${esc(label)}</text>`;
      x += w + 8;
      return out;
    });
    parts.push(`<rect x="60" y="${barY}" width="${x - 52}" height="46" rx="12" fill="#fff" stroke="#cbd5e1" filter="url(#s)"/>`, ...buttons);
  } else {
    parts.push(`<rect x="60" y="${barY}" width="46" height="46" rx="12" fill="#4f46e5" filter="url(#s)"/><text x="74" y="${barY + 30}" ${font} font-size="18" font-weight="700" fill="#fff">S</text>`);
  }
  if (step === 3) {
    const top = barY + 60;
    const lines = wrap(demo.result, 78);
    const h = 66 + lines.length * 22 + 44;
    parts.push(`<rect x="60" y="${top}" width="680" height="${h}" rx="12" fill="#fff" stroke="#a5b4fc" filter="url(#s)"/>`);
    parts.push(`<text x="80" y="${top + 30}" ${font} font-size="14" font-weight="700" fill="#4f46e5">${esc(demo.resultTitle)}</text>`);
    lines.forEach((l, i) => parts.push(`<text x="80" y="${top + 58 + i * 22}" ${font} font-size="14" fill="#1e293b">${esc(l)}</text>`));
    const by = top + 58 + lines.length * 22;
    parts.push(`<rect x="80" y="${by}" width="72" height="28" rx="7" fill="#eef2ff"/><text x="96" y="${by + 19}" ${font} font-size="13" font-weight="600" fill="#3730a3">${esc(demo.copy)}</text>`);
    parts.push(`<rect x="162" y="${by}" width="80" height="28" rx="7" fill="#4f46e5"/><text x="178" y="${by + 19}" ${font} font-size="13" font-weight="600" fill="#fff">${esc(demo.insert)}</text>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500"><defs><filter id="s" x="-10%" y="-10%" width="120%" height="140%"><feDropShadow dx="0" dy="4" stdDeviation="6" flood-color="#0f172a" flood-opacity="0.12"/></filter></defs>${parts.join('')}</svg>\n`;
}

for (const lang of ['en', 'es'] as const) {
  const copy = JSON.parse(readFileSync(join(root, `src/locales/${lang}/landing.json`), 'utf8')) as { demo: Demo };
  const dir = join(root, `public/images/steps/${lang}`);
  mkdirSync(dir, { recursive: true });
  for (const step of [1, 2, 3] as const) writeFileSync(join(dir, `step-${step}.svg`), page(copy.demo, step));
}
console.log('step images written');
