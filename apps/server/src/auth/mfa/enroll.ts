import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { mfaChallenges, mfaFactors, users } from '../../db/schema/auth.ts';
import { encryptSecret, loadSecretsKey } from '../../lib/secrets.ts';
import type { AuthContext } from '../auth-context.ts';
import { AuthError } from '../auth-error.ts';
import { optionalString } from '../request-body.ts';
import type { SessionOfUser } from '../sessions.ts';
import { newTotpSecret, totpQrSvg, totpUri } from './totp.ts';

/** GoTrue's MFA_MAX_ENROLLED_FACTORS and MFA_MAX_VERIFIED_FACTORS. */
export const maxFactors = 10;
/** GoTrue's MFA_FACTOR_EXPIRY_DURATION: an unverified factor never challenged goes after five minutes. */
const unverifiedLifetimeSeconds = 300;
/** Bounds of ours (GoTrue has none): a name and an issuer are shown in lists and authenticator apps. */
const maxTextLength = 100;

/** `friendly_name` and `issuer`: short single-line text (a NUL byte would not even fit PostgreSQL's text). */
function displayText(body: Record<string, unknown>, field: string): string | undefined {
  const value = optionalString(body, field)?.trim();
  if (value && (value.length > maxTextLength || [...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f))) {
    throw new AuthError(400, 'validation_failed', `${field} must be one line of at most ${maxTextLength} characters`);
  }
  return value;
}

/**
 * `POST /factors` (GoTrue's `EnrollFactor`): a new unverified TOTP factor with its secret, URI and QR code. Phone and
 * WebAuthn answer as GoTrue does with them turned off (its defaults).
 */
export async function enrollFactor(ctx: AuthContext, { user, session }: SessionOfUser, body: Record<string, unknown>) {
  const factorType = optionalString(body, 'factor_type');
  if (factorType === 'phone') throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (factorType === 'webauthn') throw new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  if (factorType !== 'totp') throw new AuthError(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  const friendlyName = displayText(body, 'friendly_name') ?? '';
  const issuer = displayText(body, 'issuer') || new URL(ctx.deps.env.PUBLIC_URL).host;
  const id = crypto.randomUUID();
  const secret = newTotpSecret();
  const uri = totpUri(issuer, user.email, secret);
  const stored = encryptSecret(await loadSecretsKey(ctx.deps.env), secret, id);
  await ctx.deps.db.transaction(async (tx) => {
    // One enrolment of a user at a time, so the counts below cannot be raced past.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    await tx.delete(mfaFactors).where(
      and(
        eq(mfaFactors.userId, user.id),
        ne(mfaFactors.status, 'verified'),
        lt(mfaFactors.createdAt, sql`now() - make_interval(secs => ${unverifiedLifetimeSeconds})`),
        sql`not exists (select 1 from ${mfaChallenges} where ${mfaChallenges.factorId} = ${mfaFactors.id})`,
      ),
    );
    const factors = await tx.select({ friendlyName: mfaFactors.friendlyName, status: mfaFactors.status }).from(mfaFactors).where(eq(mfaFactors.userId, user.id));
    if (factors.some((factor) => factor.friendlyName === friendlyName)) {
      throw new AuthError(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`);
    }
    const verified = factors.filter((factor) => factor.status === 'verified').length;
    if (factors.length >= maxFactors || verified >= maxFactors) {
      throw new AuthError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
    }
    if (verified > 0 && session.aal !== 'aal2') throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
    await tx.insert(mfaFactors).values({ id, userId: user.id, friendlyName, secret: stored });
  });
  return { id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: await totpQrSvg(uri), secret, uri } };
}

