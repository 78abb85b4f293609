import { spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { postgresBinaries } from './embedded-postgres.ts';
import { migrateDatabase } from './migrate.ts';
import { postgresRun } from '../testing/postgres-run.ts';
import { users } from './schema/auth.ts';

const binaries = await postgresBinaries();
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function newDataDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'selecta-embedded-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

const lockPid = (dataDir: string) => Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
const isRunning = (pid: number) => existsSync(`/proc/${pid}`) && !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');

/** postgres.js answers rows as an array. */
const selectOne = async (database: Database) => [...((await database.db.execute(sql`select 1 as one`)) as unknown as { one: number }[])];

async function openEmbedded(dataDir: string) {
  const database = await openDatabase({ dataDir });
  cleanups.push(() => database.close());
  return database;
}

// The machine's npm package brings the binaries (Linux and macOS on x64 and arm64); elsewhere PGlite stays the default.
// The embedded PostgreSQL does not read TEST_DATABASE_URL: the suite's PostgreSQL run would only repeat this.
describe.skipIf(!binaries || postgresRun)('the embedded PostgreSQL', () => {
  it('is created on first use in DATA_DIR/postgres, migrated, and keeps its rows across a restart', async () => {
    const dataDir = await newDataDir();
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe('embedded');
    await migrateDatabase(first);
    await first.db.execute(sql`insert into users (email, encrypted_password) values ('kept@example.com', 'x')`);
    await first.close();
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const second = await openEmbedded(dataDir);
    await migrateDatabase(second);
    expect(await second.db.select({ email: users.email }).from(users)).toEqual([{ email: 'kept@example.com' }]);
    // Reached through a Unix socket in the data folder: no TCP port to clash with another server's.
    expect(existsSync(path.join(dataDir, 'postgres', '.s.PGSQL.5432'))).toBe(true);
  });

  it('starts after a first start cut short in initdb, and refuses to take over a folder of unknown files', async () => {
    const dataDir = await newDataDir();
    // What a server killed during initdb leaves: a half-made cluster beside an empty folder.
    mkdirSync(path.join(dataDir, 'postgres.creating', 'base'), { recursive: true });
    writeFileSync(path.join(dataDir, 'postgres.creating', 'PG_VERSION'), '18\n');
    mkdirSync(path.join(dataDir, 'postgres'));
    expect(await selectOne(await openEmbedded(dataDir))).toEqual([{ one: 1 }]);
    expect(existsSync(path.join(dataDir, 'postgres.creating'))).toBe(false);

    const other = await newDataDir();
    mkdirSync(path.join(other, 'postgres'));
    writeFileSync(path.join(other, 'postgres', 'notes.txt'), 'mine');
    await expect(openDatabase({ dataDir: other })).rejects.toThrow('holds files but no PostgreSQL database');
    expect(readFileSync(path.join(other, 'postgres', 'notes.txt'), 'utf8')).toBe('mine');
  });

  it('starts from a copy of a stopped cluster (a backup, a test template) whose folder mode the copy did not keep', async () => {
    const original = await newDataDir();
    await (await openDatabase({ dataDir: original })).close();
    const copy = await newDataDir();
    cpSync(path.join(original, 'postgres'), path.join(copy, 'postgres'), { recursive: true });
    chmodSync(path.join(copy, 'postgres'), 0o755);

    expect(await selectOne(await openEmbedded(copy))).toEqual([{ one: 1 }]);
  });

  it('stops a database left running by a server that is gone, then starts its own on the same files', async () => {
    const dataDir = await newDataDir();
    await (await openDatabase({ dataDir })).close();
    // A postmaster whose parent has exited (as after SIGKILL where no parent-death signal exists).
    const { postgres } = binaries!;
    const prefix = process.getuid?.() === 0 ? 'unshare --user --map-user=65534 --map-group=65534 ' : '';
    const socketDir = path.join(dataDir, 'postgres');
    spawn('sh', ['-c', `${prefix}${postgres} -D ${socketDir} -c listen_addresses= -c unix_socket_directories=${socketDir} >/dev/null 2>&1 &`], { stdio: 'ignore' });
    for (let i = 0; !existsSync(path.join(socketDir, 'postmaster.pid')) || !readFileSync(path.join(socketDir, 'postmaster.pid'), 'utf8').includes('ready'); i++) {
      if (i > 500) throw new Error('the orphan did not start');
      await sleep(20);
    }
    const orphan = lockPid(dataDir);

    const database = await openEmbedded(dataDir);
    expect(isRunning(orphan)).toBe(false);
    expect(lockPid(dataDir)).not.toBe(orphan);
    expect(await selectOne(database)).toEqual([{ one: 1 }]);
  });

  it('starts over a lock file whose pid now belongs to another program', async () => {
    const dataDir = await newDataDir();
    await (await openDatabase({ dataDir })).close();
    const other = spawn('sleep', ['30'], { stdio: 'ignore' });
    cleanups.push(async () => other.kill());
    writeFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), `${other.pid}\n${dataDir}/postgres\n0\n5432\n\n\n0 0\nready\n`);

    const database = await openEmbedded(dataDir);
    expect(lockPid(dataDir)).not.toBe(other.pid);
    expect(await selectOne(database)).toEqual([{ one: 1 }]);
  });

  it('refuses a DATA_DIR whose database another live server holds, and names it', async () => {
    const dataDir = await newDataDir();
    await openEmbedded(dataDir);
    // The lock names our own postmaster, whose parent is this (node) process: any other node process would be refused.
    const other = spawn(process.execPath, ['--import', 'tsx', '-e', `await (await import('./src/db/client.ts')).openDatabase({ dataDir: ${JSON.stringify(dataDir)} })`], { cwd: path.resolve(import.meta.dirname, '../..'), stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    other.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
    const code = await new Promise((resolve) => other.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(stderr).toContain(`is in use by the database of another Selecta server (process ${process.pid})`);
  });
});
