import { Hono } from 'hono';
import type { AppDeps } from './lib/app-deps.ts';
import type { AppEnv, AppServices } from './routes/app-env.ts';
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
import { versionRoutes } from './routes/version/version.routes.ts';
import { distributionRoutes } from './routes/extension/distribution.routes.ts';
import { extensionPackages } from './releases/extension-packages.ts';
import { billingRoutes } from './routes/billing/billing.routes.ts';
import { stripeRoutes } from './routes/stripe/stripe.routes.ts';
import { userPlanRoutes } from './routes/user-plan/user-plan.routes.ts';
import { accountRoutes } from './routes/account/account.routes.ts';
import { teamsRoutes } from './routes/teams/teams.routes.ts';
import { mfaRoutes } from './routes/mfa/mfa.routes.ts';
import { scimRoutes } from './routes/scim/scim.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { extensionCors } from './auth/extension-cors.ts';
import { securityHeaders } from './security/security-headers.ts';
import { closeConnectionsWhileDraining } from './ops/drain.ts';
import { httpMetrics } from './ops/http-metrics.ts';
import { measureQueries } from './ops/query-metrics.ts';
import { metricsRoutes } from './ops/metrics.routes.ts';
import { createOps, type Ops } from './ops/ops.ts';
import { traceRequests } from './ops/tracing.ts';

export const maxBodyBytes = 1024 * 1024;

/** The whole server as one Hono app: auth, API and website on one origin. `ops`: lifecycle and metrics (decision 033); unset, the app makes its own, ready at once, metrics as `env` says. */
export function createApp(given: AppDeps & { ops?: Ops }) {
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
  app.use('/api/*', extensionCors(deps.env, { minimumExtension: deps.env.EXTENSION_MIN_VERSION }));
  // One catalogue per server: each model keeps its own connections, shared by runs and `/api/models`.
  const catalogue = createCatalogue(deps.env);
  // The self-hosted extension packages (decision 048): signed on first use, shared by the downloads and the console.
  const packages = extensionPackages(deps.env);

  // On the main port only with a token; `METRICS_PORT` serves them alone (index.ts).
  if (metrics && deps.env.METRICS_TOKEN) app.route('/metrics', metricsRoutes(metrics, deps.env.METRICS_TOKEN));

  // SCIM ends the sessions this server holds: with a hosted Supabase project there are none here to end.
  if (!deps.env.SUPABASE_URL) app.route('/scim/v2', scimRoutes(deps));

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
    .route('/api/mfa', mfaRoutes(deps))
    .route('/api/config', configRoutes(deps))
    .route('/api/version', versionRoutes(deps))
    .route('/api/extension/distribution', distributionRoutes({ env: deps.env, packages }))
    .route('/downloads', downloadsRoutes({ env: deps.env, packages }))
    // The website answers every other GET, so it comes last.
    .route('/', webRoutes(deps));
}

export type AppType = ReturnType<typeof createApp>;
