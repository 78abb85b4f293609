import { and, eq } from 'drizzle-orm';
import { type MfaFactorRow, mfaFactors } from '../../db/schema/auth.ts';
import type { AuthContext } from '../auth-context.ts';
import { AuthError } from '../auth-error.ts';
import { isUuid } from '../sessions.ts';

/**
 * GoTrue's `loadFactor`: the path's factor when it is the caller's. Another user's factor and a factor that does not
 * exist get the same 404, so ids cannot be probed.
 */
export async function ownedFactor(ctx: AuthContext, userId: string, factorId: string): Promise<MfaFactorRow> {
  if (!isUuid(factorId)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const [factor] = await ctx.deps.db.select().from(mfaFactors).where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, userId)));
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}
