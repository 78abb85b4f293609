import { eq, sql } from 'drizzle-orm';
import { billingCustomers } from '../db/schema/billing.ts';
import type { BillingContext } from './context.ts';

export async function findCustomerId(ctx: BillingContext, userId: string): Promise<string | null> {
  const [row] = await ctx.db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  return row?.customerId ?? null;
}

/**
 * The user's one provider customer, created on first need. A transaction-scoped advisory lock per user
 * serialises simultaneous clicks (Stripe refuses concurrent requests with one idempotency key), the
 * idempotency key covers a crash between Stripe and our insert, and the unique row is the backstop (rule 1).
 */
export async function ensureCustomer(ctx: BillingContext, user: { id: string; email: string }): Promise<string> {
  const existing = await findCustomerId(ctx, user.id);
  if (existing) return existing;
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`billing_customer:${user.id}`}))`);
    const [row] = await tx.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id));
    if (row) return row.customerId;
    const customerId = await ctx.provider.createCustomer({ userId: user.id, email: user.email });
    await tx.insert(billingCustomers).values({ userId: user.id, customerId }).onConflictDoNothing();
    return customerId;
  });
}
