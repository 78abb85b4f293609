import { boolean, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { teams } from './teams.ts';

/**
 * A team's two-step verification policy (decision 046): with `required`, members who do not come through the team's
 * single sign-on must have a verified factor to run anything. Its own domain, after `teams`, so the teams domain's
 * migrations stay the SSO work's.
 */
export const teamMfaPolicies = pgTable('team_mfa_policies', {
  teamId: uuid('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  required: boolean('required').notNull().default(false),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type TeamMfaPolicyRow = typeof teamMfaPolicies.$inferSelect;
