// `npm test`: every check. Each step prints its own output; the closing line sums up every test that ran.
// `npm test -- <step-prefix>` runs the steps whose name starts with it (e.g. `npm test -- e2e`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = '.tmp/test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const vitestJson = (name: string) => `--reporter=default --reporter=json --outputFile.json=${reports}/${name}.json`;

interface Step {
  name: string;
  command: string;
  env?: Record<string, string>;
  report?: { file: string; kind: 'vitest' | 'playwright' };
}

/**
 * The server's suite runs once, on PostgreSQL: production's database and the embedded default's (decision 052). The
 * PGlite step (no TEST_DATABASE_URL) takes the files that start the embedded databases or servers on them themselves
 * (they skip the PostgreSQL run, which would only repeat them) and a slice of the suite that covers each kind of
 * statement the server makes on PGlite, the fallback where PostgreSQL's binaries cannot run: the batched admission,
 * billing's webhooks and races, teams, the audit log, SCIM, two-step verification, usage and account deletion.
 */
const embeddedRuns = ['src/ops/drain.test.ts', 'src/ops/start-errors.test.ts', 'src/ops/prometheus-scrape.test.ts', 'src/db/embedded-fallback.test.ts', 'src/db/embedded-postgres.test.ts'];
const pgliteSlice = [
  'src/ai/admission-batch.test.ts',
  'src/routes/ai/ai-admit-first.test.ts',
  'src/billing/webhook.test.ts',
  'src/billing/concurrency.test.ts',
  'src/teams/team-lifecycle.test.ts',
  'src/audit/audit-log.test.ts',
  'src/scim/deprovision.test.ts',
  'src/auth/mfa/factors.test.ts',
  'src/usage/usage-writer.test.ts',
  'src/account/delete-account.test.ts',
];
// Vitest passes over a filter that matches no file, so a renamed file would drop out of its step silently.
const serverFiles = (files: string[]) => {
  const paths = files.map((file) => `apps/server/${file}`);
  const missing = paths.filter((file) => !existsSync(file));
  if (missing.length) throw new Error(`scripts/test.ts lists server test files that are not there: ${missing.join(', ')}`);
  return paths.join(' ');
};

const steps: Step[] = [
  { name: 'lint', command: 'npm run lint' },
  { name: 'typecheck', command: 'npm run typecheck' },
  // Vitest's default on two cores is one file at a time (a core is left for the main process): 53 s → 30 s at two.
  { name: 'unit', command: `npx vitest run --project '!server' --maxWorkers=2 ${vitestJson('unit')}`, report: { file: `${reports}/unit.json`, kind: 'vitest' } },
  {
    name: 'pglite',
    // Three at a time: the embedded runs wait on initdb and the servers they start (102 s → 62 s).
    command: `npx vitest run --project server --maxWorkers=3 ${serverFiles([...embeddedRuns, ...pgliteSlice])} ${vitestJson('pglite')}`,
    report: { file: `${reports}/pglite.json`, kind: 'vitest' },
  },
  {
    name: 'postgres',
    // Four files at a time on two cores: a file spends much of its time waiting on PostgreSQL and its own servers.
    command: `npx vitest run --project server --maxWorkers=4 ${vitestJson('postgres')}`,
    env: { TEST_DATABASE_URL: pgUrl },
    report: { file: `${reports}/postgres.json`, kind: 'vitest' },
  },
  {
    // Three built servers behind Debian's Caddy on a fresh PostgreSQL database, a minute of faults (decision 034).
    name: 'cluster',
    command: `bash scripts/ensure-caddy.sh && npm run build -w @selecta/server && npx vitest run --root cluster ${vitestJson('cluster').replace(`=${reports}`, `=${process.cwd()}/${reports}`)}`,
    env: { TEST_DATABASE_URL: pgUrl },
    report: { file: `${reports}/cluster.json`, kind: 'vitest' },
  },
  {
    name: 'e2e',
    command: 'npm run test:e2e',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${process.cwd()}/${reports}/e2e.json` },
    report: { file: `${reports}/e2e.json`, kind: 'playwright' },
  },
  {
    // The extension in Debian's firefox-esr (the e2e step above built it).
    name: 'e2e-firefox',
    command: 'npm run test:firefox -w @selecta/e2e',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${process.cwd()}/${reports}/e2e-firefox.json` },
    report: { file: `${reports}/e2e-firefox.json`, kind: 'playwright' },
  },
];

function counts(report: NonNullable<Step['report']>): { passed: number; failed: number; skipped: number } {
  if (!existsSync(report.file)) return { passed: 0, failed: 0, skipped: 0 };
  const data = JSON.parse(readFileSync(report.file, 'utf8'));
  if (report.kind === 'vitest') {
    return { passed: data.numPassedTests, failed: data.numFailedTests, skipped: data.numPendingTests + data.numTodoTests };
  }
  return { passed: data.stats.expected + data.stats.flaky, failed: data.stats.unexpected, skipped: data.stats.skipped };
}

const only = process.argv[2];
const total = { passed: 0, failed: 0, skipped: 0 };
const failedSteps: string[] = [];
for (const step of steps) {
  if (only && !step.name.startsWith(only)) continue;
  console.log(`\n▶ ${step.name}: ${step.command}`);
  const started = Date.now();
  const result = spawnSync(step.command, { stdio: 'inherit', shell: true, env: { ...process.env, ...step.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (step.report) {
    const c = counts(step.report);
    total.passed += c.passed;
    total.failed += c.failed;
    total.skipped += c.skipped;
  }
  if (result.status === 0) console.log(`✔ ${step.name} (${seconds} s)`);
  else {
    console.log(`✘ ${step.name} failed (${seconds} s)`);
    failedSteps.push(step.name);
  }
}
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
// A step that failed without a test report (lint, types, a crash) still counts as a failure.
const failed = Math.max(total.failed, failedSteps.length ? 1 : 0);
console.log(`\nTests: ${total.passed} passed, ${failed} failed, ${total.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
