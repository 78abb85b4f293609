import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PlanId } from '@selecta/shared/plans';
import { refuseByRunGate, runGateSql } from '../auth/mfa/run-gate.ts';
import { entitlingColumns, getUserPlan, planOfRows, planSubscriptionsOf, type PlanRow } from '../billing/user-plan.ts';
import type { Db } from '../db/client.ts';
import { perDatabase, perDatabaseAndCount } from '../db/per-database.ts';
import { sessions } from '../db/schema/auth.ts';
import { subscriptions } from '../db/schema/billing.ts';
import { countCallSql, countParams, isWindowFull, type WindowSpan } from './usage-counters.ts';

const userIdParam = sql.placeholder('userId');
const gate = runGateSql(sql`${sessions.userId}`, sql`${sessions.aal}`, sql`${sessions.ssoTeamId}`);

/**
 * The session row joined to the subscriptions that give the user their plan, their own and their team owner's (no row:
 * no session; one row of nulls: no subscription): the session check and the plan in one round trip. `counts`, when
 * given, adds the run's count to the same statement (below).
 */
function sessionPlan(db: Db, counts?: SQL) {
  return db
    .select({ ...entitlingColumns(sql`${userIdParam}::uuid`), gate, ...(counts ? { counts: sql<number[] | null>`case when ${gate} is null then (${counts}) end` } : {}) })
    .from(sessions)
    .leftJoin(subscriptions, planSubscriptionsOf(sql`${userIdParam}::uuid`))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, userIdParam)));
}

const sessionPlanQuery = perDatabase((db) => sessionPlan(db).prepare('selecta_session_plan'));

/**
 * The same statement counting the run in `windows` windows as it reads the plan: one round trip, one statement for the
 * database to bind and one backend to wake, where the count beside the query took two (decision 050). The count is an
 * uncorrelated subquery, so PostgreSQL runs it once however many subscription rows there are, and only when a row asks
 * for it: no session, or a session that may not run yet (decision 046), counts nothing.
 */
const sessionPlanCountQuery = perDatabaseAndCount((db, windows) => sessionPlan(db, countCallSql(windows)).prepare(`selecta_session_plan_count_${windows}`));

/** A row of the session-and-plan statement, as drizzle types it (the subscription's columns null when there is none). */
type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionPlanQuery>['execute']>>[number];

/** The plan of the session's rows, or undefined when there is none; a session that may not run yet is refused. */
function planOfSession(rows: SessionRow[], now: Date): PlanId | undefined {
  if (rows.length === 0) return undefined;
  refuseByRunGate(rows[0]!.gate);
  return planOfRows(rows.filter((row): row is typeof row & PlanRow => row.status !== null), now);
}

/**
 * The plan of a run's user, or undefined when the token's session no longer exists; a session that may not run yet
 * (two-step verification, decision 046) is refused. A hosted project has no session rows.
 */
export async function planForRun(db: Db, userId: string, sessionId: string | null, now: Date): Promise<PlanId | undefined> {
  if (sessionId === null) return getUserPlan(db, userId, now);
  return planOfSession(await sessionPlanQuery(db).execute({ sessionId, userId }), now);
}

/** What `planAndCount` read: the plan (undefined: no session), and the counts when the run was counted. */
export interface PlanAndCount {
  plan: PlanId | undefined;
  counts: number[] | undefined;
}

/**
 * The session's plan and, in the same statement, the run counted in `spans`, the windows of the plan it probably has
 * (that of the user's last run). Undefined `counts`: nothing was counted (no session, or one of those windows was full:
 * the plan is then read alone, and the caller counts for it). A gate refusal throws with nothing counted.
 */
export async function planAndCount(db: Db, userId: string, sessionId: string, spans: WindowSpan[], now: Date): Promise<PlanAndCount> {
  try {
    const rows = await sessionPlanCountQuery(db, spans.length).execute({ sessionId, userId, ...countParams(spans) });
    return { plan: planOfSession(rows, now), counts: rows[0]?.counts ?? undefined };
  } catch (error) {
    if (!isWindowFull(error)) throw error;
    return { plan: await planForRun(db, userId, sessionId, now), counts: undefined };
  }
}
