import type { AuthContext } from './auth-context.ts';

/**
 * Call when this server ended some of a user's sessions or changed what their tokens may do: drops what this process
 * remembers of them (verified sessions) so the very next request is checked afresh.
 */
export function forgetSessions(ctx: Pick<AuthContext, 'sessionCache' | 'deps'>, userId: string): void {
  ctx.sessionCache.forgetUser(userId);
}
