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
 * Closes `server` once its connections have ended; cut at `limitMs`. New connections are refused at once, but kept-alive
 * connections stay open for `lingerMs` (answers on them say `Connection: close`): a proxy may be writing its next
 * request onto an idle one at the instant we would close it, and a POST lost that way is a 502 it does not retry. By
 * then its health check has seen `/readyz` answer 503, and idle connections are closed as they appear.
 */
export async function closeServer(server: Server, limitMs: number, lingerMs = 0): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  let sweep: NodeJS.Timeout | undefined;
  const startSweeping = () => {
    server.closeIdleConnections();
    sweep = setInterval(() => server.closeIdleConnections(), 100);
  };
  const linger = setTimeout(startSweeping, lingerMs);
  const cut = setTimeout(() => server.closeAllConnections(), limitMs);
  await closed;
  clearTimeout(linger);
  clearInterval(sweep);
  clearTimeout(cut);
}
