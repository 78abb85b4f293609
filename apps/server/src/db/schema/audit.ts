import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SecurityEventKind, SignInMethod } from '@selecta/shared/security-activity';
import { users } from './auth.ts';

/** Milliseconds, so that an event's time survives a round trip through JavaScript and can be a page's cursor. */
const at = () => timestamp('at', { withTimezone: true, precision: 3 }).notNull().default(sql`now()`);

/**
 * The teams' audit log (decision 044), append-only: a trigger (migration audit/0000) refuses every UPDATE and TRUNCATE,
 * and every DELETE but the retention's (13 months; a dissolved team's log 30 days after it ends). `team_id` is no
 * foreign key, so a dissolved team's log outlives it; actor and target are copied as they were (an address that later
 * changes, or an account later deleted, stays as the log saw it). No column is named `user_id`: the log is the team's.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id').notNull(),
    at: at(),
    event: text('event').notNull(),
    /** `user`, `scim_token`, or `system` (no id, no address). */
    actorType: text('actor_type').notNull(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    /** A non-person actor's name (a SCIM token's). */
    actorName: text('actor_name'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    targetEmail: text('target_email'),
    targetName: text('target_name'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    // The console's pages, newest first, whole or by event or by person: one index range each (100,000 events a team).
    index('audit_events_team_at_idx').on(t.teamId, t.at, t.id),
    index('audit_events_team_event_idx').on(t.teamId, t.event, t.at, t.id),
    index('audit_events_team_actor_idx').on(t.teamId, t.actorId, t.at, t.id),
    index('audit_events_team_actor_email_idx').on(t.teamId, t.actorEmail, t.at, t.id),
    // Retention, and a former owner's dissolved teams for their export.
    index('audit_events_at_idx').on(t.at),
    index('audit_events_dissolved_idx').on(t.actorId).where(sql`${t.event} = 'team.dissolved'`),
  ],
);
export type AuditEventRow = typeof auditEvents.$inferSelect;

/**
 * An account's sign-ins and security changes (decision 044), kept 90 days and deleted with the account. A sign-in's row
 * is written by the statement that starts the session (`auth/sessions.ts`): no extra round trip.
 */
export const securityEvents = pgTable(
  'account_security_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: at(),
    kind: text('kind').$type<SecurityEventKind>().notNull(),
    method: text('method').$type<SignInMethod>(),
    provider: text('provider'),
    scope: text('scope').$type<'others' | 'global'>(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('account_security_events_user_idx').on(t.userId, t.at), index('account_security_events_at_idx').on(t.at)],
);
export type SecurityEventRow = typeof securityEvents.$inferSelect;
