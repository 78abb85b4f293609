import { eq, lt, sql } from 'drizzle-orm';
import { parsePriceKey } from '@selecta/shared/plans';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { billingCustomers, subscriptions, subscriptionSyncTickets, trialRedemptions, type SubscriptionRow } from '../db/schema/billing.ts';
import { systemAudit, type AuditBy } from '../audit/audit-log.ts';
import { watchOwnerPlan } from './team-billing-audit.ts';
import type { BillingContext } from './context.ts';
import { type ProviderSubscription, unreadable } from './provider.ts';

type Executor = Pick<Db, 'select' | 'insert'>;
const uuid = z.uuid();

/** Our user for a provider subscription: its metadata first, else the customer mapping (rule 17). */
export async function userForSubscription(db: Executor, sub: ProviderSubscription): Promise<string | null> {
  if (sub.userId && uuid.safeParse(sub.userId).success) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, sub.userId));
    if (user) return user.id;
  }
  const [customer] = await db.select().from(billingCustomers).where(eq(billingCustomers.customerId, sub.customerId));
  return customer?.userId ?? null;
}

/**
 * A ticket for a read of a subscription's state at the provider, taken just before the read: a later ticket's read
 * began later, so it saw a state at least as new (decision 018). Two events for one subscription handled at once
 * then write in the order their reads began, whatever order their writes arrive in.
 */
export async function takeSyncTicket(db: Pick<Db, 'select'>): Promise<number> {
  const [row] = await db.select({ ticket: sql<string>`nextval(${subscriptionSyncTickets.seqName})` }).from(sql`(select 1) as one`);
  return Number(row!.ticket);
}

/**
 * Upserts our row from the provider's state as read after taking `ticket`; a row already written from a later read is
 * kept. Returns the row as it stands, or null when the subscription cannot be placed (unknown user or price): logged
 * for reconciliation, never retried without end (rule 19).
 */
export async function writeSubscription(ctx: BillingContext, db: Db, sub: ProviderSubscription, ticket: number, by: AuditBy = systemAudit): Promise<SubscriptionRow | null> {
  // Its own transaction (a savepoint inside the webhook's), so a team owner's plan change is recorded with the write.
  return db.transaction(async (tx) => {
    const userId = await userForSubscription(tx, sub);
    if (!userId) return place(ctx, tx, sub, userId, ticket);
    const change = await watchOwnerPlan(tx, userId);
    const row = await place(ctx, tx, sub, userId, ticket);
    await change?.record(by, sub.id);
    return row;
  });
}

async function place(ctx: BillingContext, db: Db, sub: ProviderSubscription, userId: string | null, ticket: number): Promise<SubscriptionRow | null> {
  const priceKey = ctx.prices.keyFor(sub.priceId);
  if (!userId || !priceKey) {
    ctx.logger.warn({ subscriptionId: sub.id, customerId: sub.customerId, known: { user: !!userId, price: !!priceKey } }, 'billing: subscription not placed');
    return null;
  }
  const { plan, interval } = parsePriceKey(priceKey);
  const fields = {
    userId,
    customerId: sub.customerId,
    status: sub.status,
    priceKey,
    plan,
    interval,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    currentPeriodEnd: sub.currentPeriodEnd,
    trialStart: sub.trialStart,
    trialEnd: sub.trialEnd,
    canceledAt: sub.canceledAt,
    updatedAt: new Date(),
    syncTicket: ticket,
  };
  const [written] = await db
    .insert(subscriptions)
    .values({ id: sub.id, ...fields })
    .onConflictDoUpdate({ target: subscriptions.id, set: fields, setWhere: lt(subscriptions.syncTicket, ticket) })
    .returning();
  const row = written ?? (await db.select().from(subscriptions).where(eq(subscriptions.id, sub.id)))[0];
  // Remember the customer too, so the portal works even when only webhooks ever saw this purchase.
  await db.insert(billingCustomers).values({ userId, customerId: sub.customerId }).onConflictDoNothing();
  if (sub.trialStart) {
    await db.insert(trialRedemptions).values({ userId, subscriptionId: sub.id }).onConflictDoNothing();
  }
  return row ?? null;
}

/**
 * Re-fetches a subscription from the provider and stores it: the one path the webhook and the success page share.
 * `by`: who caused it, for a team owner's `billing.plan_changed` (the owner on their own pages, else the system).
 */
export async function syncSubscription(ctx: BillingContext, subscriptionId: string, by: AuditBy = systemAudit): Promise<SubscriptionRow | null> {
  const ticket = await takeSyncTicket(ctx.db);
  const sub = await ctx.provider.retrieveSubscription(subscriptionId);
  // Unreadable (a status Stripe added later): the row keeps its last known state, the caller answers as usual.
  if (!sub || sub === unreadable) return null;
  return writeSubscription(ctx, ctx.db, sub, ticket, by);
}
