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
 * Stops taking connections and closes `server` once its connections have ended; cut at `limitMs`. Idle kept-alive
 * connections are closed at once and swept while the busy ones finish (their answers say `Connection: close`). The
 * drain calls this only after SHUTDOWN_DELAY_MS, by when proxies have stopped sending here: closing an idle
 * connection while a proxy writes its next request onto it would lose that request (decision 048).
 */
export async function closeServer(server: Server, limitMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const cut = setTimeout(() => server.closeAllConnections(), limitMs);
  await closed;
  clearInterval(sweep);
  clearTimeout(cut);
}
