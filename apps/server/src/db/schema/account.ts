import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Consent choices a signed-in user made, kept as a history (never updated in place) so the export can show
 * what was chosen and when. The website keeps the live choice in the browser; this is the record of it.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['analytics'] }).notNull(),
    granted: boolean('granted').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consent_records_user_id_idx').on(table.userId, table.recordedAt)],
);

export type ConsentRecord = typeof consentRecords.$inferSelect;
