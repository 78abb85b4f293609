import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { embeddedAnonKey } from '@selecta/shared/auth';
import postgres from 'postgres';
import { type SpawnedServer, spawnServer } from './spawn-server-for-test.ts';

/**
 * Server processes (`src/index.ts`) on one fresh PostgreSQL database, as replicas behind a proxy are: each its own
 * process, pool and caches, sharing the database and `DATA_DIR` (signing keys). Started one after the other, so the
 * first makes the keys and runs the migrations.
 */
export async function startReplicas(count: number, env: Record<string, string> = {}) {
  // eslint-disable-next-line no-restricted-properties -- the PostgreSQL server, as test-database.ts picks it
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `selecta_replicas_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'selecta-replicas-'));
  const servers: SpawnedServer[] = [];
  for (let i = 0; i < count; i++) servers.push(await spawnServer({ DATABASE_URL: url.toString(), DATA_DIR: dataDir, AUTH_RATE_LIMITS: 'false', ...env }));
  return {
    urls: servers.map((server) => server.url),
    /** The replicas' database, for fixtures a test writes straight into the tables. */
    databaseUrl: url.toString(),
    async close() {
      await Promise.all(servers.map((server) => server.kill('SIGTERM')));
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const authHeaders = { 'content-type': 'application/json', apikey: embeddedAnonKey, 'x-supabase-api-version': '2024-01-01' };

/** Signs a new user up on `base` (at `email`, else a fresh address); their password and first session's tokens. */
export async function signUpOn(base: string, email = `replica-${randomBytes(6).toString('hex')}@example.com`) {
  const password = 'replica test password';
  const res = await fetch(`${base}/auth/v1/signup`, { method: 'POST', headers: authHeaders, body: JSON.stringify({ email, password }) });
  if (res.status !== 200) throw new Error(`sign-up answered ${res.status}`);
  const { access_token: accessToken, refresh_token: refreshToken, user } = (await res.json()) as { access_token: string; refresh_token: string; user: { id: string } };
  return { id: user.id, email, password, accessToken, refreshToken };
}

/** Another session of the same user (another device). */
export async function signInOn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/auth/v1/token?grant_type=password`, { method: 'POST', headers: authHeaders, body: JSON.stringify({ email, password }) });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A call with the user's token, its body read to the end; its status and body. */
export async function callOn(base: string, token: string, method: string, route: string, body?: unknown) {
  const res = await fetch(`${base}${route}`, { method, headers: { ...authHeaders, authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, text: await res.text() };
}
