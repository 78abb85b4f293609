import { and, eq } from 'drizzle-orm';
import type { PlanId } from '@selecta/shared/plans';
import { sessions } from '../db/schema/auth.ts';
import { subscriptions } from '../db/schema/billing.ts';
import type { Db } from '../db/client.ts';
import { planFromSubscriptions, type EntitlingFields } from '../billing/entitlement.ts';
import { entitlingColumns, getUserPlan } from '../billing/user-plan.ts';

/**
 * The plan of a run's user, or undefined when the token's session no longer exists. With the embedded auth
 * (`sessionId` set) the session check and the plan lookup are one query: the session row joined to the user's
 * subscriptions (no row: no session; one row of nulls: no subscription). A hosted project has no session rows.
 */
export async function planForRun(db: Db, userId: string, sessionId: string | null, now: Date): Promise<PlanId | undefined> {
  if (sessionId === null) return getUserPlan(db, userId, now);
  const rows = await db
    .select(entitlingColumns)
    .from(sessions)
    .leftJoin(subscriptions, eq(subscriptions.userId, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  if (rows.length === 0) return undefined;
  return planFromSubscriptions(rows.filter((row): row is EntitlingFields => row.status !== null), now);
}
