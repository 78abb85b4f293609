import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { identities, users } from '../../db/schema/auth.ts';
import { recordSecurityEvent } from '../../audit/security-activity.ts';
import type { AuthEnv } from '../auth-env.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import type { AuthContext } from '../auth-context.ts';
import { AuthError } from '../auth-error.ts';
import { authenticate } from '../authenticate.ts';
import { forgetSessions } from '../forget-sessions.ts';
import { isUuid } from '../sessions.ts';
import { startFlow } from './flow-start.ts';
import { flowQuery } from './oauth.routes.ts';

/**
 * `GET /user/identities/authorize` (supabase-js `linkIdentity`: answers `{ url }` for the signed-in user) and
 * `DELETE /user/identities/{identity_id}` (`unlinkIdentity`; never the last way to sign in).
 */
export function identitiesRoutes(ctx: AuthContext) {
  const { db } = ctx.deps;
  return new Hono<AuthEnv>()
    .get('/authorize', async (c) => {
      const { user } = await authenticate(ctx, c);
      const url = await startFlow(ctx, c, { ...flowQuery((name) => c.req.query(name)), linkUserId: user.id });
      return c.json({ url: url.toString() });
    })
    .delete('/:id', async (c) => {
      const { user } = await authenticate(ctx, c);
      const id = c.req.param('id');
      const notFound = new AuthError(404, 'identity_not_found', "Identity doesn't exist");
      if (!isUuid(id)) throw notFound;
      const [identity] = id === user.identityId ? [] : await db.select().from(identities).where(and(eq(identities.id, id), eq(identities.userId, user.id)));
      const isEmail = id === user.identityId && user.providers.includes('email');
      if (!identity && !isEmail) throw notFound;
      await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
        const rows = await tx.select({ id: identities.id, provider: identities.provider }).from(identities).where(eq(identities.userId, user.id));
        const hasEmail = locked!.providers.includes('email');
        if (rows.length + (hasEmail ? 1 : 0) <= 1) throw new AuthError(422, 'single_identity_not_deletable', 'User must have at least 1 identity after unlinking');
        const remaining = isEmail ? rows : rows.filter((row) => row.id !== identity!.id);
        const providers = [...new Set([...locked!.providers.filter((p) => p === 'email' && !isEmail), ...remaining.map((row) => row.provider)])];
        // The order GoTrue keeps: the provider the account was made with first, when it is still there.
        providers.sort((a, b) => rank(locked!.providers, a) - rank(locked!.providers, b));
        if (identity) await tx.delete(identities).where(eq(identities.id, identity.id));
        // Without its email identity the account has no password either.
        await tx.update(users).set({ providers, ...(isEmail ? { encryptedPassword: '' } : {}), updatedAt: new Date() }).where(eq(users.id, user.id));
        await recordSecurityEvent(tx, user.id, 'identity_unlinked', requestOrigin(c, ctx.deps.env), { provider: identity?.provider.startsWith('sso:') ? 'sso' : (identity?.provider ?? 'email') });
      });
      forgetSessions(ctx, user.id);
      return c.json({});
    });
}

const rank = (order: string[], provider: string) => {
  const index = order.indexOf(provider);
  return index === -1 ? order.length : index;
};
