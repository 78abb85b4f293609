import { normaliseRecoveryCode } from '@selecta/shared/sso-recovery-codes';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit-log.ts';
import type { UserRow } from '../../db/schema/auth.ts';
import type { RequestOrigin } from '../../lib/request-origin.ts';
import { teamMembers, teamSsoRecoveryCodes } from '../../db/schema/teams.ts';
import { toMailLocale } from '../../lib/mail/mail-templates.ts';
import { recoveryCodeHash, recoveryCodesLeft } from './recovery-codes.ts';
import type { AuthContext } from '../auth-context.ts';
import { startSession } from '../sessions.ts';
import { renderRecoveryCodeMail } from './recovery-code-mail.ts';

/**
 * The owner's break-glass sign-in (decision 040, amendment 2026-11-28), after their password was checked: `code` must
 * be an unused recovery code of `user` for `teamId` (the team that requires SSO for their address) and `user` that
 * team's owner now. Then, in one transaction, the code is spent (the conditional update is the check: of two
 * concurrent uses one updates the row, the other finds it spent) and a session of the team starts (amr
 * `sso/recovery`, `sso_team_id` the team), which require-SSO's sign-out and refresh check let live. Undefined when
 * anything does not hold; nothing is spent then.
 */
export async function signInWithRecoveryCode(ctx: AuthContext, user: UserRow, teamId: string, code: string, locale: unknown, origin: RequestOrigin) {
  const canonical = normaliseRecoveryCode(code);
  if (!canonical) return undefined;
  const { db } = ctx.deps;
  const started = await db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, user.id), eq(teamMembers.role, 'owner')));
    if (!owner) return undefined;
    const spent = await tx
      .update(teamSsoRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(teamSsoRecoveryCodes.teamId, teamId),
          eq(teamSsoRecoveryCodes.userId, user.id),
          eq(teamSsoRecoveryCodes.codeHash, recoveryCodeHash(canonical)),
          isNull(teamSsoRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: teamSsoRecoveryCodes.id });
    if (spent.length === 0) return undefined;
    const left = await recoveryCodesLeft(tx, teamId, user.id);
    await recordAudit(tx, { actor: { type: 'user', id: user.id, email: user.email }, ...origin }, {
      teamId,
      event: 'sso.recovery_code_used',
      target: { type: 'recovery_codes', id: teamId },
      details: { left },
    });
    return { left, ...(await startSession(tx, user, { ssoTeamId: teamId, recoveryCode: true }, { method: 'recovery_code', ...origin })) };
  });
  if (!started) return undefined;
  const { left } = started;
  ctx.deps.logger.info({ teamId, userId: user.id, recoveryCodesLeft: left }, 'team owner signed in with a recovery code');
  const mailLocale = toMailLocale(locale ?? user.userMetadata.locale);
  const dashboard = `${ctx.deps.env.PUBLIC_URL}/${mailLocale}/dashboard`;
  // The sign-in does not wait for the mail, nor fails with it.
  ctx.mailer
    .send({ to: user.email, ...renderRecoveryCodeMail(mailLocale, left, dashboard), link: dashboard })
    .catch((err: unknown) => ctx.deps.logger.error({ err }, 'recovery code mail failed'));
  return started;
}
