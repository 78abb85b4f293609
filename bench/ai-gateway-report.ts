// What bench:ai prints: each level's figures, the gateway beside the floor (hono + AI SDK) and a bare relay measured in
// the same rounds, and the targets (issues 5 and 24; decision 050's budget).
type Figures = { ttftP50: number; ttftP99: number; cpuPerRun: number };
export type Row = { concurrency: number; samples: number; failed: number; lastP50: number; directTtftP50: number; dbPerRun: number; dbRoundTripP50?: number; admissionP50?: number; peakMb: number; gateway: Figures; floor: Figures; relay: Figures };

const f = (n: number) => n.toFixed(2).padStart(7);
// A ratio to an added time under a millisecond says nothing: at one stream the floor's added p99 can be 0 or below
// (each figure is the target minus the direct call's), which printed ratios such as -1737×.
const x = (a: number, b: number) => (b < 1 ? '—' : `${(a / b).toFixed(2)}×`).padStart(8);
const level = (n: number) => String(n).padStart(7);

export function printRows(rows: Row[], about: { firstTokenDelayMs: number; fromSource: boolean; database: string; peakMb: number }) {
  console.log(`\nAI gateway overhead (${about.fromSource ? 'sources through tsx' : 'built server'}, ${about.database}, LOG_LEVEL=info, metrics on; provider double with a ${about.firstTokenDelayMs} ms first-token delay; added = target minus direct, ms)`);
  console.log('streams  samples  failed  TTFT p50  TTFT p99  last p50   direct TTFT p50  server CPU/run  + database  peak MB');
  for (const r of rows) console.log(`${level(r.concurrency)}  ${String(r.samples).padStart(7)}  ${String(r.failed).padStart(6)}  ${f(r.gateway.ttftP50)}   ${f(r.gateway.ttftP99)}  ${f(r.lastP50)}   ${f(r.directTtftP50)}          ${f(r.gateway.cpuPerRun)}     ${f(r.dbPerRun)}     ${r.peakMb.toFixed(0).padStart(4)}`);
  console.log(`server peak memory (VmHWM): ${about.peakMb.toFixed(0)} MB`);
  console.log('\nthe same rounds through the floor (hono + AI SDK) and a bare Node relay, and the gateway against the floor');
  console.log('streams  floor TTFT p50  p99    CPU/run   relay TTFT p50  p99    CPU/run   gateway−floor: TTFT p50  CPU/run   gateway/floor: TTFT p99');
  for (const { concurrency, gateway: g, floor: fl, relay: r } of rows) {
    console.log(`${level(concurrency)}  ${f(fl.ttftP50)}  ${f(fl.ttftP99)}  ${f(fl.cpuPerRun)}   ${f(r.ttftP50)}  ${f(r.ttftP99)}  ${f(r.cpuPerRun)}          ${f(g.ttftP50 - fl.ttftP50)}  ${f(g.cpuPerRun - fl.cpuPerRun)}          ${x(g.ttftP99, fl.ttftP99)}`);
  }
}

const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

/** The targets; with `only`, those that level can judge. */
export function printBudget(rows: Row[], peakMb: number, only?: number) {
  const at = (n: number) => rows.find((r) => r.concurrency === n);
  const [one, fifty, twoHundred] = [at(1), at(50), at(200)];
  console.log('\ntargets:');
  if (one) {
    console.log(`  one stream, TTFT p50 above the floor's ≤ 1 ms (decision 050): ${(one.gateway.ttftP50 - one.floor.ttftP50).toFixed(2)} ms ${verdict(one.gateway.ttftP50 - one.floor.ttftP50 <= 1)}`);
    if (one.dbRoundTripP50 !== undefined) console.log(`    for scale, this machine's round trip to the idle database (select 1 from the bench, p50): ${one.dbRoundTripP50.toFixed(2)} ms`);
    if (one.admissionP50 !== undefined) console.log(`    and the admission's statement alone, one Free run sent from the bench as the server sends it (p50): ${one.admissionP50.toFixed(2)} ms`);
    console.log(`  added TTFT p50, 1 stream ≤ 1.5 ms (issue 5): ${one.gateway.ttftP50.toFixed(2)} ms ${verdict(one.gateway.ttftP50 <= 1.5)}`);
  }
  if (fifty) {
    const above = fifty.gateway.cpuPerRun - fifty.floor.cpuPerRun;
    console.log(`  CPU per run above the floor's at 50 streams ≤ 0.3 ms (decision 050): ${above.toFixed(2)} ms ${verdict(above <= 0.3)}`);
    console.log(`  added TTFT p99, 50 streams ≤ 1.5× the floor's (decision 050): ${(fifty.gateway.ttftP99 / fifty.floor.ttftP99).toFixed(2)}× ${verdict(fifty.gateway.ttftP99 <= 1.5 * fifty.floor.ttftP99)}`);
  }
  if (twoHundred) console.log(`  no failed request at 200 streams: ${twoHundred.failed} failed ${verdict(twoHundred.failed === 0)}`);
  if (!only) console.log(`  server memory < 300 MB: ${peakMb.toFixed(0)} MB ${verdict(peakMb < 300)}`);
}
