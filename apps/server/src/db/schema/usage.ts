import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { UsageAction, UsageOutcome } from '@selecta/shared/usage-history';
import { users } from './auth.ts';

/** `team_id` of a run made outside any team: part of the key, so it cannot be null (PostgreSQL 14 has no NULLS NOT DISTINCT). */
export const noTeamId = '00000000-0000-0000-0000-000000000000';

/**
 * One row per UTC day, user, team, action (and team prompt), model and outcome (decision 037): counts, summed times and
 * sizes, and a first-token histogram — never text, never a template, never a page address. `team_id` is the team the
 * user was in at the time of the run (not a foreign key: a removed member's history stays with the team). Deleting the
 * user deletes their rows; rows older than 13 months are deleted (`usage/usage-retention.ts`).
 */
export const usageDaily = pgTable(
  'usage_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').notNull().default(noTeamId),
    action: text('action').$type<UsageAction>().notNull(),
    /** A team prompt's id, else ''. */
    promptId: text('prompt_id').notNull().default(''),
    model: text('model').notNull(),
    outcome: text('outcome').$type<UsageOutcome>().notNull(),
    runs: integer('runs').notNull().default(0),
    /** Runs that had a first token, and the sums of their first-token and total times. */
    timedRuns: integer('timed_runs').notNull().default(0),
    firstTokenMs: bigint('first_token_ms', { mode: 'number' }).notNull().default(0),
    totalMs: bigint('total_ms', { mode: 'number' }).notNull().default(0),
    inputChars: bigint('input_chars', { mode: 'number' }).notNull().default(0),
    outputChars: bigint('output_chars', { mode: 'number' }).notNull().default(0),
    /** Counts per `firstTokenBucketsMs` bucket (16: the last is open-ended). */
    firstTokenHist: integer('first_token_hist')
      .array()
      .notNull()
      .default(sql`'{0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0}'::integer[]`),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day, t.teamId, t.action, t.promptId, t.model, t.outcome] }),
    index('usage_daily_team_day_idx').on(t.teamId, t.day),
    index('usage_daily_day_idx').on(t.day),
  ],
);
export type UsageDailyRow = typeof usageDaily.$inferSelect;
