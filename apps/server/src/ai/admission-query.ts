import { and, eq, sql } from 'drizzle-orm';
import type { PlanId } from '@selecta/shared/plans';
import { refuseByRunGate } from '../auth/mfa/run-gate.ts';
import { entitlingColumns, getUserPlan, planOfRows, planSubscriptionsOf, type PlanRow } from '../billing/user-plan.ts';
import type { Db } from '../db/client.ts';
import { perDatabase } from '../db/per-database.ts';
import { sessions } from '../db/schema/auth.ts';
import { subscriptions } from '../db/schema/billing.ts';
import { admitInBatch, sessionGate as gate } from './admission-batch.ts';
import type { WindowSpan } from './usage-counters.ts';

const userIdParam = sql.placeholder('userId');

/**
 * The session row joined to the subscriptions that give the user their plan, their own and their team owner's (no row:
 * no session; one row of nulls: no subscription): the session check and the plan in one round trip.
 */
const sessionPlanQuery = perDatabase((db: Db) =>
  db
    .select({ ...entitlingColumns(sql`${userIdParam}::uuid`), gate })
    .from(sessions)
    .leftJoin(subscriptions, planSubscriptionsOf(sql`${userIdParam}::uuid`))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, userIdParam)))
    .prepare('selecta_session_plan'),
);

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
 * (that of the user's last run): one statement for the admissions of a turn (`admission-batch.ts`). Undefined
 * `counts`: nothing was counted (no session, or one of those windows was full; the caller then counts for the plan).
 * A gate refusal throws with nothing counted.
 */
export async function planAndCount(db: Db, userId: string, sessionId: string, spans: WindowSpan[], now: Date): Promise<PlanAndCount> {
  const rows = await admitInBatch(db)(userId, sessionId, spans);
  return { plan: planOfSession(rows, now), counts: rows[0]?.counts ?? undefined };
}
