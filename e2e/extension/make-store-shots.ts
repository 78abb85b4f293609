/**
 * The store listings' pictures, from the real extension at work, per language: two 1280×800 screenshots (the streamed
 * answer beside a support mail; the options page) and the 440×280 promo tile built around a crop of that answer.
 * Run by `npm run package` after the build: `npx tsx e2e/extension/make-store-shots.ts <out-dir>` writes
 * `<out-dir>/{en,es}/…png`.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { embeddedAnonKey } from '@selecta/shared/auth';
import { startOpenAiDouble } from '@selecta/test-doubles/openai-server';
import { prepareDatabaseTemplate, startServer } from '../support/start-server.ts';
import { extensionDir } from './extension-fixtures.ts';
import { dragSelect, serveHtml } from './screenshot-helpers.ts';
import { selectaUi } from './selecta-ui.ts';
import { pageCopy, supportInboxHtml, type ShotLanguage } from './screenshot-page.ts';

const outDir = path.resolve(process.argv[2] ?? 'apps/extension/.output/store/screenshots');
const size = { width: 1280, height: 800 };
const copy = {
  en: { reply: 'Reply', toolbar: 'Selecta actions', tagline: 'AI on the text you select' },
  es: { reply: 'Responder', toolbar: 'Acciones de Selecta', tagline: 'IA sobre el texto que seleccionas' },
} as const;

const tile = (lang: ShotLanguage, card: string) => `<!doctype html><html><body style="margin:0;width:440px;height:280px;overflow:hidden;
background:linear-gradient(135deg,#4f46e5,#7c3aed);font:600 15px system-ui,sans-serif;color:#fff">
<div style="position:absolute;left:20px;top:22px;font-size:26px;font-weight:800">Selecta</div>
<div style="position:absolute;left:20px;top:58px;width:170px;font-weight:500;line-height:1.35">${copy[lang].tagline}</div>
<img src="data:image/png;base64,${card}" style="position:absolute;right:16px;top:44px;width:236px;border-radius:12px;box-shadow:0 12px 32px rgba(0,0,0,.35)">
</body></html>`;

async function shoot(lang: ShotLanguage) {
  const double = await startOpenAiDouble({ reply: pageCopy[lang].reply, firstTokenDelayMs: 0, chunkDelayMs: 0 });
  const server = await startServer({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: `${double.url}/v1` });
  const site = await serveHtml(supportInboxHtml(lang));
  const userDir = mkdtempSync(path.join(tmpdir(), 'selecta-store-shots-'));
  const context = await chromium.launchPersistentContext(userDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    viewport: size,
    locale: lang,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
  });
  const dir = path.join(outDir, lang);
  mkdirSync(dir, { recursive: true });
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const host = new URL(worker.url()).host;
    await worker.evaluate(
      async ([serverUrl, language]) => {
        const { chrome } = globalThis as unknown as { chrome: { storage: { local: { set(v: Record<string, unknown>): Promise<void> } } } };
        await chrome.storage.local.set({
          settings: { version: 2, toolbarEnabled: true, disabledSites: [], prompts: [], translateLanguage: language, interfaceLanguage: language, serverUrl, lastAction: 'reply' },
        });
      },
      [server.url, lang] as const,
    );
    const email = lang === 'es' ? 'ana.ruiz@example.com' : 'alex.reed@example.com';
    const signUp = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: embeddedAnonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse 42', data: {} }),
    });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${host}/popup.html`);
    await popup.locator('input[type=email]').fill(email);
    await popup.locator('input[type=password]').fill('correct horse 42');
    await popup.locator('button[type=submit]').click();
    await popup.getByTestId('account-email').waitFor();
    await popup.close();

    const page = await context.newPage();
    const ui = await selectaUi(page);
    await page.goto(site.url);
    await dragSelect(page, '#quote');
    await ui.toolbar(copy[lang].toolbar).button(copy[lang].reply).click();
    await ui.evaluate(
      (root) =>
        new Promise<void>((resolve) => {
          const done = () => root?.querySelector('.selecta-card[data-phase="done"]');
          if (done()) return resolve();
          const observer = new MutationObserver(() => done() && (observer.disconnect(), resolve()));
          observer.observe(root!, { subtree: true, attributes: true, childList: true });
        }),
      null,
    );
    await page.mouse.move(5, size.height - 5);
    await page.screenshot({ path: path.join(dir, 'screenshot-1-answer-1280x800.png') });
    const card = await ui.card().box();
    const crop = await page.screenshot({ clip: card });

    const options = await context.newPage();
    await options.goto(`chrome-extension://${host}/options.html`);
    await options.getByTestId('options-status').waitFor({ state: 'attached' });
    await options.screenshot({ path: path.join(dir, 'screenshot-2-options-1280x800.png') });

    const promo = await context.newPage();
    await promo.setViewportSize({ width: 440, height: 280 });
    await promo.setContent(tile(lang, crop.toString('base64')));
    await promo.screenshot({ path: path.join(dir, 'promo-440x280.png') });
    console.log(`${lang}: ${dir}`);
  } finally {
    await context.close();
    rmSync(userDir, { recursive: true, force: true });
    site.server.close();
    await server.stop();
    await double.close();
  }
}

const removeTemplate = await prepareDatabaseTemplate();
try {
  for (const lang of ['en', 'es'] as const) await shoot(lang);
} finally {
  removeTemplate();
}
