import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
  /** argon2id PHC string; empty for an account without a password (email codes, providers), as in GoTrue. */
  encryptedPassword: text('encrypted_password').notNull(),
  /** The id of the email identity GoTrue reports in `identities` (while `providers` holds `email`). */
  identityId: uuid('identity_id').notNull().defaultRandom(),
  /**
   * GoTrue's `app_metadata.providers`, the first the one the account was made with: `email` stands for the email
   * identity (no row), any other for its row in `auth_identities`. Kept here so a plain email account's user and
   * token need no second query.
   */
  providers: jsonb('providers').$type<string[]>().notNull().default(['email']),
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
    /**
     * How the session started, GoTrue's `amr` method: `password`, `otp`, `recovery`, `oauth`, or `sso/oidc` for a
     * team's single sign-on (GoTrue's SAML SSO says `sso/saml`; ours is OpenID Connect, decision 040).
     */
    amrMethod: text('amr_method').notNull().default('password'),
    /** The team whose IdP started an `sso/oidc` session (no foreign key: the auth schema does not know teams). */
    ssoTeamId: uuid('sso_team_id'),
    /** Wrong current passwords given in this session (current-password.ts ends it after a few). */
    failedPasswordChecks: integer('failed_password_checks').notNull().default(0),
    /** GoTrue's authenticator assurance level: `aal2` once a factor's code was verified in this session (decision 046). */
    aal: text('aal', { enum: ['aal1', 'aal2'] }).notNull().default('aal1'),
    /** The factor that raised the session to aal2 (GoTrue's `factor_id`): removing it drops the session to aal1. */
    factorId: uuid('factor_id'),
    /** When the factor's code was verified: the `totp` entry of the token's `amr`. */
    mfaVerifiedAt: timestamp('mfa_verified_at', { withTimezone: true }),
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

/** Accounts at OAuth / OpenID Connect providers linked to a user (GoTrue's `identities`, provider ones). */
export const identities = pgTable(
  'auth_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's stable id of the account (`sub`, GitHub's numeric id). */
    providerId: text('provider_id').notNull(),
    identityData: jsonb('identity_data').$type<Record<string, unknown>>().notNull().default({}),
    email: text('email'),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('auth_identities_provider_id_idx').on(t.provider, t.providerId), index('auth_identities_user_idx').on(t.userId)],
);
export type IdentityRow = typeof identities.$inferSelect;

/**
 * One OAuth sign-in or link in progress: what `/authorize` sent the provider (its PKCE verifier and nonce), the
 * client's PKCE challenge, and after the callback the single-use code `POST /token?grant_type=pkce` takes.
 */
export const flowStates = pgTable('auth_flow_states', {
  id: uuid('id').primaryKey().defaultRandom(),
  provider: text('provider').notNull(),
  redirectTo: text('redirect_to').notNull(),
  /** supabase-js's PKCE challenge (S256 or plain); null in the implicit flow. */
  codeChallenge: text('code_challenge'),
  codeChallengeMethod: text('code_challenge_method'),
  providerVerifier: text('provider_verifier').notNull(),
  nonce: text('nonce').notNull(),
  /** SHA-256 of the cookie that ties the flow to the browser that started it. */
  browserHash: text('browser_hash').notNull(),
  /** `linkIdentity`: the signed-in user the provider account joins. */
  linkUserId: uuid('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
  stateSpentAt: timestamp('state_spent_at', { withTimezone: true }),
  authCodeHash: text('auth_code_hash').unique(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Two-step verification factors (GoTrue's `mfa_factors`, TOTP only; decision 046). The secret is stored encrypted
 * (`lib/secrets.ts`, the factor id as authenticated data); `last_used_step` is the 30-second step of the last code
 * accepted, so a code works once.
 */
export const mfaFactors = pgTable(
  'auth_mfa_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendlyName: text('friendly_name').notNull().default(''),
    factorType: text('factor_type', { enum: ['totp'] }).notNull().default('totp'),
    status: text('status', { enum: ['unverified', 'verified'] }).notNull().default('unverified'),
    secret: text('secret').notNull(),
    lastChallengedAt: timestamp('last_challenged_at', { withTimezone: true }),
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    index('auth_mfa_factors_user_idx').on(t.userId, t.status),
    // GoTrue's index: a name is unique per user, unnamed factors aside.
    uniqueIndex('auth_mfa_factors_user_friendly_name_idx').on(t.userId, t.friendlyName).where(sql`trim(${t.friendlyName}) <> ''`),
  ],
);
export type MfaFactorRow = typeof mfaFactors.$inferSelect;

/** A challenge to verify a factor (GoTrue's `mfa_challenges`): bound to the address that made it, verified once. */
export const mfaChallenges = pgTable(
  'auth_mfa_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    factorId: uuid('factor_id')
      .notNull()
      .references(() => mfaFactors.id, { onDelete: 'cascade' }),
    ipAddress: text('ip_address').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_mfa_challenges_factor_idx').on(t.factorId)],
);

/**
 * Recovery of an account whose authenticator is lost (decision 046): a mailed code (an HMAC under the secrets key,
 * as reauthentication codes) proves the mailbox, the password proves the rest; the factors go only once `ready_at`
 * has passed, unless a verified code, a password change or the account's owner cancels it first. One per user.
 */
export const mfaRecoveries = pgTable('auth_mfa_recoveries', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash'),
  codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
  /** Wrong codes tried against this code (the code is burned after a few). */
  attempts: integer('attempts').notNull().default(0),
  /** Set once the mailed code was confirmed: the waiting period ends then. */
  readyAt: timestamp('ready_at', { withTimezone: true }),
  ...timestamps,
});
