/**
 * Real pictures of the toolbar and the result card, English and Spanish, for the website:
 * `apps/web/public/screenshots/{en,es}/extension-toolbar.png` and `extension-card.png`.
 * Run after `npm run build`: `npx tsx e2e/extension/make-screenshots.ts`.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { embeddedAnonKey } from '@selecta/shared/auth';
import { startOpenAiDouble } from '@selecta/test-doubles/openai-server';
import { startServer } from '../support/start-server.ts';

const extensionDir = fileURLToPath(new URL('../../apps/extension/.output/chrome-mv3', import.meta.url));
const outDir = fileURLToPath(new URL('../../apps/web/public/screenshots', import.meta.url));
const copy = {
  en: { text: 'Hi team, the launch moves to Thursday because the payment provider needs two more days to approve our account. Please update your calendars and tell customers who asked.', reply: 'The launch moves to Thursday: the payment provider needs two more days. Update calendars and tell customers who asked.', button: 'TLDR', signIn: 'Sign in' },
  es: { text: 'Hola equipo, el lanzamiento pasa al jueves porque el proveedor de pagos necesita dos días más para aprobar nuestra cuenta. Actualizad vuestros calendarios y avisad a los clientes que preguntaron.', reply: 'El lanzamiento pasa al jueves: el proveedor de pagos necesita dos días más. Actualizad calendarios y avisad a los clientes.', button: 'Resumen', signIn: 'Iniciar sesión' },
} as const;

for (const lang of ['en', 'es'] as const) {
  const c = copy[lang];
  const double = await startOpenAiDouble({ reply: c.reply, firstTokenDelayMs: 0, chunkDelayMs: 0 });
  const server = await startServer({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: `${double.url}/v1` });
  const html = `<!doctype html><html lang="${lang}"><head><title>Mail</title><style>body{font:16px system-ui;margin:40px;background:#f4f4f5}textarea{width:560px;height:120px;font:16px system-ui;padding:12px;border-radius:8px;border:1px solid #d4d4d8}</style></head><body><textarea id="area">${c.text}</textarea></body></html>`;
  const site = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const address = site.address();
  const siteUrl = `http://localhost:${typeof address === 'object' && address ? address.port : 0}/`;
  const userDir = mkdtempSync(path.join(tmpdir(), 'selecta-shots-'));
  const context = await chromium.launchPersistentContext(userDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    viewport: { width: 900, height: 560 },
    locale: lang,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
  });
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await worker.evaluate(
      async ([serverUrl, language]) => {
        const { chrome } = globalThis as unknown as { chrome: { storage: { local: { set(v: Record<string, unknown>): Promise<void> } } } };
        await chrome.storage.local.set({
          settings: { version: 2, toolbarEnabled: true, disabledSites: [], prompts: [], translateLanguage: 'en', interfaceLanguage: language, serverUrl, lastAction: 'tldr' },
        });
      },
      [server.url, lang] as const,
    );
    const email = `shots-${lang}-${Date.now()}@example.com`;
    const password = 'correct horse 42';
    const signUp = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: embeddedAnonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, data: {} }),
    });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${new URL(worker.url()).host}/popup.html`);
    await popup.locator('input[type=email]').fill(email);
    await popup.locator('input[type=password]').fill(password);
    await popup.getByRole('button', { name: c.signIn, exact: true }).click();
    await popup.getByTestId('account-email').waitFor();
    await popup.close();

    const page = await context.newPage();
    await page.goto(siteUrl);
    await page.locator('#area').focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Shift+ArrowRight');
    const toolbar = page.getByRole('toolbar');
    await toolbar.waitFor();
    mkdirSync(path.join(outDir, lang), { recursive: true });
    await page.screenshot({ path: path.join(outDir, lang, 'extension-toolbar.png') });
    await toolbar.getByRole('button', { name: c.button }).click();
    await page.locator('selecta-ui .selecta-output', { hasText: c.reply.slice(-12) }).waitFor();
    // The whole answer can be on screen a moment before the stream ends; the picture shows the finished card.
    await page.locator('selecta-ui .selecta-card[data-phase="done"]').waitFor();
    await page.screenshot({ path: path.join(outDir, lang, 'extension-card.png') });
    console.log(`wrote ${lang}/extension-toolbar.png and ${lang}/extension-card.png`);
  } finally {
    await context.close();
    rmSync(userDir, { recursive: true, force: true });
    site.close();
    await server.stop();
    await double.close();
  }
}
