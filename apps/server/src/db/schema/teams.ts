import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { InviteRole, TeamRole } from '@selecta/shared/teams';
import { users } from './auth.ts';

/** A Pro owner's team (decision 021). Its owner is the member whose role is `owner`: one per team. */
export const teams = pgTable('teams', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type TeamRow = typeof teams.$inferSelect;

/**
 * Who belongs to which team, with their role. A user belongs to at most one team (unique `user_id`), so "the
 * team" of a user needs no choosing anywhere. Deleting a user removes their membership (a deleted member leaves);
 * an owner's account deletion is refused before it gets here.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<TeamRole>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    uniqueIndex('team_members_user_idx').on(t.userId),
    // One owner per team; the plan query finds a member's owner through this index.
    uniqueIndex('team_members_owner_idx').on(t.teamId).where(sql`${t.role} = 'owner'`),
    check('team_members_role_check', sql`${t.role} in ('owner', 'admin', 'member')`),
  ],
);
export type TeamMemberRow = typeof teamMembers.$inferSelect;

/**
 * Invitations by email: a single-use link whose token is only stored as a SHA-256. Accepted or revoked invites
 * are kept (so the link can say why it no longer works) until the team is dissolved.
 */
export const teamInvites = pgTable(
  'team_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Lowercased and trimmed, as the auth service stores emails. */
    email: text('email').notNull(),
    role: text('role').$type<InviteRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open invite per address and team: inviting again replaces it.
    uniqueIndex('team_invites_open_idx').on(t.teamId, t.email).where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    check('team_invites_role_check', sql`${t.role} in ('admin', 'member')`),
  ],
);
export type TeamInviteRow = typeof teamInvites.$inferSelect;

/** The team's shared prompt library: the same shape and template variables as a member's own saved prompts. */
export const teamPrompts = pgTable(
  'team_prompts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    template: text('template').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('team_prompts_team_idx').on(t.teamId, t.position)],
);
export type TeamPromptRow = typeof teamPrompts.$inferSelect;

/**
 * A team's own OpenID Connect provider for single sign-on (decision 040), set by its owner. The client secret is only
 * stored encrypted (`lib/secrets.ts`, the team id as authenticated data, like the team endpoint key) and never sent
 * back. `id` is the provider id supabase-js may send to `POST /auth/v1/sso` instead of a domain.
 */
export const teamSsoProviders = pgTable('team_sso_providers', {
  teamId: uuid('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  id: uuid('id').notNull().unique().defaultRandom(),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecret: text('client_secret'),
  /** Members of the team's verified domains may then only sign in through this provider. */
  requireSso: boolean('require_sso').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type TeamSsoProviderRow = typeof teamSsoProviders.$inferSelect;

/**
 * The email domains a team claims. A claim counts once `verified_at` is set (the TXT record was found); a verified
 * domain belongs to one team only (partial unique index), while unproved claims of the same domain may wait in
 * several teams: the first to prove it wins.
 */
export const teamSsoDomains = pgTable(
  'team_sso_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    /** Public by design: it is what the owner publishes in DNS. */
    token: text('token').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_sso_domains_team_domain_idx').on(t.teamId, t.domain),
    uniqueIndex('team_sso_domains_verified_idx').on(t.domain).where(sql`${t.verifiedAt} is not null`),
  ],
);
export type TeamSsoDomainRow = typeof teamSsoDomains.$inferSelect;

/**
 * The team owner's recovery codes (decision 040, amendment 2026-11-28): single-use sign-ins that pass require-SSO when
 * the team's IdP cannot sign the owner in. Only a SHA-256 of each code is stored (60 random bits each: no list of
 * guesses reverses it); `used_at` set is a spent code. A new set deletes the old; the team's or the user's deletion
 * deletes them.
 */
export const teamSsoRecoveryCodes = pgTable(
  'team_sso_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('team_sso_recovery_codes_code_idx').on(t.teamId, t.userId, t.codeHash)],
);
export type TeamSsoRecoveryCodeRow = typeof teamSsoRecoveryCodes.$inferSelect;
