import { and, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { sessions } from '../db/schema/auth.ts';
import { recordSecurityEvent } from '../audit/security-activity.ts';
import type { AuthEnv } from './auth-env.ts';
import { requestOrigin } from '../lib/request-origin.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError } from './auth-error.ts';
import { authenticate } from './authenticate.ts';
import { forgetSessions } from './forget-sessions.ts';

/** `POST /logout?scope=global|local|others`: deletes sessions; their refresh tokens go with them. */
export function logoutRoutes(ctx: AuthContext) {
  return new Hono<AuthEnv>().post('/', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope)) {
      throw new AuthError(400, 'validation_failed', 'Unsupported logout scope "' + scope.slice(0, 20) + '"');
    }
    const { user, session } = await authenticate(ctx, c);
    const mine = eq(sessions.userId, user.id);
    const where =
      scope === 'local' ? eq(sessions.id, session.id) : scope === 'others' ? and(mine, ne(sessions.id, session.id)) : mine;
    if (scope === 'local') await ctx.deps.db.delete(sessions).where(where);
    else {
      // Signing out everywhere (or every other device) is a security change the account's activity shows.
      await ctx.deps.db.transaction(async (tx) => {
        await tx.delete(sessions).where(where);
        await recordSecurityEvent(tx, user.id, 'sessions_ended', requestOrigin(c, ctx.deps.env), { scope: scope as 'others' | 'global' });
      });
    }
    forgetSessions(ctx, user.id);
    return c.body(null, 204);
  });
}
