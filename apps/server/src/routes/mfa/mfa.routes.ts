import { Hono } from 'hono';
import { requireUser } from '../../auth/require-user.ts';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { mfaStatus } from '../../mfa/team-policy.ts';
import { mfaRecoveryRoutes } from './mfa-recovery.routes.ts';

/**
 * `/api/mfa`: the signed-in person's two-step verification status, as their team's policy sees it, and the recovery of
 * a lost authenticator (decision 046).
 */
export function mfaRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .route('/recovery', mfaRecoveryRoutes(deps))
    .get('/', requireUser(deps), async (c) => {
      c.header('cache-control', 'no-store');
      return c.json(await mfaStatus(deps.db, c.var.user.id, c.var.sessionId));
    });
}
