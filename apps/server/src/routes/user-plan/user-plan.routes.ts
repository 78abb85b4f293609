import { Hono } from 'hono';
import { requireUser } from '../../auth/require-user.ts';
import { getUserPlan } from '../../billing/user-plan.ts';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AppEnv } from '../app-env.ts';

/** `GET /api/auth/user/plan` → `{plan}` for the bearer token's user (C5). */
export function userPlanRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', requireUser(deps), async (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ plan: await getUserPlan(deps.db, c.var.user.id) });
  });
}
