import { eq } from 'drizzle-orm';
import { calculatePKCECodeChallenge } from 'openid-client';
import { flowStates, users } from '../../db/schema/auth.ts';
import type { AuthContext } from '../auth-context.ts';
import { AuthError } from '../auth-error.ts';
import { optionalString } from '../request-body.ts';
import { sessionJson, startSession } from '../sessions.ts';
import type { RequestOrigin } from '../../lib/request-origin.ts';
import { flowSessionMethod, flowSignIn } from '../sso/team-idp.ts';
import { sha256 } from './flow-start.ts';

/** How long the `?code=` the callback hands over stays good (GoTrue's flow-state lifetime). */
export const authCodeLifetimeMs = 5 * 60_000;

/**
 * `grant_type=pkce` (supabase-js `exchangeCodeForSession`): the callback's code and the verifier of the challenge the
 * client sent to `/authorize`. The code is spent by the first attempt, right or wrong: a stolen code with a guessed
 * verifier gets one try, then nothing.
 */
export async function pkceGrant(ctx: AuthContext, body: Record<string, unknown>, origin: RequestOrigin) {
  const authCode = optionalString(body, 'auth_code');
  const verifier = optionalString(body, 'code_verifier');
  if (!authCode || !verifier) throw new AuthError(400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
  const { db } = ctx.deps;
  const [flow] = await db.delete(flowStates).where(eq(flowStates.authCodeHash, sha256(authCode))).returning();
  if (!flow?.userId || !flow.codeChallenge) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  if (!flow.stateSpentAt || Date.now() - flow.stateSpentAt.getTime() > authCodeLifetimeMs) {
    throw new AuthError(400, 'flow_state_expired', 'Flow state has expired');
  }
  const expected = flow.codeChallengeMethod === 'plain' ? verifier : await calculatePKCECodeChallenge(verifier);
  if (expected !== flow.codeChallenge) throw new AuthError(403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
  const [user] = await db.select().from(users).where(eq(users.id, flow.userId));
  if (!user) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  const started = await startSession(db, user, flowSessionMethod(flow.provider), flowSignIn(flow.provider, origin));
  return sessionJson(ctx, started, started.refreshToken);
}
