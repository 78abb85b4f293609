import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../testing/spawn-server-for-test.ts';
import { freePort } from '../testing/free-port-for-test.ts';
import { postgresRun } from '../testing/postgres-run.ts';

const ensurePrometheus = fileURLToPath(new URL('../../../../scripts/ensure-prometheus.sh', import.meta.url));
let dir: string;
let server: SpawnedServer;
let metricsPort: number;
let prometheus: ChildProcess | undefined;

describe.skipIf(postgresRun)('GET /metrics on METRICS_PORT', () => {
  beforeAll(async () => {
    const installed = spawnSync('bash', [ensurePrometheus], { stdio: 'inherit' });
    if (installed.status !== 0) throw new Error('could not install Debian’s prometheus (scripts/ensure-prometheus.sh)');
    dir = await mkdtemp(path.join(tmpdir(), 'selecta-prometheus-'));
    metricsPort = await freePort();
    server = await spawnServer({ DATA_DIR: path.join(dir, 'data'), METRICS_PORT: String(metricsPort) });
  }, 600_000);
  afterAll(async () => {
    prometheus?.kill('SIGKILL');
    await server?.kill('SIGTERM');
    await rm(dir, { recursive: true, force: true });
  });

  it('is served there alone, and promtool finds nothing wrong with it', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    // On the main port /metrics is only the website's catch-all.
    expect((await fetch(`${server.url}/metrics`)).headers.get('content-type')).not.toContain('version=0.0.4');
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(text).toContain('selecta_http_requests_total{method="GET",route="/healthz",status="200"} 1');
    const check = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    // It parses, and the only findings are prom-client's own three gauges named `…_total` (its default metrics).
    const findings = `${check.stdout}${check.stderr}`.trim().split('\n').filter(Boolean);
    expect(findings.length).toBeGreaterThan(0);
    for (const finding of findings) expect(finding).toMatch(/^selecta_nodejs_active_(handles|requests|resources)_total non-counter metrics should not have "_total" suffix$/);
    const ours = spawnSync('promtool', ['check', 'metrics'], { input: text.split('\n').filter((line) => !/selecta_nodejs_active_\w+_total/.test(line)).join('\n'), encoding: 'utf8' });
    expect(`${ours.stdout}${ours.stderr}`.trim()).toBe('');
    expect(ours.status).toBe(0);
  });

  it('is scraped by a real Prometheus, whose API then answers the series', async () => {
    const webPort = await freePort();
    const config = path.join(dir, 'prometheus.yml');
    await writeFile(config, `global:\n  scrape_interval: 1s\nscrape_configs:\n  - job_name: selecta\n    static_configs:\n      - targets: ['127.0.0.1:${metricsPort}']\n`);
    prometheus = spawn('prometheus', [`--config.file=${config}`, `--storage.tsdb.path=${path.join(dir, 'tsdb')}`, `--web.listen-address=127.0.0.1:${webPort}`], { stdio: 'ignore' });
    const query = async (promql: string) => {
      const res = await fetch(`http://127.0.0.1:${webPort}/api/v1/query?query=${encodeURIComponent(promql)}`).catch(() => undefined);
      if (!res?.ok) return [];
      return ((await res.json()) as { data: { result: { metric: Record<string, string>; value: [number, string] }[] } }).data.result;
    };
    await expect.poll(() => query('up{job="selecta"}'), { timeout: 60_000, interval: 500 }).toEqual([expect.objectContaining({ value: [expect.any(Number), '1'] })]);
    const series = await query('selecta_http_requests_total{route="/healthz"}');
    expect(series).toEqual([expect.objectContaining({ metric: expect.objectContaining({ method: 'GET', status: '200', job: 'selecta' }), value: [expect.any(Number), '1'] })]);
    expect(await query('selecta_ready')).toEqual([expect.objectContaining({ value: [expect.any(Number), '1'] })]);
  }, 90_000);
});
