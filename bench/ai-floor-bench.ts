// What any Node gateway adds on this machine, as context for `bench:ai`: time to first token through three relays that
// have none of our auth, validation, limits or database, minus the same measured directly against the provider double,
// in one run. `proxy`: Node's HTTP server piping bytes. `hono`: the same through hono. `sdk`: hono relaying the
// provider's answer through the AI SDK model, as the gateway does. Each in a process of its own; the two
// latency figures: p50 with one stream, p99 with 50.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const firstTokenDelayMs = 20;
const children: ChildProcess[] = [];
/** Starts one of this folder's scripts in a process of its own; resolves with the URL it then serves. */
function own(file: string, args: string[]): Promise<string> {
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), args, { execArgv: ['--import', 'tsx'] });
  children.push(child);
  return new Promise((resolve) => child.once('message', (url) => resolve(String(url))));
}
process.on('exit', () => children.forEach((child) => child.kill()));

const provider = await own('./ai-provider-double.ts', [String(firstTokenDelayMs)]);
const relays = { proxy: await own('./ai-floor-relays.ts', ['proxy', provider]), hono: await own('./ai-floor-relays.ts', ['hono', provider]), sdk: await own('./ai-floor-relays.ts', ['sdk', provider]) };

/** Milliseconds to the first token of one streamed answer. */
async function firstToken(url: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ model: 'bench', stream: true, messages: [{ role: 'user', content: 'hi' }] }) });
  const decoder = new TextDecoder();
  let first = 0;
  for await (const chunk of res.body!) if (!first && /"content":"[^"]|event: delta/.test(decoder.decode(chunk as Uint8Array))) first = performance.now() - start;
  if (!first) throw new Error(`no token from ${url}`);
  return first;
}

const targets = { direct: `${provider}/v1/chat/completions`, proxy: relays.proxy, hono: `${relays.hono}/run`, sdk: `${relays.sdk}/run` };
const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

/** First-token times per target, `streams` at once, targets taken in turn so that the machine's drift touches all. */
async function measure(streams: number, rounds: number, warmup: number) {
  const times = Object.fromEntries(Object.keys(targets).map((name) => [name, [] as number[]]));
  for (let round = 0; round < warmup + rounds; round++) {
    for (const [name, url] of Object.entries(targets)) {
      const results = await Promise.all(Array.from({ length: streams }, () => firstToken(url)));
      if (round >= warmup) times[name]!.push(...results);
    }
  }
  return times;
}

const levels = [
  { streams: 1, p: 50, times: await measure(1, 1000, 400) },
  { streams: 50, p: 99, times: await measure(50, 20, 8) },
];
console.log(`\nAdded time to first token (provider double with a ${firstTokenDelayMs} ms first-token delay; relay minus direct, ms)`);
console.log('streams  pct   direct    proxy     hono      sdk');
for (const { streams, p, times } of levels) {
  const direct = pct(times.direct!, p);
  const added = (['proxy', 'hono', 'sdk'] as const).map((name) => (pct(times[name]!, p) - direct).toFixed(2).padStart(8));
  console.log(`${String(streams).padStart(7)}  p${p}  ${direct.toFixed(2).padStart(7)}  ${added.join(' ')}`);
}
process.exit(0);
