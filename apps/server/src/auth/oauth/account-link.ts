import { and, eq, sql } from 'drizzle-orm';
import { recordSecurityEvent } from '../../audit/security-activity.ts';
import type { Db } from '../../db/client.ts';
import type { RequestOrigin } from '../../lib/request-origin.ts';
import { type UserRow, identities, oneTimeTokens, sessions, users } from '../../db/schema/auth.ts';
import { AuthError } from '../auth-error.ts';
import type { ProviderName } from './provider-names.ts';
import type { ProviderProfile } from './provider-profile.ts';

/** A team's IdP is `sso:<team id>` inside; the account's owner sees `sso`. */
const publicProviderName = (provider: string) => (provider.startsWith('sso:') ? 'sso' : provider);

const labels: Record<ProviderName, string> = { google: 'Google', azure: 'Microsoft', github: 'GitHub', oidc: 'your identity provider' };

/** GoTrue's answer for a provider address it cannot vouch for: nothing is created or linked. */
const labelOf = (provider: string) => labels[provider as ProviderName] ?? labels.oidc;
const needsVerification = (provider: string) =>
  new AuthError(422, 'provider_email_needs_verification', `Unverified email with ${labelOf(provider)}. Sign in with your email and password or an email code, then link ${labelOf(provider)} in your settings.`);

/**
 * Which account a provider sign-in opens, as GoTrue decides: the one the provider account is linked to; else, for
 * `linkIdentity`, the signed-in user; else the account with the same address, only when the provider verified that
 * address (never a silent takeover); else a new account, only for a verified address. Runs in one transaction.
 */
export async function accountFor(db: Db, provider: string, profile: ProviderProfile, linkUserId: string | null, origin: RequestOrigin): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [known] = await tx.select().from(identities).where(and(eq(identities.provider, provider), eq(identities.providerId, profile.providerId))).for('update');
    if (known) {
      if (linkUserId && known.userId !== linkUserId) throw new AuthError(422, 'identity_already_exists', 'Identity is already linked to another user');
      await tx.update(identities).set({ identityData: profile.data, email: profile.email ?? null, lastSignInAt: new Date(), updatedAt: new Date() }).where(eq(identities.id, known.id));
      const [user] = await tx.select().from(users).where(eq(users.id, known.userId));
      return user!;
    }
    if (linkUserId) return attach(tx, linkUserId, provider, profile, origin);
    if (!profile.email) throw new AuthError(422, 'email_address_invalid', `${labelOf(provider)} did not give an email address`);
    if (!profile.emailVerified) throw needsVerification(provider);
    const [existing] = await tx.select().from(users).where(eq(users.email, profile.email)).for('update');
    if (existing) {
      if (!existing.emailConfirmedAt) await claimUnconfirmed(tx, existing.id);
      return attach(tx, existing.id, provider, profile, origin);
    }
    const [created] = await tx
      .insert(users)
      .values({ email: profile.email, encryptedPassword: '', emailConfirmedAt: new Date(), providers: [provider], userMetadata: profile.data })
      .returning();
    await tx.insert(identities).values({ userId: created!.id, provider, providerId: profile.providerId, identityData: profile.data, email: profile.email, lastSignInAt: new Date() });
    return created!;
  });
}

/** Links the provider account to `userId`, lists the provider in its `app_metadata.providers`, and says so in its security activity. */
async function attach(tx: Db, userId: string, provider: string, profile: ProviderProfile, origin: RequestOrigin): Promise<UserRow> {
  await tx.insert(identities).values({ userId, provider, providerId: profile.providerId, identityData: profile.data, email: profile.email ?? null, lastSignInAt: new Date() });
  const [user] = await tx
    .update(users)
    .set({
      providers: sql`case when ${users.providers} @> ${JSON.stringify([provider])}::jsonb then ${users.providers} else ${users.providers} || ${JSON.stringify([provider])}::jsonb end`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  await recordSecurityEvent(tx, userId, 'identity_linked', origin, { provider: publicProviderName(provider) });
  return user;
}

/**
 * An unconfirmed account whose address the provider just proved: confirmed, and whatever someone set on it before the
 * owner proved the mailbox goes (its password, sessions and pending sign-up links), as with a mailed code.
 */
async function claimUnconfirmed(tx: Db, userId: string): Promise<void> {
  await tx.update(users).set({ emailConfirmedAt: new Date(), encryptedPassword: '', updatedAt: new Date() }).where(eq(users.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.type, 'signup')));
}
