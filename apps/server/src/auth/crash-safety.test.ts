import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { postgresBinaries } from '../db/embedded-postgres.ts';
import { users } from '../db/schema/auth.ts';
import { spawnServer } from '../testing/spawn-server-for-test.ts';

const password = 'crash safety password';
const json = { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/**
 * 200 concurrent sign-ups, SIGKILL once 40 have been answered, restart on the same storage: every
 * sign-up answered 200 signs in, and every user row that exists is whole (its password works).
 */
async function crashDuringSignups(env: Record<string, string>, listUsers: () => Promise<string[]>, whenStarted = async () => async () => {}) {
  const first = await spawnServer(env);
  const afterKill = await whenStarted();
  const emails = Array.from({ length: 200 }, (_, i) => `crash-${i}-${randomBytes(4).toString('hex')}@example.com`);
  const answered: string[] = [];
  let killing: Promise<void> | undefined;
  await Promise.allSettled(
    emails.map(async (email) => {
      const res = await fetch(`${first.url}/auth/v1/signup`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
      if (res.status === 200) answered.push(email);
      await res.arrayBuffer();
      if (answered.length >= 40) killing ??= first.kill('SIGKILL');
    }),
  );
  await (killing ?? first.kill('SIGKILL'));
  expect(answered.length).toBeGreaterThanOrEqual(40);
  expect(answered.length).toBeLessThan(200);
  await afterKill();

  // The restarted server recovers the storage and lets every answered sign-up in.
  await signInAll(env, answered);
  // Rows of sign-ups cut off before their answer must be whole too (listed with no server running, for PGlite).
  const stored = await listUsers();
  expect(stored).toEqual(expect.arrayContaining(answered));
  await signInAll(env, stored.filter((email) => !answered.includes(email)));
  return { answered: answered.length, stored: stored.length };
}

async function signInAll(env: Record<string, string>, emails: string[]) {
  if (emails.length === 0) return;
  const server = await spawnServer(env);
  cleanups.push(() => server.kill('SIGTERM'));
  for (const email of emails) {
    const body = JSON.stringify({ email, password });
    const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, { method: 'POST', headers: json, body });
    expect(res.status, email).toBe(200);
  }
  await server.kill('SIGTERM');
}

describe('crash safety of sign-up', () => {
  it('on PostgreSQL: every answered sign-up survives SIGKILL, no half-created user', async () => {
    // eslint-disable-next-line no-restricted-properties -- the test picks the PostgreSQL server like test-database.ts
    const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const name = `selecta_crash_${randomBytes(6).toString('hex')}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const db = postgres(url.toString(), { max: 1 });
    const dataDir = await mkdtemp(path.join(tmpdir(), 'selecta-crash-'));
    cleanups.push(async () => {
      await db.end();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    });
    const env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir, AUTH_RATE_LIMITS: 'false' };
    await crashDuringSignups(env, async () => (await db<{ email: string }[]>`select email from users`).map((r) => r.email));
  }, 120_000);

  it('embedded: the same holds for the database under DATA_DIR, and the killed server leaves no database running', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'selecta-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const env = { DATA_DIR: dataDir, AUTH_RATE_LIMITS: 'false' };
    const running = (pid: number) => {
      try {
        return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
      } catch {
        return false;
      }
    };
    const whenStarted = async () => {
      if (!(await postgresBinaries())) return async () => {}; // PGlite, where this machine has no binaries: in the server
      const pid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
      expect(running(pid)).toBe(true);
      // The parent-death signal shuts the database down by itself (the next start would otherwise stop it).
      return () => expect.poll(() => running(pid), { timeout: 20_000 }).toBe(false);
    };
    const listUsers = async () => {
      const database = await openDatabase({ dataDir });
      const rows = await database.db.select({ email: users.email }).from(users);
      await database.close();
      return rows.map((r) => r.email);
    };
    await crashDuringSignups(env, listUsers, whenStarted);
  }, 120_000);
});
