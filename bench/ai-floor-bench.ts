// What any Node gateway adds on this machine, as context for `bench:ai`: time to first token through three relays that
// have none of our auth, validation, limits or database, minus the same measured directly against the provider double,
// in one run. `proxy`: Node's HTTP server piping bytes. `hono`: the same through hono. `sdk`: hono relaying the
// provider's answer through the AI SDK model, as the gateway does. Each in a process of its own; the two
// latency figures (p50 with one stream, p99 with 50) and each relay's CPU per run (from /proc, 10 ms ticks).
import { cpuMs, pct, startOwn, timeStream } from './ai-bench-support.ts';

const firstTokenDelayMs = 20;
const provider = (await startOwn('./ai-provider-double.ts', [String(firstTokenDelayMs)])).url;
const relays = { proxy: await startOwn('./ai-floor-relays.ts', ['proxy', provider]), hono: await startOwn('./ai-floor-relays.ts', ['hono', provider]), sdk: await startOwn('./ai-floor-relays.ts', ['sdk', provider]) };
type Relay = keyof typeof relays;
const relayNames = Object.keys(relays) as Relay[];

/** Milliseconds to the first token of one streamed answer. */
async function firstToken(url: string): Promise<number> {
  const body = JSON.stringify({ model: 'bench', stream: true, messages: [{ role: 'user', content: 'hi' }] });
  const timed = await timeStream(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body }, (chunk) => /"content":"[^"]|event: delta/.test(chunk));
  if (!timed) throw new Error(`no token from ${url}`);
  return timed.first;
}

const targets = { direct: `${provider}/v1/chat/completions`, proxy: relays.proxy.url, hono: `${relays.hono.url}/run`, sdk: `${relays.sdk.url}/run` };

/** First-token times per target, `streams` at once, targets taken in turn so that the machine's drift touches all. */
async function measure(streams: number, rounds: number, warmup: number) {
  const times = Object.fromEntries(Object.keys(targets).map((name) => [name, [] as number[]]));
  const cpu = Object.fromEntries(relayNames.map((name) => [name, 0]));
  for (let round = 0; round < warmup + rounds; round++) {
    for (const [name, url] of Object.entries(targets)) {
      const relay = relays[name as Relay] as (typeof relays)[Relay] | undefined;
      const before = relay ? cpuMs(relay.pid) : 0;
      const results = await Promise.all(Array.from({ length: streams }, () => firstToken(url)));
      if (round < warmup) continue;
      times[name]!.push(...results);
      if (relay) cpu[name] = cpu[name]! + cpuMs(relay.pid) - before;
    }
  }
  return { times, cpuPerRun: (name: Relay) => cpu[name]! / (streams * rounds) };
}

const levels = [
  { streams: 1, p: 50, ...(await measure(1, 1000, 400)) },
  { streams: 50, p: 99, ...(await measure(50, 20, 8)) },
];
console.log(`\nAdded time to first token (provider double with a ${firstTokenDelayMs} ms first-token delay; relay minus direct, ms), and each relay's CPU per run (ms)`);
console.log('streams  pct   direct    proxy     hono      sdk   CPU/run: proxy   hono    sdk');
for (const { streams, p, times, cpuPerRun } of levels) {
  const direct = pct(times.direct!, p);
  const added = relayNames.map((name) => (pct(times[name]!, p) - direct).toFixed(2).padStart(8));
  const cpu = relayNames.map((name) => cpuPerRun(name).toFixed(2).padStart(6));
  console.log(`${String(streams).padStart(7)}  p${p}  ${direct.toFixed(2).padStart(7)}  ${added.join(' ')}           ${cpu.join(' ')}`);
}
process.exit(0);
