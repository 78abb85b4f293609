import { createServer } from 'node:net';
import { startOpenAiDouble } from '@selecta/test-doubles/openai-server';
import { expect, test as base } from '../support/fixtures.ts';
import { signIn } from '../support/session.ts';
import { type RunningServer, startServer } from '../support/start-server.ts';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// A server with no AI provider that looks for a local model on a port where nothing listens yet, and looks again
// on every request (AI_DISCOVERY_RETRY_MS=0), so a test can start "Ollama" (the OpenAI-compatible double) later.
const test = base.extend<object, { localPort: number; server: RunningServer }>({
  localPort: [async ({}, use) => use(await freePort()), { scope: 'worker' }], // eslint-disable-line no-empty-pattern
  server: [
    async ({ localPort }, use) => {
      const server = await startServer({ AI_DISCOVERY_URLS: `http://127.0.0.1:${localPort}/v1`, AI_DISCOVERY_RETRY_MS: '0' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});
test.describe.configure({ mode: 'serial' });

const texts = {
  en: { title: 'AI is not set up on this server yet', usage: "Today's usage" },
  es: { title: 'La IA aún no está configurada en este servidor', usage: 'Uso de hoy' },
};

for (const lang of ['en', 'es'] as const) {
  test(`${lang}: the dashboard tells a signed-in user that AI is not configured on this server`, async ({ page, request }) => {
    test.slow(); // two page sizes and their screenshots
    await signIn(page, request, lang);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${lang}/dashboard`);
      const notice = page.getByRole('status').filter({ has: page.getByRole('heading', { name: texts[lang].title }) });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText('Ollama');
      await page.screenshot({ path: test.info().outputPath(`ai-notice-${lang}-${width}.png`), fullPage: false });
    }
  });
}

test('once a local model answers, the notice is gone, without a restart', async ({ page, request, localPort, server }) => {
  await signIn(page, request, 'en');
  const local = await startOpenAiDouble({ port: localPort, models: ['llama3.2:3b'] });
  try {
    await page.goto('/en/dashboard');
    await expect(page.getByRole('heading', { name: texts.en.usage })).toBeVisible();
    await expect(page.getByTestId('usage').getByRole('progressbar').first()).toBeVisible();
    await expect(page.getByTestId('ai-not-configured')).toHaveCount(0);
    expect(server.output()).toContain('using the local model llama3.2:3b');
  } finally {
    await local.close();
  }
});
