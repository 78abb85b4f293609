// `npm run bench:console`: the admin console's server queries (decision 044) on the embedded database — the members page
// of a 2,000-member team with 13 months of usage counters (each sort, both ways, and a search) and the audit page of a
// team with 100,000 events (first page, a deep page, each filter) — against a plain `SELECT 1` measured in the same run.
// Target (issue 29): each p95 < 50 ms on the embedded database. The embedded database is `npm start`'s: PostgreSQL from
// npm in a fresh DATA_DIR (decision 036); CONSOLE_BENCH_DATABASE=pglite measures PGlite, its fallback.
import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres, { type Sql } from 'postgres';
import { auditQuerySchema } from '@selecta/shared/audit';
import { allAuditEvents, auditPage, type AuditFilter } from '../apps/server/src/audit/audit-query.ts';
import { closedDays } from '../apps/server/src/teams/closed-days.ts';
import { membersPage, membersPageSql, type MembersPageQuery } from '../apps/server/src/teams/members-page.ts';
import { cpuMs } from './ai-bench-support.ts';
import { seedConsoleTeam } from './console-seed.ts';
import { benchDatabase, measure, rowsOf } from './query-bench-support.ts';

const members = 2000;
const days = 396;
const events = 100_000;
const { database, label, done } = await benchDatabase('CONSOLE_BENCH_DATABASE', 'console');
// With PostgreSQL, every query goes over one connection of its own, so its server process's CPU time (from /proc) can be
// read around each measurement: the query's own cost, which other work on the machine inflates far less than wall time.
const options = database.kind === 'pglite' ? undefined : (database.db as unknown as { $client: Sql }).$client.options;
const single = options ? postgres({ host: options.host[0], port: options.port[0], username: options.user, database: options.database, max: 1, onnotice: () => {} }) : undefined;
const db = single ? (drizzle(single) as unknown as typeof database.db) : database.db;

// Seeded in SQL (console-seed.ts): 2,000 members, 13 months of counters, 100,000 audit events of this team and
// 50,000 of four other teams.
const seeding = performance.now();
const teamId = await seedConsoleTeam(db, { members, days, events });
const [counts] = rowsOf<{ counters: number; audit: number }>(await db.execute(sql`select (select count(*) from ai_usage_counters)::int as counters, (select count(*) from audit_events)::int as audit`));
console.log(`seeded ${members} members, ${counts!.counters} counter rows and ${counts!.audit} audit events in ${Math.round(performance.now() - seeding)} ms`);

const [backend] = single ? rowsOf<{ pid: number }>(await db.execute(sql`select pg_backend_pid() as pid`)) : [];
const timing = { runs: 40, ...(backend ? { cpuMs: () => cpuMs(backend.pid) } : {}) };

const page = (query: Partial<MembersPageQuery>) => () => membersPage(db, teamId, { q: '', sort: 'role', dir: 'asc', page: 1, limit: 50, ...query }, true);
const audit = (query: Record<string, string>) => {
  const { limit, ...filter } = auditQuerySchema.parse(query);
  return () => auditPage(db, teamId, filter as AuditFilter, limit);
};
const [someone] = rowsOf<{ id: string; email: string }>(await db.execute(sql`select id, email from users where email = 'sales-00010@bench.test'`));
const deep = await auditPage(db, teamId, {}, 200);
let cursor = deep.next!;
for (let i = 0; i < 4; i++) cursor = (await auditPage(db, teamId, { before: cursor }, 200)).next!;
const monthAgo = (n: number) => new Date(Date.now() - n * 30 * 86_400_000).toISOString().slice(0, 10);

// The first page of the day in a process also sums each member's closed days of the month, once (closed-days.ts).
const coldStart = performance.now();
await page({ sort: 'actionsMonth', dir: 'desc' })();
const coldMs = performance.now() - coldStart;

if (process.env.CONSOLE_BENCH_EXPLAIN) {
  for (const sort of ['lastActive', 'actionsMonth'] as const) {
    const plan = rowsOf<Record<string, string>>(await db.execute(sql`explain (analyze, buffers) ${membersPageSql(teamId, { q: '', sort, dir: 'desc', page: 1, limit: 50 }, true, new Date(), await closedDays(db, teamId, new Date()))}`));
    console.log(`\n${sort}:\n${plan.map((row) => Object.values(row)[0]).join('\n')}`);
  }
}

const results = [await measure('SELECT 1 (baseline)', () => db.execute(sql`select 1`), timing)];
for (const [name, query] of [
  ['members: default (role), page 1', {}],
  ['members: role, last page', { page: 40 }],
  ['members: email asc', { sort: 'email' }],
  ['members: email desc, page 20', { sort: 'email', dir: 'desc', page: 20 }],
  ['members: last active desc', { sort: 'lastActive', dir: 'desc' }],
  ['members: last active asc', { sort: 'lastActive', dir: 'asc' }],
  ['members: actions this month desc', { sort: 'actionsMonth', dir: 'desc' }],
  ['members: actions this month asc', { sort: 'actionsMonth', dir: 'asc' }],
  ['members: search "support" (667 match)', { q: 'support' }],
  ['members: search "00012" by actions', { q: '00012', sort: 'actionsMonth', dir: 'desc' }],
] as const) results.push(await measure(name, page(query), timing));
for (const [name, query] of [
  ['audit: first page (50)', {}],
  ['audit: page 6 of 200 (cursor)', { before: cursor, limit: '200' }],
  ['audit: one event', { event: 'member.removed' }],
  ['audit: a group (sso.*)', { event: 'sso.*' }],
  ['audit: one person by id', { actor: someone!.id }],
  ['audit: one person by email', { actor: someone!.email }],
  ['audit: a month six months ago', { from: monthAgo(7), to: monthAgo(6) }],
] as const) results.push(await measure(name, audit(query), timing));
const csvStart = performance.now();
let exported = 0;
for await (const chunk of allAuditEvents(db, teamId, {})) exported += chunk.length;
const csvMs = performance.now() - csvStart;

const baseline = results[0]!.p50;
console.log(`\nconsole queries on ${label} (ms; ratios against SELECT 1 in this run; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores; CPU/call: ${backend ? 'the PostgreSQL server process' : 'this process'})`);
for (const r of results) {
  console.log(`${r.name.padEnd(44)} p50 ${r.p50.toFixed(2).padStart(7)} (×${(r.p50 / baseline).toFixed(0).padStart(4)})  p95 ${r.p95.toFixed(2).padStart(7)}  CPU/call ${r.cpu.toFixed(2).padStart(6)}`);
}
console.log(`members: the day's first page in a process (it sums the month's closed days once): ${Math.round(coldMs)} ms`);
console.log(`audit export: ${exported} events read page by page in ${Math.round(csvMs)} ms`);
const worst = results.slice(1).reduce((a, b) => (b.p95 > a.p95 ? b : a));
console.log(`\ntarget: every p95 < 50 ms: worst ${worst.name} p95 ${worst.p95.toFixed(1)} ms ${worst.p95 < 50 ? 'ok' : 'MISSED'}`);
await single?.end();
await done();
