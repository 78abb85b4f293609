// What any Node gateway adds on this machine, as context for `bench:ai`: time to first token through three relays that
// have none of our auth, validation, limits or database, minus the same measured directly against the provider double,
// in one run. `proxy`: Node's HTTP server piping bytes. `hono`: the same through hono. `sdk`: hono relaying the
// provider's answer through the AI SDK model, as the gateway does. One stream at a time, each process on its own.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const firstTokenDelayMs = 20;
const spawnOwn = (file: string, args: string[]) => fork(fileURLToPath(new URL(file, import.meta.url)), args, { execArgv: ['--import', 'tsx'] });
const started = (child: ChildProcess) => new Promise<string>((resolve) => child.once('message', (url) => resolve(String(url))));
const children: ChildProcess[] = [];
const own = (file: string, args: string[]) => {
  const child = spawnOwn(file, args);
  children.push(child);
  return started(child);
};
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
const times = Object.fromEntries(Object.keys(targets).map((name) => [name, [] as number[]]));
// Taken in turn, so that the machine's drift touches every target alike; the first 400 rounds warm up.
for (let round = 0; round < 1400; round++) {
  for (const [name, url] of Object.entries(targets)) {
    const ms = await firstToken(url);
    if (round >= 400) times[name]!.push(ms);
  }
}
const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const direct = p50(times.direct!);
console.log(`\nAdded time to first token, 1 stream, p50 (provider double with a ${firstTokenDelayMs} ms first-token delay; direct p50 ${direct.toFixed(2)} ms)`);
for (const name of ['proxy', 'hono', 'sdk'] as const) console.log(`  ${name.padEnd(6)} ${(p50(times[name]!) - direct).toFixed(2)} ms`);
process.exit(0);
