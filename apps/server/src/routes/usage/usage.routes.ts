import { effectiveLimits, isPromoActive } from '@selecta/shared/plans';
import { Hono } from 'hono';
import { currentWindows, usageIn } from '../../ai/usage-counters.ts';
import { isAiAvailable } from '../../ai/local-model.ts';
import { requireUser } from '../../auth/require-user.ts';
import { getUserPlan } from '../../billing/user-plan.ts';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AppEnv } from '../app-env.ts';

/** `GET /api/usage` (contract C6): the plan, and each window's limit, use and reset time. */
export function usageRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', requireUser(deps), async (c) => {
    const now = new Date();
    const userId = c.get('user').id;
    const plan = await getUserPlan(deps.db, userId, now);
    const [windows, aiAvailable] = await Promise.all([
      usageIn(deps.db, userId, currentWindows(effectiveLimits(plan, now, deps.env.PROMO_END), now)),
      isAiAvailable(deps),
    ]);
    return c.json(
      {
        plan,
        promoActive: plan === 'free' && isPromoActive(now, deps.env.PROMO_END),
        windows: windows.map(({ window, limit, used, remaining, resetAt }) => ({ window, limit, used, remaining, resetAt: resetAt.toISOString() })),
        aiAvailable,
      },
      200,
    );
  });
}
