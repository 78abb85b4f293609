import { z } from 'zod';
import type { PlanId } from './plans.ts';

/** The support each plan promises (the plan cards' last lines): who answers and how soon. */
export const supportPriorities = ['community', 'email', 'priority'] as const;
export type SupportPriority = (typeof supportPriorities)[number];

/** Business days until the first reply; community support promises none. */
export const supportReplyDays: Record<SupportPriority, number | null> = { community: null, email: 2, priority: 1 };

/** Free: community; Plus: email; Pro and every member of a Pro team: priority. */
export function supportPriority(plan: PlanId, teamMember = false): SupportPriority {
  if (plan === 'pro' || teamMember) return 'priority';
  return plan === 'plus' ? 'email' : 'community';
}

export const supportLimits = { subject: { min: 3, max: 150 }, message: { min: 10, max: 5_000 }, page: { max: 300 } } as const;
/** Support requests a user may send per hour. */
export const supportRequestsPerHour = 5;

/** `POST /api/support`. The request is mailed, never stored or logged. */
export const supportRequestSchema = z
  .object({
    subject: z.string().trim().min(supportLimits.subject.min).max(supportLimits.subject.max),
    message: z.string().trim().min(supportLimits.message.min).max(supportLimits.message.max),
    /** The page or site it is about (free text: a URL, "Dashboard"…). */
    page: z.string().trim().max(supportLimits.page.max).optional(),
    locale: z.enum(['en', 'es']).optional(),
  })
  .strict();
export type SupportRequest = z.infer<typeof supportRequestSchema>;

/** The answer: how the request was filed and when to expect a reply. */
export const supportResponseSchema = z.object({ sent: z.literal(true), priority: z.enum(supportPriorities), replyDays: z.number().nullable() });
export type SupportResponse = z.infer<typeof supportResponseSchema>;
