import { connect, createServer, type Socket } from 'node:net';
import { type APIRequestContext, expect } from '@playwright/test';

/** Uses up the user's plan through the real gateway until it refuses (429). */
export async function exhaustPlan(api: APIRequestContext, accessToken: string): Promise<void> {
  for (let run = 0; run < 1000; run++) {
    const response = await api.post('/api/ai/run', {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'text/event-stream' },
      data: { action: 'tldr', text: `Run ${run} of a busy day.` },
    });
    if (response.status() === 429) return;
    expect(response.status()).toBe(200);
  }
  throw new Error('the plan never reached its limit');
}

/** What the user has used today, by the server's count. */
export async function usedToday(api: APIRequestContext, accessToken: string): Promise<number> {
  const usage = (await (await api.get('/api/usage', { headers: { authorization: `Bearer ${accessToken}` } })).json()) as {
    windows: { window: string; used: number }[];
  };
  return usage.windows.find((w) => w.window === 'day')?.used ?? NaN;
}

/** A TCP relay in front of the server that can be cut, so the extension finds its (signed-in) server unreachable. */
export async function startRelay(targetUrl: string): Promise<{ url: string; cut(): Promise<void> }> {
  const target = new URL(targetUrl);
  const sockets = new Set<Socket>();
  const relay = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname === 'localhost' ? '127.0.0.1' : target.hostname);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const address = relay.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    async cut() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => relay.close(resolve));
    },
  };
}
