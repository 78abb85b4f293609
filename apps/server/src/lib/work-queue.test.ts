import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error.ts';
import { createWorkQueue } from './work-queue.ts';

/** A job that finishes when the test says so, and says when it has started. */
function job(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<string>((resolve) => (finish = () => resolve(name)));
  return { run: () => (started.push(name), done), finish };
}

describe('createWorkQueue', () => {
  it('runs at most `concurrency` jobs at once, the rest in arrival order', async () => {
    const run = createWorkQueue({ concurrency: 2, maxWaiting: 5 });
    const started: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => job(started, name));
    const results = jobs.map((j) => run(j.run));
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    jobs[1]!.finish();
    await results[1];
    await new Promise(setImmediate);
    expect(started).toEqual(['a', 'b', 'c']);
    for (const j of jobs) j.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses a job at once with 503 server_busy when the wait list is full, and takes work again once it drains', async () => {
    const run = createWorkQueue({ concurrency: 1, maxWaiting: 2 });
    const started: string[] = [];
    const jobs = ['a', 'b', 'c'].map((name) => job(started, name));
    const accepted = jobs.map((j) => run(j.run));
    const refused = await run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 503, code: 'server_busy', headers: { 'retry-after': '1' } });
    for (const j of jobs) j.finish();
    await Promise.all(accepted);
    expect(await run(async () => 'later')).toBe('later');
  });

  it('frees the slot when a job fails', async () => {
    const run = createWorkQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await run(async () => 'next')).toBe('next');
  });
});
