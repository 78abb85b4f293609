import { runRequestSchema } from '@selecta/shared/ai';
import { Hono } from 'hono';
import type { Catalogue } from '../../ai/catalogue.ts';
import type { RunReportEnv } from '../../ai/run-report-env.ts';
import { createRunner } from '../../ai/run.ts';
import { requireTokenCheckSessionInRoute } from '../../auth/require-user.ts';
import type { AppEnv, AppServices } from '../app-env.ts';
import { readJson } from '../../lib/read-json.ts';
import { runReports } from './run-report.ts';
import { runUsageMiddleware, type RunUsageEnv } from '../../ai/run-usage.ts';

/**
 * `POST /api/ai/run` (contract C6): a verified token, a valid body, then the run (`ai/run.ts`), whose admission checks
 * the token's session in the same query as the plan. `runReports` tells the metrics and the drain how each run went;
 * `runUsageMiddleware` records its statistics (counts, times, sizes; decision 037) after the response.
 */
export function aiRoutes(deps: AppServices, catalogue: Catalogue) {
  const run = createRunner(deps, catalogue);
  return new Hono<AppEnv & RunUsageEnv & RunReportEnv>().post('/run', runReports(deps.ops), requireTokenCheckSessionInRoute(deps), runUsageMiddleware(deps), async (c) => run(c, await readJson(c, runRequestSchema)));
}
