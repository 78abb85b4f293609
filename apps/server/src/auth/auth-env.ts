import type { RequestVariables } from '../lib/request-env.ts';

/** What the auth middleware sets on the context for the routes after it. */
export interface AuthVariables {
  /** Set from a verified access token, never from the request body. */
  user: { id: string; email: string };
  /** The verified token's session (embedded auth); null with a hosted Supabase project, whose sessions live there. */
  sessionId: string | null;
}

export interface AuthEnv {
  Variables: RequestVariables & AuthVariables;
}
