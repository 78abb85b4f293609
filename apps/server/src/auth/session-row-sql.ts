import { sql } from 'drizzle-orm';
import type { UserRow } from '../db/schema/auth.ts';
import type { SessionRow } from './session-row.ts';
import { factorsFrom, factorsOf } from './mfa/factor-json.ts';

// Raw statements that answer a session and its user (rotation, sign-in) share this column list and mapping.
export type Raw = Record<string, unknown>;
// Timestamps travel as epoch milliseconds (float8): both drivers hand those over as numbers.
const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
const date = (value: unknown) => (value === null || value === undefined ? null : new Date(Number(value)));
const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;

/** The select list for a session aliased `s` and its user aliased `u`, with the user's factors. */
export const sessionAndUserColumns = sql`s.id as session_id, s.amr_method, s.sso_team_id, s.failed_password_checks, ${ms('s.authenticated_at')} as s_authenticated_at,
  s.aal, s.factor_id, ${ms('s.mfa_verified_at')} as s_mfa_verified_at, ${factorsOf(sql.raw('u.id'))} as factors,
  ${ms('s.created_at')} as s_created_at, ${ms('s.updated_at')} as s_updated_at,
  u.id, u.email, u.encrypted_password, u.identity_id, u.user_metadata, u.providers,
  ${ms('u.email_confirmed_at')} as email_confirmed_at, ${ms('u.confirmation_sent_at')} as confirmation_sent_at,
  ${ms('u.recovery_sent_at')} as recovery_sent_at, ${ms('u.last_sign_in_at')} as last_sign_in_at,
  ${ms('u.created_at')} as created_at, ${ms('u.updated_at')} as updated_at`;

export function fromRow(row: Raw) {
  const user: UserRow = {
    id: String(row.id),
    email: String(row.email),
    encryptedPassword: String(row.encrypted_password),
    identityId: String(row.identity_id),
    userMetadata: json(row.user_metadata),
    providers: (typeof row.providers === 'string' ? JSON.parse(row.providers) : row.providers) as string[],
    emailConfirmedAt: date(row.email_confirmed_at),
    confirmationSentAt: date(row.confirmation_sent_at),
    recoverySentAt: date(row.recovery_sent_at),
    lastSignInAt: date(row.last_sign_in_at),
    createdAt: date(row.created_at)!,
    updatedAt: date(row.updated_at)!,
  };
  const session: SessionRow = {
    id: String(row.session_id),
    userId: user.id,
    amrMethod: String(row.amr_method),
    ssoTeamId: row.sso_team_id === null || row.sso_team_id === undefined ? null : String(row.sso_team_id),
    failedPasswordChecks: Number(row.failed_password_checks),
    aal: row.aal === 'aal2' ? 'aal2' : 'aal1',
    factorId: row.factor_id === null || row.factor_id === undefined ? null : String(row.factor_id),
    mfaVerifiedAt: date(row.s_mfa_verified_at),
    authenticatedAt: date(row.s_authenticated_at)!,
    createdAt: date(row.s_created_at)!,
    updatedAt: date(row.s_updated_at)!,
  };
  return { user, session, factors: factorsFrom(row.factors) };
}
