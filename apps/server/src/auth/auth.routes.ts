import { Hono } from 'hono';
import type { AppDeps } from '../lib/app-deps.ts';
import type { AuthEnv } from './auth-env.ts';
import { clientAborted, isClientAbort } from '../lib/client-abort.ts';
import { HttpError } from '../lib/http-error.ts';
import { createAuthContext } from './auth-context.ts';
import { AuthError, authErrorResponse } from './auth-error.ts';
import { extensionCors } from './extension-cors.ts';
import { factorsRoutes } from './mfa/factors.routes.ts';
import { logoutRoutes } from './logout.routes.ts';
import { otpBucket, rateLimit, reauthenticateBucket, recoverBucket, signupBucket, tokenBucket, verifyBucket, authorizeBucket } from './rate-limit.ts';
import { otpRoutes } from './otp.routes.ts';
import { identitiesRoutes } from './oauth/identities.routes.ts';
import { oauthRoutes } from './oauth/oauth.routes.ts';
import { ssoRoutes } from './sso/sso.routes.ts';
import { verifyRoutes } from './verify.routes.ts';
import { reauthenticateRoutes } from './reauthenticate.routes.ts';
import { recoverRoutes } from './recover.routes.ts';
import { signupRoutes } from './signup.routes.ts';
import { tokenRoutes } from './token.routes.ts';
import { userRoutes } from './user.routes.ts';
import { wellKnownRoutes } from './well-known.routes.ts';

/**
 * The embedded, GoTrue-compatible auth service under `/auth/v1` (research/gotrue-contract.md). Not
 * mounted when SUPABASE_URL points the product at a hosted project.
 */
export function authRoutes(deps: AppDeps) {
  const app = new Hono<AuthEnv>();
  if (deps.env.SUPABASE_URL) return app;
  const ctx = createAuthContext(deps);
  app.use(extensionCors(deps.env));
  app.onError((error, c) => {
    if (error instanceof AuthError) return authErrorResponse(c, error);
    // The shared body reader's `invalid_json` / `validation_failed`, in the envelope supabase-js reads.
    if (error instanceof HttpError) {
      return authErrorResponse(c, new AuthError(error.status, error.code, error.message, error.extra, error.headers));
    }
    if (isClientAbort(c, error)) return clientAborted(c, deps.logger);
    deps.logger.error({ err: error, requestId: c.get('requestId'), path: c.req.path }, 'auth failure');
    return authErrorResponse(c, new AuthError(500, 'unexpected_failure', 'Unexpected failure, please try again.'));
  });
  app.use('/token', rateLimit(ctx, tokenBucket));
  app.use('/signup', rateLimit(ctx, signupBucket));
  app.use('/recover', rateLimit(ctx, recoverBucket));
  app.use('/reauthenticate', rateLimit(ctx, reauthenticateBucket));
  app.use('/otp', rateLimit(ctx, otpBucket));
  app.use('/verify', rateLimit(ctx, verifyBucket));
  app.use('/authorize', rateLimit(ctx, authorizeBucket));
  app.use('/callback', rateLimit(ctx, authorizeBucket));
  return app
    .route('/signup', signupRoutes(ctx))
    .route('/token', tokenRoutes(ctx))
    .route('/user/identities', identitiesRoutes(ctx))
    .route('/user', userRoutes(ctx))
    .route('/reauthenticate', reauthenticateRoutes(ctx))
    .route('/logout', logoutRoutes(ctx))
    .route('/recover', recoverRoutes(ctx))
    .route('/otp', otpRoutes(ctx))
    .route('/verify', verifyRoutes(ctx))
    .route('/sso', ssoRoutes(ctx))
    .route('/factors', factorsRoutes(ctx))
    .route('/', oauthRoutes(ctx))
    .route('/', wellKnownRoutes(ctx));
}
