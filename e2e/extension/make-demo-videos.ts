/**
 * The landing hero's demo video, per language (en, es), recorded from the real extension at work: a customer's message
 * selected in a support inbox, Reply streaming into the card, Shorter (a refinement) streaming a second version, and
 * Insert writing it into the reply box. Frames come from Chromium's DevTools screencast (`Page.startScreencast`, each
 * frame with its timestamp), Debian's ffmpeg encodes them at their real timing to WebM (VP9) and MP4 (H.264), with a
 * WebVTT caption track timed on the same clock and a WebP poster (the finished answer).
 * Run after `npm run build`: `npx tsx e2e/extension/make-demo-videos.ts [out-dir]` (default
 * `apps/web/public/videos`), writing `demo-{en,es}.{webm,mp4,vtt,webp}`. `npm run package` copies them to the listings.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { startOpenAiDouble } from '@selecta/test-doubles/openai-server';
import { prepareDatabaseTemplate, startServer } from '../support/start-server.ts';
import { encodeDemo, startRecording, type Cue } from './demo-video-encode.ts';
import { extensionDir } from './extension-fixtures.ts';
import { dragSelect, serveHtml } from './screenshot-helpers.ts';
import { selectaUi } from './selecta-ui.ts';
import { pageCopy, supportInboxHtml, type ShotLanguage } from './screenshot-page.ts';
import { followingPointer, signInWithPopup } from './demo-video-page.ts';

const outDir = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../../apps/web/public/videos', import.meta.url)));
const size = { width: 960, height: 600 };
const copy = {
  en: {
    toolbar: 'Selecta actions', reply: 'Reply', shorter: 'Shorter', insert: 'Insert', close: 'Close',
    shortReply: "Hi Marta, sorry the charger was missing! No need to return anything: a new one ships today by express post.",
    captions: ['Select a customer’s message', 'Reply: the answer streams in within a second', 'Shorter: refine it in one click', 'Insert: it lands in your reply'],
  },
  es: {
    toolbar: 'Acciones de Selecta', reply: 'Responder', shorter: 'Más corta', insert: 'Insertar', close: 'Cerrar',
    shortReply: 'Hola, Marta: ¡sentimos que faltara el cargador! No hace falta devolver nada: hoy te enviamos uno nuevo por mensajería urgente.',
    captions: ['Selecciona el mensaje de un cliente', 'Responder: la respuesta llega en menos de un segundo', 'Más corta: retócala con un clic', 'Insertar: queda en tu respuesta'],
  },
} as const;

/** Pacing for the viewer: the video shows real work at real speed, with short pauses so each step can be read. */
const pause = (page: Page, ms: number) => page.waitForTimeout(ms);
/** A step that never comes fails the recording instead of hanging it. */
const within = <T>(promise: Promise<T>, what: string, ms = 20_000) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`demo video: timed out waiting for ${what}`)), ms).unref())]);

async function record(lang: ShotLanguage) {
  const c = copy[lang];
  // Slow enough streaming to be seen (≈ 2 s for the answer), as a hosted model streams.
  const double = await startOpenAiDouble({
    reply: (body) => (JSON.stringify(body).includes('noticeably shorter') ? c.shortReply : pageCopy[lang].reply),
    firstTokenDelayMs: 250,
    chunkDelayMs: 35,
  });
  const server = await startServer({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: `${double.url}/v1` });
  const site = await serveHtml(supportInboxHtml(lang));
  const userDir = mkdtempSync(path.join(tmpdir(), 'selecta-demo-video-'));
  const context = await chromium.launchPersistentContext(userDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    viewport: size,
    locale: lang,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
  });
  const work = mkdtempSync(path.join(tmpdir(), 'selecta-demo-frames-'));
  try {
    await signInWithPopup(context, server.url, lang);
    const page = await context.newPage();
    const ui = await selectaUi(page);
    await page.addInitScript(followingPointer);
    await page.goto(site.url);
    await page.mouse.move(size.width - 120, size.height - 60);
    const recording = await startRecording(page, work, size);
    const cues: Cue[] = [];
    const cue = (index: number) => cues.push({ at: recording.now(), text: c.captions[index]! });
    const done = (count: number) =>
      within(ui.evaluate(
        (root, n) =>
          new Promise<void>((resolve) => {
            const ready = () => root?.querySelector('.selecta-card[data-phase="done"]') && (n === 1 || root.querySelector('.selecta-version-position')?.textContent?.startsWith(`${n} `));
            if (ready()) return resolve();
            const observer = new MutationObserver(() => ready() && (observer.disconnect(), resolve()));
            observer.observe(root!, { subtree: true, attributes: true, childList: true, characterData: true });
          }),
        count,
      ), `answer ${count}`);
    const moveTo = async (box: { x: number; y: number; width: number; height: number }) => {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 14 });
      await pause(page, 250);
    };

    cue(0);
    await pause(page, 700);
    await dragSelect(page, '#quote');
    const bar = ui.toolbar(c.toolbar);
    await moveTo(await bar.button(c.reply).box());
    cue(1);
    await bar.button(c.reply).click();
    await done(1);
    await pause(page, 1200);

    const card = ui.card(c.reply);
    await moveTo(await card.button(c.shorter).box());
    cue(2);
    await card.button(c.shorter).click();
    await done(2);
    await pause(page, 1000);

    await moveTo(await card.button(c.insert).box());
    cue(3);
    await card.button(c.insert).click();
    await page.waitForFunction((text) => document.querySelector('.edit')?.textContent?.includes(text.slice(0, 40)), c.shortReply);
    await pause(page, 1000);
    // Closing the card leaves the reply box in view, the answer in it.
    await moveTo(await card.button(c.close).box());
    await card.button(c.close).click();
    await within(
      ui.evaluate(
        (root) =>
          new Promise<void>((resolve) => {
            const gone = () => !root?.querySelector('.selecta-card');
            if (gone()) return resolve();
            const observer = new MutationObserver(() => gone() && (observer.disconnect(), resolve()));
            observer.observe(root!, { subtree: true, childList: true });
          }),
        null,
      ),
      'the card to close',
    );
    await pause(page, 1500);
    const frames = await recording.stop();

    mkdirSync(outDir, { recursive: true });
    const sizes = await encodeDemo(frames, cues, path.join(outDir, `demo-${lang}`), lang, work);
    console.log(`${lang}: ${Object.entries(sizes).map(([ext, bytes]) => `${ext} ${(bytes / 1024).toFixed(0)} KiB`).join(', ')}`);
  } finally {
    await context.close();
    rmSync(userDir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
    site.server.close();
    await server.stop();
    await double.close();
  }
}

const removeTemplate = await prepareDatabaseTemplate();
try {
  for (const lang of ['en', 'es'] as const) await record(lang);
} finally {
  removeTemplate();
}
