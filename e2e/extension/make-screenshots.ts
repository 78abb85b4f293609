/**
 * Real pictures of the extension at work for the website, per language (en, es), as WebP in
 * `apps/web/public/images/steps/{lang}/`: step-1 (text selected, toolbar just appeared), step-2 (pointer on an
 * action), step-3 (the streamed answer with Copy/Insert/Replace) and install (the popup, signed in, once the
 * extension is loaded). The built extension runs against the real server and an OpenAI-compatible
 * double. Run after `npm run build`: `npx tsx e2e/extension/make-screenshots.ts`.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext } from '@playwright/test';
import { embeddedAnonKey } from '@selecta/shared/auth';
import { startOpenAiDouble } from '@selecta/test-doubles/openai-server';
import { prepareDatabaseTemplate, startServer } from '../support/start-server.ts';
import { dragSelect, serveHtml, showPointer, writeWebp } from './screenshot-helpers.ts';
import { selectaUi } from './selecta-ui.ts';
import { pageCopy, supportInboxHtml, type ShotLanguage } from './screenshot-page.ts';

const extensionDir = fileURLToPath(new URL('../../apps/extension/.output/chrome-mv3', import.meta.url));
const outDir = fileURLToPath(new URL('../../apps/web/public/images/steps', import.meta.url));
// Pictures are 960×640 (3:2), big enough for the lightbox; shots are taken at 2× so step 2 can zoom on the toolbar
// without blur.
const size = { width: 960, height: 640 };
const copy = {
  en: { reply: 'Reply', signIn: 'Sign in' },
  es: { reply: 'Responder', signIn: 'Iniciar sesión' },
} as const;

/** A `width`×`height` clip centred on `box`, kept inside the viewport. */
function around(box: { x: number; y: number; width: number; height: number }, width: number, height: number) {
  const x = Math.min(Math.max(box.x + box.width / 2 - width / 2, 0), size.width - width);
  const y = Math.min(Math.max(box.y + box.height / 2 - height / 2, 0), size.height - height);
  return { x, y, width, height };
}

async function signIn(context: BrowserContext, extensionHost: string, serverUrl: string, lang: ShotLanguage) {
  // Each run has a fresh database, so a believable address can be reused.
  const email = lang === 'es' ? 'ana.ruiz@example.com' : 'alex.reed@example.com';
  const password = 'correct horse 42';
  const signUp = await fetch(`${serverUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: embeddedAnonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, data: {} }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${extensionHost}/popup.html`);
  await popup.locator('input[type=email]').fill(email);
  await popup.locator('input[type=password]').fill(password);
  await popup.getByRole('button', { name: copy[lang].signIn, exact: true }).click();
  await popup.getByTestId('account-email').waitFor();
  return popup;
}

async function shoot(lang: ShotLanguage) {
  const double = await startOpenAiDouble({ reply: pageCopy[lang].reply, firstTokenDelayMs: 0, chunkDelayMs: 0 });
  const server = await startServer({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: `${double.url}/v1` });
  const site = await serveHtml(supportInboxHtml(lang));
  const userDir = mkdtempSync(path.join(tmpdir(), 'selecta-shots-'));
  const context = await chromium.launchPersistentContext(userDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    viewport: size,
    deviceScaleFactor: 2,
    locale: lang,
    // Chromium's own pages (chrome://extensions) follow the process language on Linux.
    env: { ...process.env, LANGUAGE: lang, LANG: lang === 'es' ? 'es_ES.UTF-8' : 'en_US.UTF-8' },
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', `--lang=${lang}`, `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
  });
  const dir = path.join(outDir, lang);
  mkdirSync(dir, { recursive: true });
  const save = async (name: string, png: Buffer) => console.log(`${lang}/${name}.webp ${await writeWebp(context, png, path.join(dir, `${name}.webp`), size.width, size.height)} bytes`);
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const extensionHost = new URL(worker.url()).host;
    await worker.evaluate(
      async ([serverUrl, language]) => {
        const { chrome } = globalThis as unknown as { chrome: { storage: { local: { set(v: Record<string, unknown>): Promise<void> } } } };
        await chrome.storage.local.set({
          settings: { version: 2, toolbarEnabled: true, disabledSites: [], prompts: [], translateLanguage: language, interfaceLanguage: language, serverUrl, lastAction: 'reply' },
        });
      },
      [server.url, lang] as const,
    );
    // The install picture: the toolbar popup once the extension is loaded and signed in, in the user's language.
    const popup = await signIn(context, extensionHost, server.url, lang);
    await popup.setViewportSize({ width: 320, height: 600 });
    const popupBox = await popup.locator('body').boundingBox();
    if (!popupBox) throw new Error('popup not visible');
    const popupClip = { x: 0, y: 0, width: Math.ceil(popupBox.width), height: Math.ceil(popupBox.height) };
    console.log(`${lang}/install.webp ${await writeWebp(context, await popup.screenshot({ clip: popupClip }), path.join(dir, 'install.webp'), popupClip.width * 2, popupClip.height * 2)} bytes (${popupClip.width * 2}×${popupClip.height * 2})`);
    await popup.close();

    const page = await context.newPage();
    const ui = await selectaUi(page);
    await page.goto(site.url);
    await dragSelect(page, '#quote');
    const toolbar = ui.toolbar(lang === 'es' ? 'Acciones de Selecta' : 'Selecta actions');
    const replyButton = toolbar.button(copy[lang].reply);
    // Once the Reply button is visible and still, the toolbar is in place.
    const button = await replyButton.box();
    const bar = await toolbar.box();
    await save('step-1', await page.screenshot());

    const pointer = { x: button.x + button.width * 0.6, y: button.y + button.height * 0.65 };
    await page.mouse.move(pointer.x, pointer.y);
    await showPointer(page, pointer.x, pointer.y);
    // Half the viewport around the toolbar, so the 2× shot shows it at double size.
    await save('step-2', await page.screenshot({ clip: around(bar, size.width / 2, size.height / 2) }));

    await page.evaluate(() => document.querySelector('body > [popover]')?.remove());
    await replyButton.click();
    // The whole answer can be on screen a moment before the stream ends; the picture shows the finished card.
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
    // Three quarters of the viewport around the card: readable on the landing's small step pictures.
    const card = await ui.card().locator('.selecta-output').box();
    await save('step-3', await page.screenshot({ clip: around(card, size.width * 0.75, size.height * 0.75) }));

  } finally {
    await context.close();
    rmSync(userDir, { recursive: true, force: true });
    site.server.close();
    await server.stop();
    await double.close();
  }
}

// Both servers start from one migrated database, as in the test runs (a fresh migration is slow on a busy machine).
const removeTemplate = await prepareDatabaseTemplate();
try {
  for (const lang of ['en', 'es'] as const) await shoot(lang);
} finally {
  removeTemplate();
}
