import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** The server's package, where `src/index.ts` runs from, and the project's own Node (the version it is built for). */
export const serverDir = fileURLToPath(new URL('../..', import.meta.url));
export const node = fileURLToPath(new URL('../../../../node_modules/.bin/node', import.meta.url));

export interface SpawnedServer {
  url: string;
  process: ChildProcess;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** `src/index.ts` in a child process (through tsx) on a free port, ready when it says so. */
export async function spawnServer(env: Record<string, string>): Promise<SpawnedServer> {
  const child = spawn(node, ['--import', 'tsx', 'src/index.ts'], {
    cwd: serverDir,
    // eslint-disable-next-line no-restricted-properties -- the child needs PATH and nothing else from ours
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', LOG_LEVEL: 'info', PORT: '0', ALLOW_TEST_CHECKOUT: 'true', ALLOW_OUTBOX_MAIL: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const entry = JSON.parse(line) as { port?: number; msg?: string };
      if (entry.port && entry.msg?.startsWith('Selecta is running')) resolve(entry.port);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening: ${stderr}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
