import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { teams } from './teams.ts';

/**
 * A team's SCIM bearer tokens (decision 047), made by its owner: only a SHA-256 of each token is stored (256 random
 * bits: nothing to guess), with its name, who made it and when it was last used. Revoking deletes the row.
 */
export const scimTokens = pgTable(
  'scim_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scim_tokens_team_idx').on(t.teamId)],
);
export type ScimTokenRow = typeof scimTokens.$inferSelect;

/**
 * The directory's record of a person, one per account (a person is one directory's): the SCIM `userName`,
 * `externalId` and `active` as columns, every other core and enterprise attribute the directory sent as given
 * (`attributes`, never a password). `active = false` is what refuses the account's sign-in and took away its seat.
 */
export const scimUsers = pgTable(
  'scim_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    externalId: text('external_id'),
    active: boolean('active').notNull().default(true),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scim_users_user_idx').on(t.userId),
    // userName is not case-exact (RFC 7643): one per team whatever its case, and looked up that way.
    uniqueIndex('scim_users_team_user_name_idx').on(t.teamId, sql`lower(${t.userName})`),
    index('scim_users_team_external_id_idx').on(t.teamId, t.externalId),
    index('scim_users_team_created_idx').on(t.teamId, t.createdAt, t.id),
  ],
);
export type ScimUserRow = typeof scimUsers.$inferSelect;

/** The directory's groups: a group named `admin` (any case) makes its members the team's admins; others give no role. */
export const scimGroups = pgTable(
  'scim_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    externalId: text('external_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('scim_groups_team_name_idx').on(t.teamId, sql`lower(${t.displayName})`), index('scim_groups_team_created_idx').on(t.teamId, t.createdAt, t.id)],
);
export type ScimGroupRow = typeof scimGroups.$inferSelect;

export const scimGroupMembers = pgTable(
  'scim_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => scimGroups.id, { onDelete: 'cascade' }),
    scimUserId: uuid('scim_user_id')
      .notNull()
      .references(() => scimUsers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.scimUserId] }), index('scim_group_members_user_idx').on(t.scimUserId)],
);
