import { and, eq, sql } from 'drizzle-orm';
import type { PlanId } from '@selecta/shared/plans';
import { sessions } from '../db/schema/auth.ts';
import { subscriptions } from '../db/schema/billing.ts';
import type { Db } from '../db/client.ts';
import { perDatabase } from '../db/per-database.ts';
import { entitlingColumns, getUserPlan, planOfRows, planSubscriptionsOf, type PlanRow } from '../billing/user-plan.ts';

const userId = sql.placeholder('userId');

/**
 * The session row joined to the subscriptions that give the user their plan, their own and their team owner's
 * (no row: no session; one row of nulls: no subscription). Still one round trip (decisions 013/014).
 */
const sessionPlanQuery = perDatabase((db) =>
  db
    .select(entitlingColumns(sql`${userId}::uuid`))
    .from(sessions)
    .leftJoin(subscriptions, planSubscriptionsOf(sql`${userId}::uuid`))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, userId)))
    .prepare('selecta_session_plan'),
);

/**
 * The plan of a run's user, or undefined when the token's session no longer exists. With the embedded auth
 * (`sessionId` set) the session check and the plan lookup are one query. A hosted project has no session rows.
 */
export async function planForRun(db: Db, userId: string, sessionId: string | null, now: Date): Promise<PlanId | undefined> {
  if (sessionId === null) return getUserPlan(db, userId, now);
  const rows = await sessionPlanQuery(db).execute({ sessionId, userId });
  if (rows.length === 0) return undefined;
  return planOfRows(rows.filter((row): row is PlanRow => row.status !== null), now);
}
