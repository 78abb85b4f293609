import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { pct } from './ai-bench-support.ts';

/**
 * The migrated database a query benchmark seeds: `npm start`'s embedded PostgreSQL in a fresh DATA_DIR (decision 036),
 * or PGlite when `pgliteVar` is set to `pglite`. `done()` closes it and removes its folder.
 */
export async function benchDatabase(pgliteVar: string, name: string) {
  const pglite = process.env[pgliteVar] === 'pglite';
  const dataDir = pglite ? undefined : mkdtempSync(path.join(tmpdir(), `selecta-bench-${name}-`));
  const database = await openDatabase({ dataDir });
  await migrateDatabase(database);
  const label = database.kind === 'pglite' ? 'PGlite (in this process)' : 'the embedded PostgreSQL';
  const done = async () => {
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return { database, label, done };
}

export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows);

export interface Measured {
  name: string;
  p50: number;
  p95: number;
  cpu: number;
}

/**
 * Wall-clock p50/p95 of `fn`, and CPU time per call: `cpuMs` when given (a PostgreSQL server process's), else this
 * process's (with PGlite, in this process, the answer's whole cost), steadier than wall time on a shared machine.
 */
export async function measure(name: string, fn: () => Promise<unknown>, { runs = 30, cpuMs }: { runs?: number; cpuMs?: () => number } = {}): Promise<Measured> {
  for (let i = 0; i < 3; i++) await fn();
  const times: number[] = [];
  const cpuStart = process.cpuUsage();
  const serverStart = cpuMs?.() ?? 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  const own = process.cpuUsage(cpuStart);
  times.sort((a, b) => a - b);
  const spent = cpuMs ? cpuMs() - serverStart : (own.user + own.system) / 1000;
  return { name, p50: pct(times, 50), p95: pct(times, 95), cpu: spent / runs };
}
