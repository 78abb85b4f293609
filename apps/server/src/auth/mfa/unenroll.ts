import { and, eq } from 'drizzle-orm';
import { type MfaFactorRow, mfaFactors, sessions } from '../../db/schema/auth.ts';
import type { AuthContext } from '../auth-context.ts';
import { AuthError } from '../auth-error.ts';
import { forgetSessions } from '../forget-sessions.ts';
import type { SessionOfUser } from '../sessions.ts';
import type { RequestOrigin } from '../../lib/request-origin.ts';
import { recordFactorChange } from './mfa-audit.ts';

/**
 * `DELETE /factors/{id}` (GoTrue's `UnenrollFactor`): a verified factor only from an aal2 session; the sessions that
 * factor raised fall back to aal1 (`DowngradeSessionsToAAL1`), their tokens' `aal` at their next refresh.
 */
export async function unenrollFactor(ctx: AuthContext, { user, session }: SessionOfUser, factor: MfaFactorRow, origin: RequestOrigin) {
  if (factor.status === 'verified' && session.aal !== 'aal2') {
    throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await ctx.deps.db.transaction(async (tx) => {
    await tx.delete(mfaFactors).where(eq(mfaFactors.id, factor.id));
    await tx
      .update(sessions)
      .set({ aal: 'aal1', factorId: null, mfaVerifiedAt: null })
      .where(and(eq(sessions.userId, user.id), eq(sessions.factorId, factor.id)));
    if (factor.status === 'verified') await recordFactorChange(tx, user, origin, { kind: 'removed', name: factor.friendlyName, reason: 'removed' });
  });
  forgetSessions(ctx, user.id);
  return { id: factor.id };
}
