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
  child = fork(fileURLToPath(new URL('../../testing/memory-server-for-test.ts', import.meta.url)), [], {
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

/**
 * What a path cache would grow: the JS heap after a full GC. RSS is reported, not asserted: the allocator keeps or
 * returns pages as it likes (on a loaded machine it moved 6 MB while the heap shrank), so it fails green builds on
 * noise. A Map keyed by the 2,000-character paths grows the heap by ~2 KB a path (measured: 2,090 bytes, 44 → 64 →
 * 85 MB); the limit is 100 bytes a path, twenty times below.
 */
describe('memory under requests for random paths', () => {
  it('keeps no memory per path: the heap after a GC stays level over two rounds of 10,000 distinct paths', async () => {
    // Warm-up: JIT, sockets and buffers reach their working size; the baseline is the highest of three measures.
    const warm: Memory[] = [];
    for (let round = 0; round < 3; round++) {
      await requestRandomPaths(2_000);
      warm.push(await measure());
    }
    const base = Math.max(...warm.map((m) => m.heapUsed));
    const steps: Memory[] = [];
    for (let round = 0; round < 2; round++) {
      await requestRandomPaths(10_000);
      steps.push(await measure());
    }
    const [first, second] = steps as [Memory, Memory];
    const figures = `heap after GC ${mb(base)} → ${mb(first.heapUsed)} → ${mb(second.heapUsed)} MB (RSS ${mb(warm.at(-1)!.rss)} → ${mb(second.rss)} MB, not asserted)`;
    // Each round on its own, so growth that scales with the number of paths shows twice, and one GC's leftovers
    // cannot hide it by making the baseline high.
    const perPath = (from: number, to: number) => (to - from) / 10_000;
    expect(perPath(base, first.heapUsed), `bytes a path, first 10,000: ${figures}`).toBeLessThan(100);
    expect(perPath(Math.min(base, first.heapUsed), second.heapUsed), `bytes a path, next 10,000: ${figures}`).toBeLessThan(100);
  }, 300_000);
});
