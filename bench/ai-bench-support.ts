// What the two AI benchmarks share: their own processes, timing a streamed answer, percentiles.
import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const children: ChildProcess[] = [];
/** Ends the processes `startOwn` started (they would also keep this one alive). */
export const stopOwn = () => children.splice(0).forEach((child) => child.kill());
process.on('exit', stopOwn);

/**
 * Starts one of this folder's scripts in a process of its own; resolves with the URL it then serves and its pid.
 * `profileDir`: the process writes its CPU profile there when it is stopped (the floor's, beside the server's);
 * `nodeFlags`: Node's flags for it (the server's, to see what they give the floor).
 */
export function startOwn(file: string, args: string[], { profileDir, nodeFlags = [] }: { profileDir?: string; nodeFlags?: string[] } = {}): Promise<{ url: string; pid: number }> {
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${path.basename(file, '.ts')}-${args[0]}.cpuprofile`] : [];
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), args, { execArgv: ['--import', 'tsx', ...profile, ...nodeFlags] });
  children.push(child);
  return new Promise((resolve) => child.once('message', (url) => resolve({ url: String(url), pid: child.pid! })));
}

/** A process's CPU time so far (user + system), in ms: /proc's clock ticks are 10 ms each. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Milliseconds to the first and the last token of one streamed answer, or null when it failed. */
export async function timeStream(url: string, init: RequestInit, isToken: (chunk: string) => boolean): Promise<{ first: number; last: number } | null> {
  const start = performance.now();
  const res = await fetch(url, init);
  if (!res.ok || !res.body) return null;
  let first = 0;
  const decoder = new TextDecoder();
  for await (const chunk of res.body) {
    if (!first && isToken(decoder.decode(chunk as Uint8Array))) first = performance.now() - start;
  }
  return first ? { first, last: performance.now() - start } : null;
}

/** A new user of the server at `base` (its embedded sign-up, a Free plan): the access token it answers. */
export async function signUp(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/auth/v1/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'bench-password-1' }) });
  return ((await res.json()) as { access_token: string }).access_token;
}

/** The p-th percentile (0–100) of the values. */
export function pct(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
