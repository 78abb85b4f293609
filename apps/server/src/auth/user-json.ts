import type { IdentityRow, UserRow } from '../db/schema/auth.ts';
import { type FactorSummary, factorJson } from './mfa/factor-json.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);

/**
 * The user object as GoTrue sends it (bare on `/user`, under `user` in a session): the email identity while the
 * account has one, then its provider identities (`providerIdentities`, loaded by identities.ts); `factors` only when
 * there are some (GoTrue's `omitempty`).
 */
export function userJson(user: UserRow, providerIdentities: IdentityRow[] = [], factors: readonly FactorSummary[] = []) {
  const emailVerified = user.emailConfirmedAt !== null;
  const identityData = { sub: user.id, email: user.email, email_verified: emailVerified, phone_verified: false };
  const createdAt = user.createdAt.toISOString();
  const email = user.providers.includes('email')
    ? [
        {
          identity_id: user.identityId,
          id: user.id,
          user_id: user.id,
          identity_data: identityData,
          provider: 'email',
          last_sign_in_at: createdAt,
          created_at: createdAt,
          updated_at: user.updatedAt.toISOString(),
          email: user.email,
        },
      ]
    : [];
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.emailConfirmedAt),
    phone: '',
    confirmation_sent_at: iso(user.confirmationSentAt),
    recovery_sent_at: iso(user.recoverySentAt),
    confirmed_at: iso(user.emailConfirmedAt),
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: appMetadataOf(user),
    // Identity claims win over whatever the client put in `data`, as in GoTrue.
    user_metadata: { ...user.userMetadata, ...identityData },
    // GoTrue lists identities oldest first: the email one leads when the account was made with it.
    identities: user.providers[0] === 'email' ? [...email, ...providerIdentities.map(identityJson)] : [...providerIdentities.map(identityJson), ...email],
    created_at: createdAt,
    updated_at: user.updatedAt.toISOString(),
    is_anonymous: false,
    ...(factors.length > 0 ? { factors: factors.map(factorJson) } : {}),
  };
}

export const appMetadata = { provider: 'email', providers: ['email'] };

/** GoTrue's `app_metadata`: the provider the account was made with and every provider it can sign in with. */
export function appMetadataOf(user: Pick<UserRow, 'providers'>) {
  if (user.providers.length === 1 && user.providers[0] === 'email') return appMetadata;
  return { provider: user.providers[0] ?? 'email', providers: user.providers };
}

/** A provider identity as GoTrue lists it (`id` is the provider's account id, `identity_id` ours). */
export function identityJson(row: IdentityRow) {
  return {
    identity_id: row.id,
    id: row.providerId,
    user_id: row.userId,
    identity_data: row.identityData,
    provider: row.provider,
    last_sign_in_at: iso(row.lastSignInAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    email: row.email ?? undefined,
  };
}

/** GoTrue's anti-enumeration answer to a sign-up for a taken email when confirmations are on. */
export function fakeUserJson(email: string) {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: appMetadata,
    user_metadata: {},
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
