import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import { type MfaFactorRow, mfaChallenges, mfaFactors, mfaRecoveries, sessions } from '../../db/schema/auth.ts';
import { decryptSecret, loadSecretsKey } from '../../lib/secrets.ts';
import type { AuthContext } from '../auth-context.ts';
import { AuthError } from '../auth-error.ts';
import { forgetSessions } from '../forget-sessions.ts';
import { optionalString } from '../request-body.ts';
import { isUuid, sessionJson, type SessionOfUser } from '../sessions.ts';
import { giveBackCodeAttempt, takeCodeAttempt } from './mfa-limits.ts';
import { raiseSession } from './raise-session.ts';
import { matchingStep } from './totp.ts';
import type { RequestOrigin } from '../../lib/request-origin.ts';
import { recordFactorChange } from './mfa-audit.ts';

/** GoTrue's MFA_CHALLENGE_EXPIRY_DURATION (its minimum too): a challenge is answered within five minutes. */
export const challengeLifetimeSeconds = 300;

const challengeNotFound = () => new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
const challengeUsed = () => new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
const wrongCode = () => new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');

/**
 * `POST /factors/{id}/verify` (GoTrue's `verifyTOTPFactor`): a code of the factor's secret for the challenge made from
 * the same address raises this session to aal2 (same session id, `amr` gains `totp`), verifies the factor, ends the
 * user's other aal1 sessions and deletes their other unverified factors. Ours besides (decision 046): a code works
 * once (its time step must be later than the last accepted one), wrong codes count against the account, and a
 * lost-authenticator recovery in progress ends.
 */
export async function verifyFactor(ctx: AuthContext, found: SessionOfUser, factor: MfaFactorRow, body: Record<string, unknown>, ip: string, origin: RequestOrigin) {
  const { user, session } = found;
  const code = optionalString(body, 'code');
  if (!code) throw new AuthError(400, 'validation_failed', 'Code needs to be non-empty');
  const challengeId = optionalString(body, 'challenge_id');
  if (challengeId !== undefined && !isUuid(challengeId)) throw new AuthError(400, 'validation_failed', 'challenge_id must be an UUID');
  await takeCodeAttempt(ctx, user.id);
  const { db } = ctx.deps;
  const [challenge] = challengeId
    ? await db.select().from(mfaChallenges).where(and(eq(mfaChallenges.id, challengeId), eq(mfaChallenges.factorId, factor.id)))
    : [];
  if (!challenge) throw challengeNotFound();
  if (challenge.verifiedAt || challenge.ipAddress !== ip) throw challengeUsed();
  if (Date.now() > challenge.createdAt.getTime() + challengeLifetimeSeconds * 1000) {
    await db.delete(mfaChallenges).where(eq(mfaChallenges.id, challenge.id));
    throw new AuthError(422, 'mfa_challenge_expired', `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`);
  }
  const secret = decryptSecret(await loadSecretsKey(ctx.deps.env), factor.secret, factor.id);
  const step = matchingStep(secret, code);
  if (step === undefined || (factor.lastUsedStep !== null && step <= factor.lastUsedStep)) throw wrongCode();
  const raised = await db.transaction(async (tx) => {
    // Each check is its own conditional write, so of two requests racing with one challenge or one code, one wins.
    const spent = await tx.update(mfaChallenges).set({ verifiedAt: new Date() }).where(and(eq(mfaChallenges.id, challenge.id), isNull(mfaChallenges.verifiedAt))).returning({ id: mfaChallenges.id });
    if (spent.length === 0) throw challengeUsed();
    const used = await tx
      .update(mfaFactors)
      .set({ status: 'verified', lastUsedStep: step, updatedAt: new Date() })
      .where(and(eq(mfaFactors.id, factor.id), or(isNull(mfaFactors.lastUsedStep), lt(mfaFactors.lastUsedStep, step))))
      .returning({ id: mfaFactors.id });
    if (used.length === 0) throw wrongCode();
    await tx.delete(mfaFactors).where(and(eq(mfaFactors.userId, user.id), eq(mfaFactors.status, 'unverified'), ne(mfaFactors.id, factor.id)));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), eq(sessions.aal, 'aal1'), ne(sessions.id, session.id)));
    await tx.delete(mfaRecoveries).where(eq(mfaRecoveries.userId, user.id));
    if (factor.status !== 'verified') await recordFactorChange(tx, user, origin, { kind: 'enrolled', name: factor.friendlyName });
    return raiseSession(tx, session.id, factor.id);
  });
  await giveBackCodeAttempt(ctx, user.id);
  forgetSessions(ctx, user.id);
  return sessionJson(ctx, raised, raised.refreshToken);
}
