import { Hono } from 'hono';
import type { AppDeps, AppEnv, AppServices } from './lib/app-env.ts';
import { limitRequestBody } from './lib/body-limit.ts';
import { errorHandler, notFoundHandler } from './lib/errors.ts';
import { requestLogger } from './lib/request-logger.ts';
import { createCatalogue } from './ai/catalogue.ts';
import { aiRoutes } from './routes/ai/ai.routes.ts';
import { modelsRoutes } from './routes/models/models.routes.ts';
import { teamModelsRoutes } from './routes/models/team-models.routes.ts';
import { supportRoutes } from './routes/support/support.routes.ts';
import { configRoutes } from './routes/config/config.routes.ts';
import { healthRoutes } from './routes/health/health.routes.ts';
import { usageHistoryRoutes } from './routes/usage/usage-history.routes.ts';
import { usageRoutes } from './routes/usage/usage.routes.ts';
import { webRoutes } from './routes/web/web.routes.ts';
import { downloadsRoutes } from './routes/downloads/downloads.routes.ts';
import { billingRoutes } from './routes/billing/billing.routes.ts';
import { stripeRoutes } from './routes/stripe/stripe.routes.ts';
import { userPlanRoutes } from './routes/user-plan/user-plan.routes.ts';
import { accountRoutes } from './routes/account/account.routes.ts';
import { teamsRoutes } from './routes/teams/teams.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { extensionCors } from './auth/extension-cors.ts';
import { securityHeaders } from './security/security-headers.ts';
import { closeConnectionsWhileDraining } from './ops/drain.ts';
import { httpMetrics } from './ops/http-metrics.ts';
import { measureQueries } from './ops/query-metrics.ts';
import { metricsRoutes } from './ops/metrics.routes.ts';
import { createOps } from './ops/ops.ts';
import { traceRequests } from './ops/tracing.ts';

export const maxBodyBytes = 1024 * 1024;

/** The whole server as one Hono app: auth, API and website on one origin. */
export function createApp(given: AppDeps) {
  // Without a lifecycle of its own (tests, benchmarks) the app is ready at once: its database is migrated.
  const deps: AppServices = { ...given, ops: given.ops ?? createOps(given.env, { ready: true }) };
  const { metrics, lifecycle } = deps.ops;
  const app = new Hono<AppEnv>();
  app.use(requestLogger(deps.logger));
  // Tracing's SDK is imported only when an OTLP endpoint is set (ops/tracing.ts).
  if (deps.env.OTEL_EXPORTER_OTLP_ENDPOINT) app.use(traceRequests(deps.env.OTEL_EXPORTER_OTLP_ENDPOINT));
  if (metrics) {
    app.use(httpMetrics(metrics));
    measureQueries(metrics, given.poolConnections ?? 1);
  }
  app.use(closeConnectionsWhileDraining(lifecycle));
  app.use(securityHeaders(deps.env));
  app.use(limitRequestBody(maxBodyBytes));
  app.onError(errorHandler(deps.logger));
  app.notFound(notFoundHandler);
  app.use('/api/*', extensionCors(deps.env));
  // One catalogue per server: each model keeps its own connections, shared by runs and `/api/models`.
  const catalogue = createCatalogue(deps.env);

  // On the main port only with a token; `METRICS_PORT` serves them alone (index.ts).
  if (metrics && deps.env.METRICS_TOKEN) app.route('/metrics', metricsRoutes(metrics, deps.env.METRICS_TOKEN));

  return app.route('/', healthRoutes(deps)).route('/auth/v1', authRoutes(deps))
    .route('/api/account', accountRoutes(deps))
    .route('/api/auth/user/plan', userPlanRoutes(deps))
    .route('/api/stripe', stripeRoutes(deps))
    .route('/api/billing', billingRoutes(deps))
    .route('/api/ai', aiRoutes(deps, catalogue))
    .route('/api/models/team', teamModelsRoutes(deps, catalogue))
    .route('/api/models', modelsRoutes(deps, catalogue))
    .route('/api/support', supportRoutes(deps))
    .route('/api/usage/history', usageHistoryRoutes(deps))
    .route('/api/usage', usageRoutes(deps))
    .route('/api/teams', teamsRoutes(deps))
    .route('/api/config', configRoutes(deps))
    .route('/downloads', downloadsRoutes())
    // The website answers every other GET, so it comes last.
    .route('/', webRoutes(deps));
}

export type AppType = ReturnType<typeof createApp>;
