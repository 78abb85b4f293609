import { sql } from 'drizzle-orm';
import { bigserial, boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * Accounts (contract C3). Every other domain's user-owned rows reference `users.id` with
 * `onDelete: 'cascade'`; deleting the row ends sessions, refresh tokens and one-time tokens too.
 */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Always stored lowercased and trimmed, so the unique index is case-insensitive in practice. */
  email: text('email').notNull().unique(),
  /** argon2id PHC string. */
  encryptedPassword: text('encrypted_password').notNull(),
  /** The id of the one email identity GoTrue reports in `identities`. */
  identityId: uuid('identity_id').notNull().defaultRandom(),
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
  recoverySentAt: timestamp('recovery_sent_at', { withTimezone: true }),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>().notNull().default({}),
  ...timestamps,
});
export type UserRow = typeof users.$inferSelect;

/** One signed-in device; access tokens carry its id and stop working on `/auth/v1/user` once it is gone. */
export const sessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When the password (or recovery link) proved the identity: GoTrue's `amr` timestamp. */
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }).notNull().defaultNow(),
    amrMethod: text('amr_method').notNull().default('password'),
    /** Wrong current passwords given in this session (current-password.ts ends it after a few). */
    failedPasswordChecks: integer('failed_password_checks').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('auth_sessions_user_id_idx').on(t.userId)],
);

/** Rotating refresh tokens, chained by `parent` within a session; only a SHA-256 of each token is stored. */
export const refreshTokens = pgTable(
  'auth_refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    parentHash: text('parent_hash'),
    revoked: boolean('revoked').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('auth_refresh_tokens_session_idx').on(t.sessionId)],
);

/**
 * Links mailed for email confirmation, password recovery and email sign-in (SHA-256 stored), and mailed 6-digit codes
 * for reauthentication and email sign-in (an HMAC under the secrets key, decision 029); single use.
 */
export const oneTimeTokens = pgTable(
  'auth_one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['signup', 'recovery', 'reauthentication', 'magiclink'] }).notNull(),
    /** Wrong sign-in codes tried against this user's code since it was sent (email-otp-verify.ts burns it after a few). */
    attempts: integer('attempts').notNull().default(0),
    /** A signup link's own sign-up: its password hash and data are what confirming the link sets. */
    encryptedPassword: text('encrypted_password'),
    userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_one_time_tokens_user_idx').on(t.userId)],
);

/** Token buckets per (route, client IP), shared by every server process through the database. */
export const authRateLimits = pgTable('auth_rate_limits', {
  key: text('key').primaryKey(),
  tokens: doublePrecision('tokens').notNull(),
  allowed: boolean('allowed').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
