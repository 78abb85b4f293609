import { Hono } from 'hono';
import type { AuthEnv } from '../auth-env.ts';
import type { AuthContext } from '../auth-context.ts';
import { authenticate } from '../authenticate.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { rateLimit } from '../rate-limit.ts';
import { readJsonObject } from '../request-body.ts';
import { challengeFactor } from './challenge.ts';
import { enrollFactor } from './enroll.ts';
import { challengeBucket, factorVerifyBucket } from './mfa-limits.ts';
import { ownedFactor } from './owned-factor.ts';
import { unenrollFactor } from './unenroll.ts';
import { verifyFactor } from './verify-factor.ts';

/**
 * GoTrue's factor routes (`/factors`, TOTP; decision 046), each with a signed-in session (401 `no_authorization`
 * without one) and the caller's own factors only; challenge and verify are limited per address as GoTrue limits them.
 */
export function factorsRoutes(ctx: AuthContext) {
  return new Hono<AuthEnv>()
    .post('/', async (c) => {
      const found = await authenticate(ctx, c);
      return c.json(await enrollFactor(ctx, found, await readJsonObject(c)));
    })
    .post('/:factorId/challenge', rateLimit(ctx, challengeBucket), async (c) => {
      const { user } = await authenticate(ctx, c);
      const factor = await ownedFactor(ctx, user.id, c.req.param('factorId'));
      // supabase-js sends its own parameters as the body (`{factorId}`); a TOTP challenge takes none.
      return c.json(await challengeFactor(ctx, factor, clientIp(c, ctx.deps.env)));
    })
    .post('/:factorId/verify', rateLimit(ctx, factorVerifyBucket), async (c) => {
      const found = await authenticate(ctx, c);
      const factor = await ownedFactor(ctx, found.user.id, c.req.param('factorId'));
      return c.json(await verifyFactor(ctx, found, factor, await readJsonObject(c), clientIp(c, ctx.deps.env), requestOrigin(c, ctx.deps.env)));
    })
    .delete('/:factorId', async (c) => {
      const found = await authenticate(ctx, c);
      return c.json(await unenrollFactor(ctx, found, await ownedFactor(ctx, found.user.id, c.req.param('factorId')), requestOrigin(c, ctx.deps.env)));
    });
}
