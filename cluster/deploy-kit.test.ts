// The deployment kit (deploy/): what can be checked without a container engine or a Kubernetes cluster. The image
// itself was built and run with podman (decision 034); this keeps the files consistent with the server and each other.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { caddyfile } from './support/caddy.ts';
import { chartTemplates, valuePaths } from './support/chart-shape.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const selfHosting = read('docs/self-hosting.md');
/** Variables the operator's guide documents (its configuration table's first column). */
const documented = new Set([...selfHosting.matchAll(/^\| (`[^|]+)\|/gm)].flatMap((row) => [...row[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!)));
const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

describe('Dockerfile', () => {
  const lines = read('deploy/Dockerfile').split('\n');
  const stages = lines.filter((l) => l.startsWith('FROM '));
  const last = lines.slice(lines.lastIndexOf(stages.at(-1)!));

  it('builds in stages from Node 24 and runs the bundle as the unprivileged node user, with a readiness health check', () => {
    expect(lines).toContain('ARG NODE_IMAGE=node:24-bookworm-slim');
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(last).toContain('USER node');
    expect(last.join('\n')).toMatch(/HEALTHCHECK[^\n]*\n[^\n]*\/readyz/);
    expect(last).toContain('CMD ["node", "--max-semi-space-size=32", "apps/server/dist/index.js"]');
  });

  it('starts Node with the young generation of decision 050 wherever the server runs as in production', () => {
    const flag = '--max-semi-space-size=32';
    expect(JSON.parse(read('package.json')).scripts.serve).toBe(`node ${flag} apps/server/dist/index.js`);
    expect(JSON.parse(read('apps/server/package.json')).scripts.start).toBe(`node ${flag} dist/index.js`);
    // The cluster's replicas and bench:ai run the bundle as the image does.
    for (const file of ['cluster/support/replicas.ts', 'bench/ai-bench-server.ts']) expect(read(file), file).toContain(`'${flag}'`);
  });

  it("copies every workspace's package.json before `npm ci` (a new workspace would break the install)", () => {
    const workspaces: string[] = JSON.parse(read('package.json')).workspaces;
    const folders = workspaces.flatMap((w) => (w.endsWith('/*') ? readdirSync(path.join(root, w.slice(0, -2))).map((d) => `${w.slice(0, -2)}/${d}`) : [w]));
    for (const folder of folders) expect(lines, folder).toContain(`COPY --from=build /src/${folder}/package.json ${folder}/`);
  });
});

describe('compose.yaml and Caddyfile', () => {
  const compose = parse(read('deploy/compose.yaml'), { merge: true });
  const caddy = read('deploy/Caddyfile');

  it('runs two replicas on the compose PostgreSQL once it is healthy, with a stop grace longer than the drain', () => {
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['postgres', 'selecta-1', 'selecta-2', 'caddy']));
    for (const name of ['selecta-1', 'selecta-2']) {
      const service = compose.services[name];
      expect(service.environment.DATABASE_URL).toMatch(/^postgres:\/\/selecta:.*@postgres:5432\/selecta$/);
      expect(service.depends_on.postgres.condition).toBe('service_healthy');
      expect(Number.parseInt(service.stop_grace_period, 10) * 1000).toBeGreaterThan(30_000);
      expect(service.build.dockerfile).toBe('deploy/Dockerfile');
    }
    expect(compose.services.caddy.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
  });

  it('sends Caddy to exactly those replicas, with no buffering and /readyz as the health check', () => {
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(caddy)![1]!.trim().split(/\s+/);
    expect(upstreams).toEqual(['selecta-1:3000', 'selecta-2:3000']);
    for (const file of [caddy, caddyfile(8080, ['a:1'], '/readyz')]) {
      expect(file).toMatch(/flush_interval -1/);
      expect(file).toMatch(/health_uri \/readyz/);
      // Reads whose answer was lost are retried on another replica (refused connections always are).
      expect(file).toMatch(/lb_retry_match \{\s*method GET HEAD OPTIONS\s*\}/);
    }
    // A compressor holds an answer stream's bytes back: only listed types are compressed, never text/event-stream.
    expect(/encode \{[\s\S]*?\n\t\}/.exec(caddy)![0]).not.toMatch(/text\/\*|event-stream/);
  });

  it('documents every variable of the .env template and the compose file', () => {
    const template = [...read('deploy/.env.example').matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!);
    const used = [...read('deploy/compose.yaml').matchAll(/\$\{([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!);
    for (const name of used) expect(template, `${name} is used in compose.yaml`).toContain(name);
    for (const name of template) expect(documented.has(name), `${name} in docs/self-hosting.md`).toBe(true);
  });

  it.skipIf(!has('caddy'))('is a Caddyfile Caddy accepts', () => {
    const result = spawnSync('caddy', ['validate', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'], { cwd: root, encoding: 'utf8', env: { ...process.env, SELECTA_DOMAIN: 'selecta.example.com', SELECTA_TLS: 'internal', XDG_DATA_HOME: '/tmp', XDG_CONFIG_HOME: '/tmp' } });
    expect(result.stdout + result.stderr).toContain('Valid configuration');
    expect(result.status).toBe(0);
  });
});

describe('Helm chart', () => {
  const chart = 'deploy/helm/selecta';
  const values = parse(read(`${chart}/values.yaml`));
  const templates = chartTemplates(path.join(root, chart));

  it('refers only to values that exist and helpers that are defined, with balanced blocks', () => {
    expect(parse(read(`${chart}/Chart.yaml`))).toMatchObject({ apiVersion: 'v2', name: 'selecta' });
    for (const t of templates) {
      expect(t.problems, t.file).toEqual([]);
      for (const p of valuePaths(t.text)) expect(p.split('.').reduce((v, key) => v?.[key], values), `${t.file}: .Values.${p}`).not.toBeUndefined();
    }
  });

  it('probes /readyz and /livez, drains with a preStop wait inside the grace period, rolls out one ready pod at a time', () => {
    const deployment = templates.find((t) => t.file === 'deployment.yaml')!.shape;
    const container = deployment.spec.template.spec.containers[0];
    expect(container.readinessProbe.httpGet.path).toBe('/readyz');
    expect(container.livenessProbe.httpGet.path).toBe('/livez');
    expect(container.lifecycle.preStop.exec.command[0]).toBe('sleep');
    expect(deployment.spec.strategy.rollingUpdate).toEqual({ maxSurge: 1, maxUnavailable: 0 });
    expect(deployment.spec.template.spec.securityContext.runAsNonRoot).toBe(true);
    expect(templates.find((t) => t.file === 'deployment.yaml')!.text).toContain('terminationGracePeriodSeconds: {{ add .Values.preStopSeconds .Values.shutdownGraceSeconds 10 }}');
  });

  it('takes secrets by reference to an existing Secret, never as values', () => {
    const env = templates.find((t) => t.file === 'deployment.yaml')!.shape.spec.template.spec.containers[0].env as { valueFrom?: { secretKeyRef?: { optional?: boolean } } }[];
    expect(env.filter((e) => e.valueFrom?.secretKeyRef).length).toBe(2);
    expect(values.secretKeys.required).toEqual(['DATABASE_URL', 'AUTH_JWT_KEY', 'SECRETS_KEY']);
    for (const name of [...values.secretKeys.required, ...values.secretKeys.optional, ...Object.keys(values.env)]) {
      expect(documented.has(name), `${name} in docs/self-hosting.md`).toBe(true);
      expect(values.secretKeys.required.includes(name) || values.secretKeys.optional.includes(name) || !/KEY|SECRET|PASSWORD|DATABASE_URL|SMTP_URL/.test(name), `${name} is a secret`).toBe(true);
    }
  });

  it('scales on CPU with a slow scale-in, keeps one pod through disruptions', () => {
    const hpa = templates.find((t) => t.file === 'hpa.yaml')!.shape;
    expect(hpa).toMatchObject({ apiVersion: 'autoscaling/v2', kind: 'HorizontalPodAutoscaler' });
    expect(templates.find((t) => t.file === 'pdb.yaml')!.shape.kind).toBe('PodDisruptionBudget');
  });
});

describe('monitoring', () => {
  const dashboard = JSON.parse(read('deploy/monitoring/selecta-dashboard.json'));
  it("charts only metrics that docs/metrics.md lists (or prom-client's process and Node.js ones)", () => {
    const metricsDoc = read('docs/metrics.md');
    const panels = dashboard.panels.filter((p: { type: string }) => p.type !== 'row');
    expect(new Set(dashboard.panels.map((p: { id: number }) => p.id)).size).toBe(dashboard.panels.length);
    const names = new Set<string>(panels.flatMap((p: { targets: { expr: string }[] }) => p.targets.flatMap((t) => t.expr.match(/selecta_[a-z_]+/g) ?? [])));
    expect(names.size).toBeGreaterThan(15);
    for (const name of names) {
      if (/^selecta_(process|nodejs)_/.test(name)) continue;
      expect(metricsDoc, name).toContain(`\`${name.replace(/_(bucket|sum|count)$/, '')}\``);
    }
  });

  it.skipIf(!has('promtool'))('has alert rules and a scrape configuration promtool accepts', () => {
    const rules = spawnSync('promtool', ['check', 'rules', 'deploy/monitoring/alerts.yml'], { cwd: root, encoding: 'utf8' });
    expect(rules.stdout + rules.stderr).toContain('SUCCESS: 6 rules found');
    const config = parse(read('deploy/monitoring/prometheus.yml'));
    expect(config.scrape_configs[0].static_configs[0].targets).toEqual(['selecta-1:9464', 'selecta-2:9464']);
  });
});

describe('migrations', () => {
  it('only add (no drop, rename or type change), so old replicas keep working during a rolling update', () => {
    const dir = path.join(root, 'apps/server/src/db/migrations');
    const domains = readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    const files = domains.flatMap((domain) => readdirSync(path.join(dir, domain)).filter((f) => f.endsWith('.sql')).map((f) => path.join(domain, f)));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) expect(readFileSync(path.join(dir, file), 'utf8'), file).not.toMatch(/\bdrop\s+(table|column)\b|\brename\b|alter\s+column\s+"?\w+"?\s+(set\s+data\s+)?type\b/i);
  });
});
