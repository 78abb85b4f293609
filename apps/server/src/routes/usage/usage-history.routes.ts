import { Hono } from 'hono';
import { requireUser } from '../../auth/require-user.ts';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { historyDaysOf, historyResponse } from '../../usage/usage-csv.ts';
import { usageSeries } from '../../usage/usage-series.ts';

/** `GET /api/usage/history?days=7|30|90` (decision 037): the caller's own days, JSON or (`Accept: text/csv`) CSV. */
export function usageHistoryRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', requireUser(deps), async (c) => {
    const days = historyDaysOf(c);
    return historyResponse(c, await usageSeries(deps.db, { userId: c.var.user.id }, days, new Date()), 'selecta-my-usage');
  });
}
