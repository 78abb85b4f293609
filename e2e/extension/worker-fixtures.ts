import { createServer, type Server } from 'node:http';
import type { Fixtures } from '@playwright/test';
import { type StreamingDouble, startOpenAiDouble } from '@selecta/test-doubles/openai-server';
import { type RunningServer, startServer } from '../support/start-server.ts';

/** What the provider double streams for every action. */
export const reply = 'Selecta streamed this answer.';

/** One provider double, server and fixture site per worker: the Chromium and the Firefox extension specs share them. */
export interface WorkerFixtures {
  double: StreamingDouble;
  server: RunningServer;
  /**
   * A local http server for the pages the tests select text on: `site.url + '/form'`; `files` serves other types
   * (a PDF, an image) by path.
   */
  site: { url: string; html: Map<string, string>; files: Map<string, { type: string; body: Uint8Array }> };
}

export const workerFixtures: Fixtures<object, WorkerFixtures> = {
  double: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
    async ({}, use) => {
      const double = await startOpenAiDouble({ reply, firstTokenDelayMs: 0, chunkDelayMs: 0 });
      await use(double);
      await double.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ double }, use) => {
      const server = await startServer({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: `${double.url}/v1` });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  site: [
    // eslint-disable-next-line no-empty-pattern -- see above
    async ({}, use) => {
      const html = new Map<string, string>();
      const files = new Map<string, { type: string; body: Uint8Array }>();
      const http: Server = createServer((req, res) => {
        const file = files.get((req.url ?? '').split('?')[0] ?? '');
        if (file) {
          res.writeHead(200, { 'content-type': file.type, 'content-length': file.body.byteLength });
          return void res.end(file.body);
        }
        res.writeHead(html.has(req.url ?? '') ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
        res.end(html.get(req.url ?? '') ?? 'not found');
      });
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      const address = http.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      await use({ url: `http://localhost:${port}`, html, files });
      // The browser keeps connections alive; close them so the worker's teardown does not wait for them.
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    },
    { scope: 'worker' },
  ],
};
