import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Memory {
  rss: number;
  heapUsed: number;
}

let child: ChildProcess;
let base: string;
beforeAll(async () => {
  child = fork(fileURLToPath(new URL('./memory-server-for-test.ts', import.meta.url)), [], {
    // A fixed young generation: V8 grows and shrinks it by tens of MB with the request rate, which RSS would show.
    execArgv: ['--import', 'tsx', '--expose-gc', '--min-semi-space-size=1', '--max-semi-space-size=1'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)));
  });
  base = `http://127.0.0.1:${port}`;
}, 120_000);
afterAll(() => void child.kill());

function measure(): Promise<Memory> {
  return new Promise((resolve) => {
    child.once('message', (message) => resolve(message as Memory));
    child.send('measure');
  });
}

/** `count` GETs for distinct random paths, 16 at a time; each answer must be the HTML not-found page. */
async function requestRandomPaths(count: number) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      // Long, distinct, never repeated: any per-path memory would show as megabytes.
      const res = await fetch(`${base}/en/${randomBytes(1000).toString('hex')}`, { headers: { 'accept-encoding': 'identity' } });
      expect(res.status).toBe(404);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

describe('memory under requests for random paths', () => {
  it('stays within a few MB after 20,000 distinct paths (the process, measured after a GC)', async () => {
    // Warm-up: JIT, sockets and buffers reach their working size; the baseline is the highest of three measures.
    const warm: Memory[] = [];
    for (let round = 0; round < 3; round++) {
      await requestRandomPaths(2_000);
      warm.push(await measure());
    }
    const before = { rss: Math.max(...warm.map((m) => m.rss)), heapUsed: Math.max(...warm.map((m) => m.heapUsed)) };
    await requestRandomPaths(20_000);
    const after = await measure();
    const figures = `RSS ${mb(before.rss)} → ${mb(after.rss)} MB, heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)} MB`;
    // Each path is 2,000 characters: remembering every one would add about 40 MB.
    expect(after.heapUsed - before.heapUsed, figures).toBeLessThan(2 * 1024 * 1024);
    expect(after.rss - before.rss, figures).toBeLessThan(4 * 1024 * 1024);
  }, 300_000);
});
