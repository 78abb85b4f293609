import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BillingInterval, PaidPlanId, PriceKey } from '@selecta/shared/plans';
import type { SubscriptionStatus } from '@selecta/shared/subscription';
import { users } from './auth.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const statusList = inList(['incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused']);

/** One payment-provider customer per user; the unique id stops a second customer for the same user (rule 1). */
export const billingCustomers = pgTable('billing_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Our copy of each provider subscription, always written from a fresh retrieve (never from an event body),
 * so the row is the provider's latest state whatever order events arrive in. Status is text + CHECK so a
 * new Stripe status is a cheap migration (rule 24).
 */
export const subscriptions = pgTable(
  'billing_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    priceKey: text('price_key').$type<PriceKey>().notNull(),
    plan: text('plan').$type<PaidPlanId>().notNull(),
    interval: text('interval').$type<BillingInterval>().notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    trialStart: timestamp('trial_start', { withTimezone: true }),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The sync ticket of the retrieve this row was written from: a write from an older retrieve is skipped. */
    syncTicket: bigint('sync_ticket', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('billing_subscriptions_user_idx').on(t.userId),
    check('billing_subscriptions_status_check', sql`${t.status} in (${statusList})`),
    check('billing_subscriptions_plan_check', sql`${t.plan} in ('plus', 'pro')`),
  ],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Tickets taken just before each retrieve of a subscription: a later ticket's retrieve began later, so it saw the
 * provider's state at least as new (decision 018).
 */
export const subscriptionSyncTickets = pgSequence('billing_subscription_sync_tickets');

/** Webhook deliveries already applied; inserted in the same transaction as their effect (rule 15). */
export const stripeEvents = pgTable('billing_stripe_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  created: bigint('created', { mode: 'number' }).notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The Plus trial is once per account, whichever way it started (checkout or the no-card trial). */
export const trialRedemptions = pgTable('billing_trial_redemptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  subscriptionId: text('subscription_id').notNull(),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Test checkout only: the provider's side of a checkout session (no money moves). */
export const testCheckoutSessions = pgTable(
  'billing_test_checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    priceKey: text('price_key').$type<PriceKey>().notNull(),
    trialDays: integer('trial_days').notNull().default(0),
    status: text('status').$type<'open' | 'complete' | 'expired'>().notNull().default('open'),
    subscriptionId: text('subscription_id'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_test_checkout_sessions_user_idx').on(t.userId)],
);

/** Test checkout only: the provider's side of a subscription, which sync copies into `billing_subscriptions`. */
export const testSubscriptions = pgTable('billing_test_subscriptions', {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    priceKey: text('price_key').$type<PriceKey>().notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    trialStart: timestamp('trial_start', { withTimezone: true }),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** False for the no-card trial: it ends canceled instead of turning active (trial_settings end_behavior). */
    paymentMethod: boolean('payment_method').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
