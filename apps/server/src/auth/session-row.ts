import type { UserRow, sessions } from '../db/schema/auth.ts';
import type { FactorSummary } from './mfa/factor-json.ts';

export type SessionRow = typeof sessions.$inferSelect;

/** A session as the statements that start, rotate or raise one answer it: the session, its user and their factors. */
export interface SessionOfUser {
  user: UserRow;
  session: SessionRow;
  factors: FactorSummary[];
}
