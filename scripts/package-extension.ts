// `npm run package`: what each store needs, in apps/extension/.output/store/<chrome|edge|firefox>/ — the zip to upload,
// Firefox's source archive, and a listing folder (texts in en/es, permission justifications, privacy answers,
// screenshots and the promo tile from the real extension, and the demo video the website serves — recorded from the
// real extension by e2e/extension/make-demo-videos.ts). Fails on a Chromium package check problem or a
// `web-ext lint` error.
import { execFileSync, execSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listing, listingLanguages, permissionJustifications, privacyAnswers } from '../apps/extension/src/store-listing/listing.ts';
import { checkChromiumPackage } from '../apps/extension/src/store-listing/manifest-check.ts';

const ext = path.resolve('apps/extension');
const out = path.join(ext, '.output', 'store');
const videos = path.resolve('apps/web/public/videos');
const run = (command: string, cwd = process.cwd()) => execSync(command, { stdio: 'inherit', cwd });

function filesIn(dir: string, base = dir): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) for (const [k, v] of filesIn(full, base)) files.set(k, v);
    else files.set(path.relative(base, full), readFileSync(full, 'utf8'));
  }
  return files;
}

function writeListing(dir: string, browser: string, screenshots: string): void {
  for (const lang of listingLanguages) {
    const folder = path.join(dir, 'listing', lang);
    mkdirSync(folder, { recursive: true });
    const texts = listing[lang];
    writeFileSync(path.join(folder, 'name.txt'), `${texts.name}\n`);
    writeFileSync(path.join(folder, 'short-description.txt'), `${texts.short}\n`);
    writeFileSync(path.join(folder, 'long-description.txt'), `${texts.long}\n`);
    writeFileSync(path.join(folder, 'single-purpose.txt'), `${texts.singlePurpose}\n`);
    const permissions = Object.entries(permissionJustifications).map(([name, why]) => `- \`${name}\`: ${why[lang]}`);
    writeFileSync(path.join(folder, 'permissions.md'), `# ${lang === 'en' ? 'Permissions' : 'Permisos'} (${browser})\n\n${permissions.join('\n')}\n`);
    const privacy = privacyAnswers[lang].map(({ question, answer }) => `**${question}** ${answer}`);
    writeFileSync(path.join(folder, 'privacy.md'), `${privacy.join('\n\n')}\n`);
    cpSync(path.join(screenshots, lang), path.join(folder, 'images'), { recursive: true });
    // The same demo video as the landing hero's (WebM, MP4, captions, poster); a missing file fails the packaging.
    mkdirSync(path.join(folder, 'video'), { recursive: true });
    for (const ext of ['webm', 'mp4', 'vtt', 'webp']) cpSync(path.join(videos, `demo-${lang}.${ext}`), path.join(folder, 'video', `demo-${lang}.${ext}`));
  }
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
run('npm run build');

// Chromium (Chrome Web Store, Edge Add-ons): the build without its `key` (the stores assign the id) or `update_url`
// (the stores update their own; the self-hosted build keeps it, decision 048), checked, zipped.
const chromium = path.join(out, 'chromium-build');
cpSync(path.join(ext, '.output', 'chrome-mv3'), chromium, { recursive: true });
const manifest = JSON.parse(readFileSync(path.join(chromium, 'manifest.json'), 'utf8')) as Record<string, unknown>;
delete manifest.key;
delete manifest.update_url;
writeFileSync(path.join(chromium, 'manifest.json'), JSON.stringify(manifest));
const problems = checkChromiumPackage(manifest, filesIn(chromium));
if (problems.length) {
  console.error(`✘ the Chromium package check found:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('✔ Chromium package check: Manifest V3, minimal permissions, default CSP, no remote code');

// Firefox (AMO): the build without its self-hosted `update_url` (AMO updates listed add-ons; decision 048), and
// `web-ext lint` must report no error.
const firefoxBuild = path.join(out, 'firefox-build');
cpSync(path.join(ext, '.output', 'firefox-mv3'), firefoxBuild, { recursive: true });
const firefoxManifest = JSON.parse(readFileSync(path.join(firefoxBuild, 'manifest.json'), 'utf8')) as { browser_specific_settings?: { gecko?: { update_url?: string } } };
delete firefoxManifest.browser_specific_settings?.gecko?.update_url;
writeFileSync(path.join(firefoxBuild, 'manifest.json'), JSON.stringify(firefoxManifest));
const lint = JSON.parse(
  execFileSync('npx', ['web-ext', 'lint', '--source-dir', firefoxBuild, '--output', 'json', '--no-config-discovery'], { cwd: ext, encoding: 'utf8' }),
) as { errors: { code: string; message: string }[]; warnings: { code: string; message: string; file?: string }[] };
if (lint.errors.length) {
  console.error(`✘ web-ext lint:\n- ${lint.errors.map((e) => `${e.code}: ${e.message}`).join('\n- ')}`);
  process.exit(1);
}
console.log(`✔ web-ext lint: 0 errors, ${lint.warnings.length} warnings${lint.warnings.map((w) => `\n  - ${w.code} ${w.file ?? ''}`).join('')}`);

const screenshots = path.join(out, 'screenshots');
run(`npx tsx e2e/extension/make-store-shots.ts ${screenshots}`);

for (const browser of ['chrome', 'edge', 'firefox'] as const) {
  const dir = path.join(out, browser);
  mkdirSync(dir, { recursive: true });
  const source = browser === 'firefox' ? firefoxBuild : chromium;
  run(`zip -qr -X ${path.join(dir, `selecta-${browser}.zip`)} .`, source);
  writeListing(dir, browser, screenshots);
}
// AMO reviewers rebuild from source: the repository at this commit, with how to build it.
const sources = path.join(out, 'firefox', 'selecta-firefox-sources.zip');
run(`git archive --format=zip -o ${sources} HEAD`);
const notes = path.join(out, 'SOURCE-README.md');
writeFileSync(
  notes,
  `# Building Selecta for Firefox from source\n\nNode.js 24 and npm 11 (the repository pins Node through its \`node\` package).\n\n    npm ci\n    npm run build -w @selecta/extension\n\nThe add-on is then in \`apps/extension/.output/firefox-mv3\` (zipped as \`apps/extension/.output/selecta-firefox.zip\`).\nThe code is TypeScript and React, bundled by WXT (Vite); nothing is minified beyond Vite's production build, and no code is fetched at run time.\n`,
);
run(`zip -qj ${sources} ${notes}`);
rmSync(notes);
console.log(`✔ store packages and listings in ${path.relative(process.cwd(), out)}/{chrome,edge,firefox}`);
