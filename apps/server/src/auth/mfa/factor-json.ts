import { sql, type SQL } from 'drizzle-orm';
import type { MfaFactorRow } from '../../db/schema/auth.ts';

/** What the user JSON lists of a factor. */
export type FactorSummary = Pick<MfaFactorRow, 'id' | 'friendlyName' | 'factorType' | 'status' | 'createdAt' | 'updatedAt' | 'lastChallengedAt'>;

/** A factor as GoTrue lists it in the user (`models.Factor`'s JSON): no secret; `friendly_name` omitted when empty. */
export function factorJson(factor: FactorSummary) {
  return {
    id: factor.id,
    created_at: factor.createdAt.toISOString(),
    updated_at: factor.updatedAt.toISOString(),
    status: factor.status,
    ...(factor.friendlyName ? { friendly_name: factor.friendlyName } : {}),
    factor_type: factor.factorType,
    phone: '',
    last_challenged_at: factor.lastChallengedAt ? factor.lastChallengedAt.toISOString() : null,
  };
}

const ms = (column: string) => sql.raw(`(extract(epoch from f.${column}) * 1000)::float8`);

/**
 * The user's factors, oldest first, as one JSON array: a scalar subquery that the statements answering a user (sign-in,
 * refresh, `GET /user`) select beside their own columns, so no request takes an extra round trip for them. An account
 * without factors costs one probe of the factors' user index.
 */
export const factorsOf = (userId: SQL) => sql`(select coalesce(json_agg(json_build_object(
  'id', f.id, 'friendly_name', f.friendly_name, 'factor_type', f.factor_type, 'status', f.status,
  'created_at', ${ms('created_at')}, 'updated_at', ${ms('updated_at')}, 'last_challenged_at', ${ms('last_challenged_at')}
) order by f.created_at), '[]'::json) from auth_mfa_factors f where f.user_id = ${userId})`;

type RawFactor = { id: string; friendly_name: string; factor_type: FactorSummary['factorType']; status: FactorSummary['status']; created_at: number; updated_at: number; last_challenged_at: number | null };

/** `factorsOf`'s value as either driver hands it over (postgres.js parses JSON, PGlite may give text). */
export function factorsFrom(value: unknown): FactorSummary[] {
  const raw = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as RawFactor[];
  return raw.map((f) => ({
    id: f.id,
    friendlyName: f.friendly_name,
    factorType: f.factor_type,
    status: f.status,
    createdAt: new Date(f.created_at),
    updatedAt: new Date(f.updated_at),
    lastChallengedAt: f.last_challenged_at === null ? null : new Date(f.last_challenged_at),
  }));
}

/** SQL: whether the user has a verified factor (one probe of the factors' user index). */
export const hasVerifiedFactorSql = (userId: SQL) => sql<boolean>`exists (select 1 from auth_mfa_factors f where f.user_id = ${userId} and f.status = 'verified')`;

/** SQL: a session at aal1 of an account with a verified factor: signed in halfway, waiting for the code. */
export const awaitsCode = (userId: SQL, aal: SQL) => sql<boolean>`(${aal} = 'aal1' and ${hasVerifiedFactorSql(userId)})`;

export const hasVerifiedFactor = (factors: readonly Pick<FactorSummary, 'status'>[]) => factors.some((f) => f.status === 'verified');
