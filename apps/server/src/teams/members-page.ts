import { sql, type SQL } from 'drizzle-orm';
import type { MembersPage, MemberSort, TeamMemberRow } from '@selecta/shared/team-members';
import type { TeamRole } from '@selecta/shared/teams';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { hasVerifiedFactorSql } from '../auth/mfa/factor-json.ts';
import { closedDays, type ClosedDays } from './closed-days.ts';

export interface MembersPageQuery {
  q: string;
  sort: MemberSort;
  dir: 'asc' | 'desc';
  page: number;
  /** Null: every matching member (the CSV). */
  limit: number | null;
}

interface Row extends Record<string, unknown> {
  total: number;
  user_id: string | null;
  email: string;
  role: TeamRole;
  joined_at: string | Date;
  last_active: string | Date | null;
  today: number | null;
  month: number | null;
  two_step: boolean | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** The order of each sort; ties fall back to a unique column, so pages never overlap or skip. */
function orderBy(sort: MemberSort, dir: 'asc' | 'desc'): SQL {
  const d = sql.raw(dir);
  switch (sort) {
    case 'email':
      return sql`email ${d}`;
    case 'role':
      return sql`rank ${d}, joined_at asc, user_id asc`;
    case 'lastActive':
      // Never active: last when the latest come first, first when the longest quiet do.
      return sql`last_active ${d} nulls ${sql.raw(dir === 'desc' ? 'last' : 'first')}, email asc`;
    case 'actionsMonth':
      return sql`month ${d}, email asc`;
  }
}

/**
 * Each member's usage from the AI gateway's own counters (the limits' counts, UTC days): the month's closed days from
 * `closed` (cached: `closed-days.ts`) plus its open days' windows (a lateral join: yesterday's and today's, or the whole
 * month for a member the cache does not know), and the latest window they ran in (a minute on Pro, else the day: one
 * index probe each). They read `m.user_id` of the rows they are joined to.
 */
function usageParts(now: Date, closed: ClosedDays) {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const latest = (window: string) =>
    sql`(select c.window_start from ai_usage_counters c where c.user_id = m.user_id and c."window" = ${window} order by c.window_start desc limit 1)`;
  // Array literals as one text parameter each (uuids and integers need no quoting), the same on both drivers.
  const ids = `{${closed.ids.join(',')}}`;
  const runs = `{${closed.runs.join(',')}}`;
  return {
    lastActive: sql`greatest(${latest('minute')}, ${latest('day')}) as last_active`,
    sums: sql`d.today, d.month`,
    sumsJoin: sql`left join unnest(${ids}::uuid[], ${runs}::int[]) as cl(user_id, runs) on cl.user_id = m.user_id
      left join lateral (
        select coalesce(sum(c.count) filter (where c.window_start >= ${today}::timestamptz), 0)::int as today,
          (coalesce(cl.runs, 0) + coalesce(sum(c.count), 0))::int as month
        from ai_usage_counters c
        where c.user_id = m.user_id and c."window" = 'day'
          and c.window_start >= case when cl.user_id is null then ${month}::timestamptz else ${closed.openFrom.toISOString()}::timestamptz end) d on true`,
    // Whether each has a verified two-step factor (decision 046): for whoever runs the team, like the usage.
    twoStep: sql`${hasVerifiedFactorSql(sql`m.user_id`)} as two_step`,
  };
}

/**
 * One page of the team's members, searched by email and sorted on the server, with `total`, in one query. Sorting by
 * email or role pages first and reads usage for that page only; the usage sorts need it for every match first.
 * `withUsage` false (a plain member asking) answers the usage fields as null and computes none.
 */
export async function membersPage(db: Db, teamId: string, query: MembersPageQuery, withUsage: boolean, now = new Date()): Promise<MembersPage> {
  const closed = withUsage ? await closedDays(db, teamId, now) : { openFrom: now, ids: [], runs: [] };
  const rows = rowsOf<Row>(await db.execute(membersPageSql(teamId, query, withUsage, now, closed)));
  const members: TeamMemberRow[] = rows
    .filter((row) => row.user_id !== null)
    .map((row) => ({
      userId: row.user_id!,
      email: row.email,
      role: row.role,
      joinedAt: iso(row.joined_at),
      lastActiveAt: row.last_active === null ? null : iso(row.last_active),
      actionsToday: row.today === null ? null : Number(row.today),
      actionsThisMonth: row.month === null ? null : Number(row.month),
      ...(row.two_step === null ? {} : { twoStep: row.two_step === true }),
    }));
  return { members, total: Number(rows[0]?.total ?? 0), page: query.page, limit: query.limit ?? members.length };
}

/**
 * The page's one statement (the benchmark explains it): the matching members with only the sort's own usage figure,
 * ordered and cut to the page, then the other figures for that page's rows alone.
 */
export function membersPageSql(teamId: string, query: MembersPageQuery, withUsage: boolean, now: Date, closed: ClosedDays): SQL {
  const order = orderBy(query.sort, query.dir);
  const limit = query.limit === null ? sql`` : sql`limit ${query.limit} offset ${(query.page - 1) * query.limit}`;
  const u = usageParts(now, closed);
  const keyed =
    query.sort === 'lastActive' ? sql`select m.*, ${u.lastActive} from matching m`
    : query.sort === 'actionsMonth' ? sql`select m.*, ${u.sums} from matching m ${u.sumsJoin}`
    : sql`select m.* from matching m`;
  const rest = !withUsage
    ? sql`null::timestamptz as last_active, null::int as today, null::int as month, null::boolean as two_step`
    : query.sort === 'lastActive' ? sql`${u.sums}, ${u.twoStep}`
    : query.sort === 'actionsMonth' ? sql`${u.lastActive}, ${u.twoStep}`
    : sql`${u.lastActive}, ${u.sums}, ${u.twoStep}`;
  const restJoin = withUsage && query.sort !== 'actionsMonth' ? u.sumsJoin : sql``;
  const page = sql`select m.*, ${rest} from (select * from (${keyed}) k order by ${order} ${limit}) m ${restJoin}`;
  return sql`
    with matching as (
      select tm.user_id, u.email, tm.role, tm.joined_at, case tm.role when 'owner' then 0 when 'admin' then 1 else 2 end as rank
      from team_members tm join users u on u.id = tm.user_id
      where tm.team_id = ${teamId} and strpos(u.email, ${query.q.toLowerCase()}) > 0
    )
    select t.total, p.* from (select count(*)::int as total from matching) t left join lateral (${page}) p on true
    order by ${order}`;
}
