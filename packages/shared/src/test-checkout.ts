import { z } from 'zod';
import { billingIntervalSchema, paidPlanIdSchema } from './plans-schema.ts';

/** `GET /api/billing/test-checkout/:id`: what the built-in test checkout shows (C5). */
export const testCheckoutViewSchema = z.object({
  id: z.string(),
  plan: paidPlanIdSchema,
  interval: billingIntervalSchema,
  /** The plan's price per interval, in `currency`'s major unit. */
  amount: z.number(),
  currency: z.string(),
  /** Days free before the first charge: 0 when the account already had its trial. */
  trialDays: z.number().int().min(0),
  status: z.enum(['open', 'complete', 'expired']),
});
export type TestCheckoutView = z.infer<typeof testCheckoutViewSchema>;
