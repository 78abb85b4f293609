import { paidPlanIdSchema } from '@selecta/shared/plans-schema';
import { z } from 'zod';

/** Contract C5 checkout body. `userId` and `email` are accepted for the old client but never used: the token decides. */
export const checkoutRequestSchema = z.object({
  planType: paidPlanIdSchema,
  priceId: z.string().min(1).max(200),
  userId: z.string().max(200).optional(),
  email: z.string().max(320).optional(),
  success_url: z.string().max(2000).optional(),
  cancel_url: z.string().max(2000).optional(),
  locale: z.string().max(10).optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** Optional body of the calls that return a page of ours: the language to show it in. */
export const localeBodySchema = z.object({ locale: z.string().max(10).optional() });

/** Provider ids are short ASCII tokens; anything else is not an id we could know. */
export const providerIdSchema = z.string().regex(/^[A-Za-z0-9_]{1,255}$/);
