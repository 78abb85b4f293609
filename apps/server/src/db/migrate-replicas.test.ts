import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../testing/spawn-server-for-test.ts';
import { migrationDomains } from './migrate.ts';

// eslint-disable-next-line no-restricted-properties -- only the PostgreSQL run (scripts/with-postgres.ts) has a server
const serverUrl = process.env.TEST_DATABASE_URL;
const replicas = 4;
const migrationsRoot = fileURLToPath(new URL('./migrations', import.meta.url));

describe.skipIf(!serverUrl)('several replicas starting at once on a fresh database', () => {
  const admin = serverUrl ? postgres(serverUrl, { max: 1, onnotice: () => {} }) : undefined;
  const name = `selecta_replicas_${randomBytes(6).toString('hex')}`;
  const servers: SpawnedServer[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill('SIGKILL')));
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    await admin?.unsafe(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  it(`run each migration exactly once, and all ${replicas} start`, async () => {
    await admin!.unsafe(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const starts = Array.from({ length: replicas }, async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'selecta-replica-'));
      dirs.push(dataDir);
      const server = await spawnServer({ DATABASE_URL: url.toString(), DATA_DIR: dataDir, SECRETS_KEY: '0'.repeat(64) });
      servers.push(server);
      return server;
    });
    const started = await Promise.all(starts);
    for (const server of started) expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    const db = postgres(url.toString(), { max: 1, onnotice: () => {} });
    try {
      for (const domain of migrationDomains) {
        const journal = JSON.parse(await readFile(path.join(migrationsRoot, domain, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
        const rows = await db.unsafe<{ hash: string }[]>(`select hash from drizzle.migrations_${domain}`);
        expect(rows.length, domain).toBe(journal.entries.length);
        expect(new Set(rows.map((row) => row.hash)).size, domain).toBe(journal.entries.length);
      }
    } finally {
      await db.end();
    }
  }, 120_000);
});
