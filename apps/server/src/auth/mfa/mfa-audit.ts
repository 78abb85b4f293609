import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit-log.ts';
import { recordSecurityEvent } from '../../audit/security-activity.ts';
import type { Db } from '../../db/client.ts';
import { teamMembers } from '../../db/schema/teams.ts';
import type { RequestOrigin } from '../../lib/request-origin.ts';

type FactorChange = { kind: 'enrolled'; name: string } | { kind: 'removed'; name: string; reason: 'removed' | 'recovery' };

/**
 * A person's verified factor came or went (decision 046): their security activity says so, and, when they are in a
 * team, so does the team's audit log (who has two-step verification is the team's business when it requires it). In
 * the change's own transaction, so the record exists exactly when the change does.
 */
export async function recordFactorChange(tx: Db, user: { id: string; email: string }, origin: RequestOrigin, change: FactorChange): Promise<void> {
  await recordSecurityEvent(tx, user.id, change.kind === 'enrolled' ? 'two_step_enrolled' : 'two_step_removed', origin);
  const [membership] = await tx.select({ teamId: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, user.id));
  if (!membership) return;
  const by = { actor: { type: 'user' as const, id: user.id, email: user.email }, ...origin };
  const target = { type: 'member' as const, id: user.id, email: user.email };
  const name = change.name || null;
  if (change.kind === 'enrolled') await recordAudit(tx, by, { teamId: membership.teamId, event: 'mfa.factor_enrolled', target, details: { factorType: 'totp', name } });
  else await recordAudit(tx, by, { teamId: membership.teamId, event: 'mfa.factor_removed', target, details: { factorType: 'totp', name, reason: change.reason } });
}
