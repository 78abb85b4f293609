import type { Context } from 'hono';
import type { Metrics } from './metrics.ts';

const outcomeOf = (status: number) => (status < 400 ? 'ok' : status === 429 ? 'limited' : status < 500 ? 'failed' : 'error');

/** Sign-ins (by method), sign-ups and refreshes, read from the auth route that answered and its status. */
export function observeAuth(metrics: Metrics, c: Context, route: string): void {
  if (!route.startsWith('/auth/v1/') || c.req.method !== 'POST' && route !== '/auth/v1/callback' && route !== '/auth/v1/verify') return;
  const outcome = outcomeOf(c.res.status);
  switch (route) {
    case '/auth/v1/signup':
      return void metrics.signUps.inc({ method: 'password', outcome });
    case '/auth/v1/token': {
      const grant = c.req.query('grant_type');
      if (grant === 'refresh_token') return void metrics.refreshes.inc({ outcome });
      if (grant === 'password') return void metrics.signIns.inc({ method: 'password', outcome });
      if (grant === 'pkce') return void metrics.signIns.inc({ method: 'oauth', outcome });
      return;
    }
    case '/auth/v1/verify':
      return void metrics.signIns.inc({ method: 'otp', outcome });
    case '/auth/v1/callback':
      return void metrics.signIns.inc({ method: 'oauth', outcome });
    case '/auth/v1/sso':
      return void metrics.signIns.inc({ method: 'sso', outcome });
  }
}
