import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { users } from '../db/schema/auth.ts';
import type { AppDeps } from '../lib/app-deps.ts';
import type { AuthEnv } from '../auth/auth-env.ts';
import { HttpError } from '../lib/http-error.ts';

/**
 * The full user row behind an account call. `requireUser` (mounted on the account routes) has already verified
 * the token and that its session and user still exist, so a signed-out device or a deleted account never gets here.
 */
export async function accountUser(deps: AppDeps, c: Context<AuthEnv>) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, c.get('user').id));
  if (!user) throw new HttpError(401, 'unauthorized', 'Your session has ended. Sign in again.');
  return { user, sessionId: c.get('sessionId') };
}
