import { z } from 'zod';
import { billingIntervalSchema, planIdSchema } from './plans-schema.ts';

/** Every status Stripe can send (API `Subscription.status`); the column accepts all of them (research rule 24). */
export const subscriptionStatuses = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export const subscriptionStatusSchema = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/**
 * `GET /api/billing/subscription` (contract C5): the subscription that gives the user their plan; with nulls when
 * the plan is Free or comes from their team (decision 021), then `teamName` says which team.
 */
export const subscriptionSummarySchema = z.object({
  plan: planIdSchema,
  status: subscriptionStatusSchema.nullable(),
  interval: billingIntervalSchema.nullable(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  trialEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean().nullable(),
  teamName: z.string().nullable(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

export const freeSubscriptionSummary: SubscriptionSummary = { plan: 'free', status: null, interval: null, currentPeriodEnd: null, trialEnd: null, cancelAtPeriodEnd: null, teamName: null };
