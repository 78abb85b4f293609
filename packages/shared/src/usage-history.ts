import { z } from 'zod';

/**
 * Usage statistics over time (decision 037): per UTC day, counts, times and sizes only — never text, never a prompt's
 * template, never a page address. What a run was: a built-in action, a typed instruction (`custom`), one of the user's
 * own saved prompts (only as `own_prompt`, never which) or a team prompt (by its id).
 */
export const usageActions = ['reply', 'tldr', 'translate', 'custom', 'own_prompt', 'team_prompt'] as const;
export type UsageAction = (typeof usageActions)[number];

/** How a run ended: answered, refused by which limit (`length`: the plan's longest text), failed, or stopped by the user. */
export const usageOutcomes = ['answered', 'refused_minute', 'refused_hour', 'refused_day', 'refused_length', 'provider_error', 'cancelled'] as const;
export type UsageOutcome = (typeof usageOutcomes)[number];
export const refusalWindows = ['minute', 'hour', 'day', 'length'] as const;

/** The periods the history is offered for; `?days=` takes exactly these. */
export const historyDays = [7, 30, 90] as const;
export const historyQuerySchema = z.object({
  days: z.enum(['7', '30', '90'], { message: 'days must be 7, 30 or 90.' }).default('30').transform(Number),
});

/** First-token time buckets (upper bounds, ms; the last is open): enough to tell a median and a p95 apart. */
export const firstTokenBucketsMs = [100, 150, 200, 300, 400, 500, 700, 1000, 1500, 2000, 3000, 5000, 7500, 10_000, 20_000] as const;

const count = z.number().int().nonnegative();
const byAction = z.object(Object.fromEntries(usageActions.map((a) => [a, count])) as Record<UsageAction, typeof count>);
const byOutcome = z.object(Object.fromEntries(usageOutcomes.map((o) => [o, count])) as Record<UsageOutcome, typeof count>);

/** One UTC day: every run that reached the gateway's limits, by action and by outcome. */
export const usageDaySchema = z.object({
  day: z.iso.date(),
  runs: count,
  byAction,
  byOutcome,
  inputChars: count,
  outputChars: count,
});
export type UsageDay = z.infer<typeof usageDaySchema>;

export const modelLatencySchema = z.object({
  model: z.string(),
  runs: count,
  medianMs: z.number().nonnegative(),
  p95Ms: z.number().nonnegative(),
  averageTotalMs: z.number().nonnegative(),
});
export type ModelLatency = z.infer<typeof modelLatencySchema>;

/** `GET /api/usage/history?days=…`: the caller's own days, all of them (zeros included), oldest first. */
export const usageHistorySchema = z.object({
  days: z.number().int(),
  from: z.iso.date(),
  to: z.iso.date(),
  series: z.array(usageDaySchema),
  refusals: z.object(Object.fromEntries(refusalWindows.map((w) => [w, count])) as Record<(typeof refusalWindows)[number], typeof count>),
  latency: z.array(modelLatencySchema),
});
export type UsageHistory = z.infer<typeof usageHistorySchema>;

/** `GET /api/teams/usage/history?days=…` (owners and admins): the team's days and who did what. */
export const teamUsageHistorySchema = usageHistorySchema.extend({
  /** Members who ran anything in each ISO week (Monday, UTC) that overlaps the period. */
  activeMembersByWeek: z.array(z.object({ week: z.iso.date(), members: count })),
  /** Everyone with runs in the team in the period, and every current member. `role` null: no longer in the team. */
  members: z.array(
    z.object({
      userId: z.uuid(),
      email: z.string(),
      role: z.enum(['owner', 'admin', 'member']).nullable(),
      runs: count,
      perDay: z.array(count),
      lastActive: z.iso.date().nullable(),
    }),
  ),
  topPrompts: z.array(z.object({ id: z.uuid(), name: z.string(), runs: count })),
});
export type TeamUsageHistory = z.infer<typeof teamUsageHistorySchema>;
