import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { UsageAction, UsageOutcome } from '@selecta/shared/usage-history';
import { users } from './auth.ts';

/** `team_id` of a run made outside any team: part of the key, so it cannot be null (PostgreSQL 14 has no NULLS NOT DISTINCT). */
export const noTeamId = '00000000-0000-0000-0000-000000000000';

/** The summed figures of a day's row. */
const sums = () => ({
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
});

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
    ...sums(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.teamId, t.action, t.promptId, t.model, t.outcome] }), index('usage_daily_day_idx').on(t.day)],
);

/**
 * The team's days without the member: what the team dashboard sums, so that its queries read a few rows a day rather
 * than one per member (decision 037: 90 days of a 200-member team in well under 50 ms). Written with `usage_daily`, in
 * the same statement; no user in it, so it stays when a member's account is deleted.
 */
export const usageTeamDaily = pgTable(
  'usage_team_daily',
  {
    teamId: uuid('team_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    action: text('action').$type<UsageAction>().notNull(),
    promptId: text('prompt_id').notNull().default(''),
    model: text('model').notNull(),
    outcome: text('outcome').$type<UsageOutcome>().notNull(),
    ...sums(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.day, t.action, t.promptId, t.model, t.outcome] }), index('usage_team_daily_day_idx').on(t.day)],
);

/** Each member's runs in the team, one row a month with a count per day: the member table's sparklines and weeks. */
export const usageMemberMonths = pgTable(
  'usage_member_months',
  {
    teamId: uuid('team_id').notNull(),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Runs on each day of the month (index 1 = the 1st). */
    daily: integer('daily')
      .array()
      .notNull()
      .default(sql`array_fill(0, array[31])`),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.month, t.userId] }), index('usage_member_months_month_idx').on(t.month)],
);
