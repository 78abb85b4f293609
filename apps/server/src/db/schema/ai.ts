import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * How many AI runs a user was admitted in each fixed window (minute, hour, day, aligned to UTC). Only counts:
 * the selected text, the prompt and the answer are never stored (DESIGN.md decision 6).
 */
export const aiUsageCounters = pgTable(
  'ai_usage_counters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    window: text('window', { enum: ['minute', 'hour', 'day'] }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.window, t.windowStart] })],
);
