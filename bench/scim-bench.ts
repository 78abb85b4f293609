// Directory provisioning (SCIM, decision 047) on the embedded database, through the real app (in process): 1,000
// people provisioned one by one as Okta does, then listed page by page (100 a page, as Okta reads), the lookups Okta
// and Entra ID make before each create, and (de)activations. Each call's time is compared with two calls measured in
// the same run: GET /healthz (a request that costs one database round trip) and GET /api/teams/members (the console's
// own list of the same team). SCIM_BENCH_DATABASE=pglite measures PGlite, the embedded fallback.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { embeddedAnonKey } from '@selecta/shared/auth';
import { createApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { parseEnv } from '../apps/server/src/env.ts';
import { createLogger } from '../apps/server/src/lib/logger.ts';
import { hashScimToken, scimTokenPrefix } from '../apps/server/src/scim/tokens.ts';
import { pct } from './ai-bench-support.ts';

const people = Number(process.env.SCIM_BENCH_USERS ?? 1000);
const pglite = process.env.SCIM_BENCH_DATABASE === 'pglite';
const dataDir = mkdtempSync(path.join(tmpdir(), 'selecta-bench-scim-'));
const database = await openDatabase({ dataDir: pglite ? undefined : dataDir });
const label = database.kind === 'pglite' ? 'PGlite (in this process)' : 'the embedded PostgreSQL';
await migrateDatabase(database);
const { db } = database;
const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, PUBLIC_URL: 'https://selecta.bench', AUTH_RATE_LIMITS: 'false' });
const app = createApp({ env, db, counters: database.counters, listen: database.listen, logger: createLogger(env) });
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows);

// The owner signs up for real (their token lists the members); the team, its proved domain and a token are rows.
const signup = await app.request('/auth/v1/signup', {
  method: 'POST',
  headers: { 'content-type': 'application/json', apikey: embeddedAnonKey, 'x-supabase-api-version': '2024-01-01' },
  body: JSON.stringify({ email: 'owner@bench.test', password: 'bench owner password' }),
});
const owner = (await signup.json()) as { access_token: string; user: { id: string } };
const [team] = rowsOf<{ id: string }>(await db.execute(sql`insert into teams (name) values ('Bench team') returning id`));
await db.execute(sql`insert into team_members (team_id, user_id, role) values (${team!.id}::uuid, ${owner.user.id}::uuid, 'owner')`);
await db.execute(sql`insert into team_sso_domains (team_id, domain, token, verified_at) values (${team!.id}::uuid, 'bench.test', 'x', now())`);
const token = `${scimTokenPrefix}${'b'.repeat(43)}`;
await db.execute(sql`insert into scim_tokens (team_id, name, token_hash) values (${team!.id}::uuid, 'Bench', ${hashScimToken(token)})`);

const scim = async (method: string, route: string, body?: unknown) => {
  const res = await app.request(`/scim/v2${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json', 'user-agent': 'Okta SCIM Client 1.0.0' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${method} ${route}: ${res.status} ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
};
const person = (i: number) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
  userName: `person-${i}@bench.test`,
  name: { givenName: `Person`, familyName: `Number ${i}` },
  emails: [{ primary: true, type: 'work', value: `person-${i}@bench.test` }],
  displayName: `Person ${i}`,
  locale: 'en-US',
  externalId: `00u${String(i).padStart(17, '0')}`,
  groups: [],
  password: 'never stored',
  active: true,
});

interface Result {
  name: string;
  calls: number;
  p50: number;
  p95: number;
}
async function measure(name: string, calls: number, fn: (i: number) => Promise<unknown>): Promise<Result> {
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const start = performance.now();
    await fn(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { name, calls, p50: pct(times, 50), p95: pct(times, 95) };
}
const warm = async (fn: (i: number) => Promise<unknown>) => {
  for (let i = 0; i < 5; i++) await fn(i);
};

const health = () => app.request('/healthz');
const members = () => app.request('/api/teams/members', { headers: { authorization: `Bearer ${owner.access_token}` } });
await warm(health);
await warm(members);
const results: Result[] = [await measure('GET /healthz (baseline)', 200, health), await measure('GET /api/teams/members (baseline, 1 member)', 200, members)];

// Okta's create: the lookup by userName first, then the POST.
const started = performance.now();
results.push(await measure(`Okta lookup before create (userName eq, no match)`, people, (i) => scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "person-${i}@bench.test"`)}&startIndex=1&count=100`)));
const created = await measure(`POST /Users (${people} people, one by one)`, people, (i) => scim('POST', '/Users', person(i)));
results.push(created);
const total = performance.now() - started;
await db.execute(sql`analyze`);
results.push(await measure(`GET /api/teams/members (${people + 1} members)`, 50, members));
const pages = Math.ceil(people / 100);
results.push(await measure(`GET /Users page by page, 100 a page (${pages} pages × 5)`, pages * 5, (i) => scim('GET', `/Users?startIndex=${(i % pages) * 100 + 1}&count=100`)));
const pick = (i: number) => (i * 7919) % people;
results.push(await measure('filter userName eq (a known person)', 300, (i) => scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "PERSON-${pick(i)}@bench.test"`)}`)));
results.push(await measure('filter externalId eq', 300, (i) => scim('GET', `/Users?filter=${encodeURIComponent(`externalId eq "00u${String(pick(i)).padStart(17, '0')}"`)}`)));
results.push(await measure('filter userName eq and externalId eq (Entra)', 300, (i) => scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "person-${pick(i)}@bench.test" and externalId eq "00u${String(pick(i)).padStart(17, '0')}"`)}`)));
results.push(await measure('filter emails[type eq "work"].value eq', 100, (i) => scim('GET', `/Users?filter=${encodeURIComponent(`emails[type eq "work"].value eq "person-${pick(i)}@bench.test"`)}`)));
const ids = rowsOf<{ id: string }>(await db.execute(sql`select id from scim_users order by created_at limit 200`)).map((r) => r.id);
results.push(await measure('PATCH active false (ends sessions, frees the seat)', 100, (i) => scim('PATCH', `/Users/${ids[i]}`, { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: [{ op: 'replace', value: { active: false } }] })));
results.push(await measure('PATCH active true', 100, (i) => scim('PATCH', `/Users/${ids[i]}`, { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: [{ op: 'Replace', path: 'active', value: 'True' }] })));

const [health0, members0] = results;
console.log(`\nSCIM on ${label} (ms; ratios against the baselines of this run; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`);
console.log(`${people} people provisioned (lookup + create each) in ${(total / 1000).toFixed(1)} s`);
for (const r of results) {
  console.log(
    `${r.name.padEnd(58)} ${String(r.calls).padStart(5)} calls  p50 ${r.p50.toFixed(2).padStart(7)}  p95 ${r.p95.toFixed(2).padStart(7)}  (p50 ×${(r.p50 / health0!.p50).toFixed(1).padStart(5)} /healthz, ×${(r.p50 / members0!.p50).toFixed(1).padStart(5)} members)`,
  );
}
await database.close();
rmSync(dataDir, { recursive: true, force: true });
