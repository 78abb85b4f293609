// The usage dashboard's aggregation queries (decision 037) on the embedded database: a 200-member team with 13 months
// of daily rows, against a plain `SELECT 1` measured in the same run. Target (issue 23): each answer < 50 ms.
// The embedded database is `npm start`'s: PostgreSQL from npm in a fresh DATA_DIR (decision 036);
// USAGE_BENCH_DATABASE=pglite measures PGlite, its fallback where PostgreSQL cannot run.
import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { teamUsageHistory } from '../apps/server/src/usage/team-usage-history.ts';
import { usageSeries } from '../apps/server/src/usage/usage-series.ts';
import { benchDatabase, measure, rowsOf } from './query-bench-support.ts';

const members = 200;
const days = 396;
const { database, label, done } = await benchDatabase('USAGE_BENCH_DATABASE', 'usage');
const { db } = database;

// Seeded in SQL: each member is active on about 70% of days, with up to six (action, model, outcome) rows a day.
const seeding = performance.now();
const [team] = rowsOf<{ id: string }>(await db.execute(sql`insert into teams (name) values ('Bench team') returning id`));
const teamId = team!.id;
await db.execute(sql`insert into users (email, encrypted_password) select 'member-' || i || '@bench.test', 'x' from generate_series(1, ${members}) i`);
await db.execute(sql`insert into team_members (team_id, user_id, role) select ${teamId}::uuid, id, case when email = 'member-1@bench.test' then 'owner' else 'member' end from users`);
await db.execute(sql`insert into team_prompts (team_id, name, template) select ${teamId}::uuid, 'Prompt ' || i, 'x' from generate_series(1, 20) i`);
await db.execute(sql`
  insert into usage_daily (day, user_id, team_id, action, prompt_id, model, outcome, runs, timed_runs, first_token_ms, total_ms, input_chars, output_chars, first_token_hist)
  select d::date, u.id, ${teamId}::uuid,
    (array['reply','tldr','translate','custom','own_prompt','team_prompt'])[a],
    case when a = 6 then (select id::text from team_prompts order by id offset (hashtext(u.id::text) & 15) limit 1) else '' end,
    case when a % 2 = 0 then 'fast' else 'smart' end,
    case when a = 5 and random() < 0.2 then 'refused_day' else 'answered' end,
    r, r, r * 400, r * 1500, r * 800, r * 300, array[0,0,r,0,0,0,0,0,0,0,0,0,0,0,0,0]
  from users u, generate_series(current_date - ${days - 1}::int, current_date, interval '1 day') d, generate_series(1, 6) a,
    lateral (select 1 + (random() * 8)::int as r) runs
  where random() < 0.7 * 0.5`);
// The team's rollups, as the recorder keeps them beside the users' rows.
await db.execute(sql`
  insert into usage_team_daily (team_id, day, action, prompt_id, model, outcome, runs, timed_runs, first_token_ms, total_ms, input_chars, output_chars, first_token_hist)
  select team_id, day, action, prompt_id, model, outcome, sum(runs), sum(timed_runs), sum(first_token_ms), sum(total_ms), sum(input_chars), sum(output_chars),
    array[0, 0, sum(first_token_hist[3])::int, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
  from usage_daily group by team_id, day, action, prompt_id, model, outcome`);
await db.execute(sql`
  insert into usage_member_months (team_id, month, user_id, daily, last_day)
  select team_id, month, user_id, array(select coalesce((runs ->> i::text)::int, 0) from generate_series(1, 31) i), last_day
  from (
    select team_id, month, user_id, jsonb_object_agg(d, n) as runs, max(last_day) as last_day
    from (select team_id, date_trunc('month', day)::date as month, user_id, extract(day from day)::int as d, sum(runs) as n, max(day) as last_day
          from usage_daily group by 1, 2, 3, 4) per_day
    group by team_id, month, user_id) per_month`);
await db.execute(sql`analyze`);
const [{ n: rowCount } = { n: 0 }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from usage_daily`));
const [owner] = rowsOf<{ id: string }>(await db.execute(sql`select id from users where email = 'member-1@bench.test'`));
const [{ n: teamRows } = { n: 0 }] = rowsOf<{ n: number }>(await db.execute(sql`select (select count(*) from usage_team_daily) + (select count(*) from usage_member_months) as n`));
console.log(`seeded ${rowCount} daily member rows and ${teamRows} team rollup rows (${members} members × ${days} days) in ${Math.round(performance.now() - seeding)} ms`);

const now = new Date();
const results = [await measure('SELECT 1 (baseline)', () => db.execute(sql`select 1`))];
for (const period of [7, 30, 90]) results.push(await measure(`own history, ${period} days`, () => usageSeries(db, { userId: owner!.id }, period, now)));
for (const period of [7, 30, 90]) results.push(await measure(`team history, ${period} days (every query of the dashboard)`, () => teamUsageHistory(db, teamId, period, now)));
if (process.env.USAGE_BENCH_PARTS) {
  const from = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
  const parts = {
    series: sql`select day, action, outcome, sum(runs), sum(input_chars), sum(output_chars) from usage_team_daily where team_id = ${teamId}::uuid and day >= ${from}::date group by day, action, outcome`,
    latency: sql`select model, sum(timed_runs), sum(total_ms), array[sum(first_token_hist[1]), sum(first_token_hist[2]), sum(first_token_hist[16])]::text from usage_team_daily where team_id = ${teamId}::uuid and day >= ${from}::date and timed_runs > 0 group by model`,
    months: sql`select user_id, month, daily from usage_member_months where team_id = ${teamId}::uuid and month >= ${from}::date`,
    members: sql`select user_id, role from team_members where team_id = ${teamId}::uuid`,
    emails: sql`select id, email from users where id in (select user_id from team_members)`,
  };
  for (const [name, q] of Object.entries(parts)) results.push(await measure(`  part: ${name}`, () => db.execute(q)));
}
const baseline = results[0]!.p50;
const cpuBaseline = results[0]!.cpu;
console.log(`\nusage aggregation on ${label} (ms; ratios against SELECT 1 in this run; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`);
for (const r of results) {
  console.log(`${r.name.padEnd(58)} p50 ${r.p50.toFixed(2).padStart(7)} (×${(r.p50 / baseline).toFixed(0).padStart(4)})  p95 ${r.p95.toFixed(2).padStart(7)}  CPU/call ${r.cpu.toFixed(2).padStart(7)} (×${(r.cpu / cpuBaseline).toFixed(0)})`);
}
const worst = Math.max(...results.slice(1, 7).map((r) => r.p50));
const worstCpu = Math.max(...results.slice(1, 7).map((r) => r.cpu));
console.log(`\ntarget: every answer < 50 ms: worst p50 ${worst.toFixed(1)} ms ${worst < 50 ? 'ok' : 'MISSED'}, worst CPU/call ${worstCpu.toFixed(1)} ms ${worstCpu < 50 ? 'ok' : 'MISSED'}`);
await done();
