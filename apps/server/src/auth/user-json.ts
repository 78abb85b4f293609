import type { UserRow } from '../db/schema/auth.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);

/** The user object as GoTrue sends it (bare on `/user`, under `user` in a session). */
export function userJson(user: UserRow) {
  const emailVerified = user.emailConfirmedAt !== null;
  const identityData = { sub: user.id, email: user.email, email_verified: emailVerified, phone_verified: false };
  const createdAt = user.createdAt.toISOString();
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
    app_metadata: appMetadata,
    // Identity claims win over whatever the client put in `data`, as in GoTrue.
    user_metadata: { ...user.userMetadata, ...identityData },
    identities: [
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
    ],
    created_at: createdAt,
    updated_at: user.updatedAt.toISOString(),
    is_anonymous: false,
  };
}

export const appMetadata = { provider: 'email', providers: ['email'] };

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
