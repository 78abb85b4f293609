import { and, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { sessions } from '../db/schema/auth.ts';
import type { AppEnv } from '../lib/app-env.ts';
import type { AuthContext } from './auth-context.ts';
import { AuthError } from './auth-error.ts';
import { authenticate } from './authenticate.ts';
import { forgetSessions } from './forget-sessions.ts';

/** `POST /logout?scope=global|local|others`: deletes sessions; their refresh tokens go with them. */
export function logoutRoutes(ctx: AuthContext) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope)) {
      throw new AuthError(400, 'validation_failed', 'Unsupported logout scope "' + scope.slice(0, 20) + '"');
    }
    const { user, session } = await authenticate(ctx, c);
    const mine = eq(sessions.userId, user.id);
    const where =
      scope === 'local' ? eq(sessions.id, session.id) : scope === 'others' ? and(mine, ne(sessions.id, session.id)) : mine;
    await ctx.deps.db.delete(sessions).where(where);
    forgetSessions(ctx, user.id);
    return c.body(null, 204);
  });
}
