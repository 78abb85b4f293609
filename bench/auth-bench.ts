// `npm run bench:auth`: requests/s of GET /auth/v1/user, refresh and sign-in against a bare Hono route
// served by the same server process (a child, so the load generator does not share its event loop).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const child = spawn(process.execPath, ['--import', 'tsx', 'auth-server.ts'], { cwd: import.meta.dirname, stdio: ['ignore', 'pipe', 'inherit'] });
process.on('exit', () => child.kill('SIGKILL'));
let base = '';
const port = await new Promise<number>((resolve) => {
  createInterface({ input: child.stdout }).on('line', (line) => {
    const message = JSON.parse(line) as { port?: number; msg?: string };
    // Only start-up lines are shown; requests cut off when the server stops at the end are not news.
    if (message.port) resolve(message.port);
    else if (!base) console.log(`server: ${message.msg ?? line}`);
  });
});
base = `http://127.0.0.1:${port}`;
const headers = { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };
const peakRssMb = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
type Session = { access_token: string; refresh_token: string };
const post = async (path: string, body: unknown) =>
  (await (await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json()) as Session;

const email = 'bench@example.com';
const password = 'benchmark password';
const session = await post('/auth/v1/signup', { email, password });
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
console.log(`server memory after start: ${rssMb().toFixed(0)} MB (peak ${peakRssMb().toFixed(0)} MB)`);

function run(name: string, path: string, options: Partial<autocannon.Options> = {}) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url: `${base}${path}`, duration, connections: 10, ...options }, (error, result) => {
      if (error) reject(error);
      else {
        console.log(`${name.padEnd(14)} ${Math.round(result.requests.average).toString().padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  non-2xx ${result.non2xx} errors ${result.errors}`);
        console.log(`  server memory ${rssMb().toFixed(0)} MB, peak ${peakRssMb().toFixed(0)} MB`);
        resolve(result);
      }
    });
  });
}

const bare = await run('bare route', '/bare');
const user = await run('GET /user', '/auth/v1/user', { headers: { authorization: `Bearer ${session.access_token}` } });

// Rotation chains: every request takes a live refresh token from the queue, every answer puts its successor back.
const queue = (await Promise.all(Array.from({ length: 10 }, () => post('/auth/v1/token?grant_type=password', { email, password })))).map(
  (s) => s.refresh_token,
);
const refresh = await run('refresh', '/auth/v1/token?grant_type=refresh_token', {
  method: 'POST',
  headers,
  requests: [
    {
      setupRequest: (request) => ({ ...request, body: JSON.stringify({ refresh_token: queue.shift() }) }),
      onResponse: (status, body) => {
        if (status === 200) queue.push((JSON.parse(body) as Session).refresh_token);
      },
    },
  ],
});
// Peak memory of the sign-in burst alone: reset the kernel's high-water mark first.
writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
const signIn = await run('sign-in (20)', '/auth/v1/token?grant_type=password', {
  connections: 20,
  method: 'POST',
  headers,
  body: JSON.stringify({ email, password }),
});
const peak = peakRssMb();
const exited = new Promise((resolve) => child.once('exit', resolve));
child.kill('SIGTERM');
await exited;

const ratio = (r: autocannon.Result) => `${((100 * r.requests.average) / bare.requests.average).toFixed(1)}% of bare`;
const checks = [
  [`GET /user ${Math.round(user.requests.average)}/s (${ratio(user)})`, user.requests.average >= 3000 && user.requests.average >= 0.25 * bare.requests.average],
  [`refresh ${Math.round(refresh.requests.average)}/s (${ratio(refresh)})`, refresh.requests.average >= 1000],
  [`sign-in p50 ${signIn.latency.p50} ms with 20 concurrent (${Math.round(signIn.requests.average)}/s)`, signIn.latency.p50 < 100],
  [`server peak memory ${peak.toFixed(0)} MB`, peak < 300],
] as const;
console.log('\nTargets: GET /user >= 3000/s and >= 25% of bare; refresh >= 1000/s; sign-in p50 < 100 ms; peak < 300 MB');
for (const [text, ok] of checks) console.log(`${ok ? 'PASS' : 'MISS'}  ${text}`);
