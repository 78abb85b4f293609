import { randomInt } from 'node:crypto';
import type { MfaRecoveryState } from '@selecta/shared/team-mfa';
import { eq, sql } from 'drizzle-orm';
import { mfaFactors, mfaRecoveries, sessions, type UserRow } from '../db/schema/auth.ts';
import type { AppDeps } from '../lib/app-deps.ts';
import type { Mailer } from '../lib/mail/mailer.ts';
import { recordWrongProof } from '../auth/current-password.ts';
import { hasVerifiedFactorSql } from '../auth/mfa/factor-json.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { rowsOf } from '../db/rows-of.ts';
import { keyedDigest } from '../lib/keyed-digest.ts';
import { HttpError } from '../lib/http-error.ts';
import type { MailLocale } from '../lib/mail/mail-templates.ts';
import { renderRecoveryMail } from './recovery-mail.ts';
import { recordFactorChange } from '../auth/mfa/mfa-audit.ts';
import { recordSecurityEvent } from '../audit/security-activity.ts';
import type { RequestOrigin } from '../lib/request-origin.ts';

const codeLifetimeMs = 15 * 60_000;
const mailIntervalMs = 60_000;
/** Wrong codes before the code is burned (a new one must be mailed). */
const maxAttempts = 5;

export type RecoveryState = MfaRecoveryState;

/** What the recovery needs: the app's deps and a mailer. */
export interface RecoveryContext {
  deps: AppDeps;
  mailer: Mailer;
}

const codeDigest = (ctx: Pick<RecoveryContext, 'deps'>, userId: string, code: string) => keyedDigest(ctx.deps.env, 'mfa recovery code', `${userId}:${code}`);
const settingsLink = (ctx: Pick<RecoveryContext, 'deps'>, locale: MailLocale) => `${ctx.deps.env.PUBLIC_URL}/${locale}/settings`;
const wrongPassword = () => new HttpError(400, 'invalid_credentials', 'The password is not right.');

/** Where the account's recovery stands (what the code step and Settings show). */
export async function recoveryState(ctx: Pick<RecoveryContext, 'deps'>, userId: string): Promise<RecoveryState> {
  const waitHours = ctx.deps.env.MFA_RECOVERY_WAIT_HOURS;
  const [row] = await ctx.deps.db.select().from(mfaRecoveries).where(eq(mfaRecoveries.userId, userId));
  if (row?.readyAt) return { state: row.readyAt.getTime() <= Date.now() ? 'ready' : 'waiting', readyAt: row.readyAt.toISOString(), waitHours };
  if (row?.codeHash && row.codeExpiresAt && row.codeExpiresAt.getTime() > Date.now()) return { state: 'code_sent', readyAt: null, waitHours };
  return { state: 'none', readyAt: null, waitHours };
}

/** The password, proved again for the recovery: a wrong one counts against the session like a wrong current password. */
async function provePassword(ctx: RecoveryContext, user: UserRow, sessionId: string, password: unknown): Promise<void> {
  if (typeof password === 'string' && password && user.encryptedPassword && (await verifyPassword(user.encryptedPassword, password))) return;
  await recordWrongProof(ctx, user, { id: sessionId });
  throw wrongPassword();
}

/**
 * Step 1 (decision 046): the password, then a code mailed to the account's address. Both halves are needed: someone
 * with only the password never sees the code, someone with only the mailbox cannot ask for it.
 */
export async function startRecovery(ctx: RecoveryContext, user: UserRow, sessionId: string, password: unknown, locale: MailLocale): Promise<RecoveryState> {
  const [enrolled] = rowsOf(await ctx.deps.db.execute(sql`select ${hasVerifiedFactorSql(sql`${user.id}::uuid`)} as yes`));
  if (enrolled?.yes !== true) throw new HttpError(409, 'mfa_not_enrolled', 'This account has no two-step verification to remove.');
  const current = await recoveryState(ctx, user.id);
  if (current.state === 'waiting' || current.state === 'ready') throw new HttpError(409, 'mfa_recovery_pending', 'A recovery is already under way.', {}, current);
  await provePassword(ctx, user, sessionId, password);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = await codeDigest(ctx, user.id, code);
  const codeExpiresAt = new Date(Date.now() + codeLifetimeMs);
  // One mail a minute: the upsert only writes when the last code is older than that (one statement, so two at once
  // cannot both send).
  const written = await ctx.deps.db
    .insert(mfaRecoveries)
    .values({ userId: user.id, codeHash, codeExpiresAt })
    .onConflictDoUpdate({
      target: mfaRecoveries.userId,
      set: { codeHash, codeExpiresAt, attempts: 0, readyAt: null, updatedAt: sql`now()` },
      setWhere: sql`${mfaRecoveries.updatedAt} < now() - make_interval(secs => ${mailIntervalMs / 1000})`,
    })
    .returning({ userId: mfaRecoveries.userId });
  if (written.length === 0) throw new HttpError(429, 'over_email_send_rate_limit', 'For security purposes, you can only request this once every 60 seconds', { 'retry-after': '60' });
  await ctx.mailer.send({ to: user.email, ...renderRecoveryMail(locale, 'code', { code, link: settingsLink(ctx, locale) }), link: settingsLink(ctx, locale) });
  return { state: 'code_sent', readyAt: null, waitHours: ctx.deps.env.MFA_RECOVERY_WAIT_HOURS };
}

/** Step 2: the mailed code starts the waiting period; the account is told when the factors will go. */
export async function confirmRecovery(ctx: RecoveryContext, user: UserRow, code: string, locale: MailLocale, origin: RequestOrigin): Promise<RecoveryState> {
  const { db } = ctx.deps;
  const codeHash = await codeDigest(ctx, user.id, code);
  const readyAt = new Date(Date.now() + ctx.deps.env.MFA_RECOVERY_WAIT_HOURS * 3600_000);
  const confirmed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(mfaRecoveries)
      .set({ readyAt, codeHash: null, codeExpiresAt: null, updatedAt: sql`now()` })
      .where(sql`${mfaRecoveries.userId} = ${user.id} and ${mfaRecoveries.codeHash} = ${codeHash} and ${mfaRecoveries.codeExpiresAt} > now() and ${mfaRecoveries.attempts} < ${maxAttempts}`)
      .returning({ readyAt: mfaRecoveries.readyAt });
    if (row) await recordSecurityEvent(tx, user.id, 'two_step_recovery_started', origin);
    return row;
  });
  if (!confirmed) {
    await db
      .update(mfaRecoveries)
      .set({ attempts: sql`${mfaRecoveries.attempts} + 1` })
      .where(sql`${mfaRecoveries.userId} = ${user.id} and ${mfaRecoveries.codeHash} is not null`);
    throw new HttpError(400, 'mfa_recovery_code_invalid', 'That code is wrong or has expired. Ask for a new one.');
  }
  await ctx.mailer.send({ to: user.email, ...renderRecoveryMail(locale, 'started', { readyAt, link: settingsLink(ctx, locale) }), link: settingsLink(ctx, locale) });
  return { state: 'waiting', readyAt: readyAt.toISOString(), waitHours: ctx.deps.env.MFA_RECOVERY_WAIT_HOURS };
}

/**
 * Step 3, once the wait is over: the password again, then the factors go and every session ends (this one too), and
 * the account is told. A code verified meanwhile, a new password or a cancel would have ended the recovery.
 */
export async function completeRecovery(ctx: RecoveryContext, user: UserRow, sessionId: string, password: unknown, locale: MailLocale, origin: RequestOrigin): Promise<void> {
  const state = await recoveryState(ctx, user.id);
  if (state.state !== 'ready') throw new HttpError(409, state.state === 'waiting' ? 'mfa_recovery_waiting' : 'mfa_recovery_not_started', 'The recovery is not ready to finish.', {}, state);
  await provePassword(ctx, user, sessionId, password);
  const removed = await ctx.deps.db.transaction(async (tx) => {
    // Conditional on the row still being ready: a cancel or a verified code in between wins.
    const [done] = await tx.delete(mfaRecoveries).where(sql`${mfaRecoveries.userId} = ${user.id} and ${mfaRecoveries.readyAt} <= now()`).returning({ userId: mfaRecoveries.userId });
    if (!done) return undefined;
    const factors = await tx.delete(mfaFactors).where(eq(mfaFactors.userId, user.id)).returning({ name: mfaFactors.friendlyName, status: mfaFactors.status });
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    for (const factor of factors.filter((f) => f.status === 'verified')) {
      await recordFactorChange(tx, user, origin, { kind: 'removed', name: factor.name, reason: 'recovery' });
    }
    return factors;
  });
  // The sessions' delete trigger tells every process's session cache (migration auth/0004).
  if (!removed) throw new HttpError(409, 'mfa_recovery_not_started', 'The recovery was cancelled.');
  await ctx.mailer.send({ to: user.email, ...renderRecoveryMail(locale, 'completed', { link: settingsLink(ctx, locale) }), link: settingsLink(ctx, locale) });
}

export async function cancelRecovery(ctx: Pick<RecoveryContext, 'deps'>, userId: string): Promise<void> {
  await ctx.deps.db.delete(mfaRecoveries).where(eq(mfaRecoveries.userId, userId));
}
