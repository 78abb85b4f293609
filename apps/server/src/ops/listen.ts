import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { listenError } from './start-errors.ts';

type Fetch = (request: Request, env: unknown) => Response | Promise<Response>;

/** A Node HTTP server for `fetch`, listening on `port` (all interfaces), or a one-line error naming `variable`. */
export async function listen(fetch: Fetch, port: number, variable: 'PORT' | 'METRICS_PORT'): Promise<Server> {
  const server = createAdaptorServer({ fetch }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(listenError(error, port, variable)));
    server.listen(port, () => resolve());
  });
  return server;
}

/**
 * Closes `server` once its connections have ended; cut at `limitMs`. For `lingerMs` first it goes on listening (every
 * answer then says `Connection: close`): closing at once races a proxy that is writing its next request onto a
 * kept-alive connection (Node counts a connection whose request is not parsed yet as idle and resets it), and a POST
 * lost that way is a 502 the proxy does not retry. By then its health check has seen `/readyz` answer 503.
 */
export async function closeServer(server: Server, limitMs: number, lingerMs = 0): Promise<void> {
  if (lingerMs > 0) await new Promise((resolve) => setTimeout(resolve, lingerMs));
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const cut = setTimeout(() => server.closeAllConnections(), Math.max(0, limitMs - lingerMs));
  await closed;
  clearInterval(sweep);
  clearTimeout(cut);
}
