import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { rowsOf } from './query-bench-support.ts';

/** The seeded team's owner (its other members are `support-…` and `sales-…@bench.test`). */
export const benchOwnerEmail = 'sales-00001@bench.test';

/**
 * The console benches' team, seeded in SQL: `members` people (a third "support-…", the rest "sales-…"; every tenth an
 * admin). Counters: a day window on about 70% of `days` days (the limits' own counts), and for the last 30 days a
 * minute window per active day (the latest run, which "last active" reads). Audit: `events` events of this team over
 * the 13 months by 50 people, and half as many of four other teams. Returns the team's id.
 */
export async function seedConsoleTeam(db: Db, { members, days, events }: { members: number; days: number; events: number }): Promise<string> {
  const [team] = rowsOf<{ id: string }>(await db.execute(sql`insert into teams (name) values ('Bench team') returning id`));
  const teamId = team!.id;
  await db.execute(sql`insert into users (email, encrypted_password)
    select case when i % 3 = 0 then 'support-' else 'sales-' end || lpad(i::text, 5, '0') || '@bench.test', 'x' from generate_series(1, ${members}) i`);
  await db.execute(sql`insert into team_members (team_id, user_id, role, joined_at)
    select ${teamId}::uuid, id, case when email = ${benchOwnerEmail} then 'owner' when email like '%0@bench.test' then 'admin' else 'member' end,
      now() - (random() * 400 || ' days')::interval from users`);
  await db.execute(sql`insert into ai_usage_counters (user_id, "window", window_start, count)
    select u.id, 'day', d, 1 + (random() * 20)::int
    from users u, generate_series(date_trunc('day', now() at time zone 'utc') - ${days - 1} * interval '1 day', date_trunc('day', now() at time zone 'utc'), interval '1 day') d
    where random() < 0.7`);
  await db.execute(sql`insert into ai_usage_counters (user_id, "window", window_start, count)
    select user_id, 'minute', window_start + (8 * 60 + (random() * 600)::int) * interval '1 minute', 1
    from ai_usage_counters where "window" = 'day' and window_start > now() - interval '30 days' and window_start + interval '8 hours' < now()`);
  const names = ['member.invited', 'member.joined', 'member.role_changed', 'member.removed', 'prompt.created', 'prompt.updated', 'model.default_changed', 'sso.domain_added', 'team.renamed', 'endpoint.saved'];
  await db.execute(sql`
    with actors as (select id, email, row_number() over (order by email) as n from users where email like '%0@bench.test' or email = ${benchOwnerEmail} limit 50)
    insert into audit_events (team_id, at, event, actor_type, actor_id, actor_email, target_type, target_id, target_email, ip, user_agent, details)
    select ${teamId}::uuid, now() - random() * interval '395 days', (${sql.raw(`array[${names.map((n) => `'${n}'`).join(', ')}]`)})[1 + (i % ${names.length})], 'user', a.id, a.email,
      'member', gen_random_uuid()::text, 'someone-' || i || '@bench.test', '203.0.113.' || (i % 250), 'Mozilla/5.0 bench', jsonb_build_object('role', jsonb_build_object('from', 'member', 'to', 'admin'))
    from generate_series(1, ${events}) i join actors a on a.n = 1 + (i % 50)`);
  await db.execute(sql`
    insert into audit_events (team_id, at, event, actor_type, details)
    select (array[gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), gen_random_uuid()])[1 + (i % 4)], now() - random() * interval '395 days', 'prompt.created', 'system', '{}'::jsonb
    from generate_series(1, ${events / 2}) i`);
  await db.execute(sql`analyze`);
  return teamId;
}
