import { eq } from 'drizzle-orm';
import { billingCustomers } from '../db/schema/billing.ts';
import type { BillingContext } from './context.ts';

export async function findCustomerId(ctx: BillingContext, userId: string): Promise<string | null> {
  const [row] = await ctx.db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  return row?.customerId ?? null;
}

/**
 * The user's one provider customer, created on first need (rule 1). The provider call runs outside any transaction:
 * with its timeout and retries it can take ~45 s, and an open transaction would hold a connection all that time (on
 * PGlite, the only one: every other request would wait). Simultaneous clicks are safe without a lock: they send one
 * idempotency key, so Stripe answers each with the same customer (a concurrent duplicate gets a 409 the SDK retries),
 * and the unique row keeps the first insert.
 */
export async function ensureCustomer(ctx: BillingContext, user: { id: string; email: string }): Promise<string> {
  const existing = await findCustomerId(ctx, user.id);
  if (existing) return existing;
  const customerId = await ctx.provider.createCustomer({ userId: user.id, email: user.email });
  await ctx.db.insert(billingCustomers).values({ userId: user.id, customerId }).onConflictDoNothing();
  return (await findCustomerId(ctx, user.id)) ?? customerId;
}
