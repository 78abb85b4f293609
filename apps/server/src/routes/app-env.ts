import type { AuthVariables } from '../auth/auth-env.ts';
import type { AppDeps } from '../lib/app-deps.ts';
import type { RequestVariables } from '../lib/request-env.ts';
import type { Ops } from '../ops/ops.ts';

/**
 * The context every route sees: each feature declares its own request-scoped values (lib the request id, auth the
 * user and session) and they are composed here, above them all. A route adds its own (the AI route's run report,
 * `ai/run-report-env.ts`; a team's membership, `teams/membership.ts`) where it is mounted.
 */
export interface AppEnv {
  Variables: RequestVariables & AuthVariables;
}

/** The deps every route module is built from once `createApp` has filled them in (decision 033: lifecycle, metrics). */
export type AppServices = AppDeps & { ops: Ops };
