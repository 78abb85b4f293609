import { securityActivityDays, maxSecurityEvents, type SecurityEvent, type SecurityEventKind, type SignInMethod } from '@selecta/shared/security-activity';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { securityEvents, type SecurityEventRow } from '../db/schema/audit.ts';
import type { RequestOrigin } from '../lib/request-origin.ts';

/** How a session started and from where, for the account's security activity (decision 044). */
export interface SignInNote extends RequestOrigin {
  method: SignInMethod;
  /** The OAuth provider's name (`google`…), for `oauth`. */
  provider?: string | null;
}

/**
 * The sign-in's row, as a data-modifying CTE for the statement that starts the session (`auth/sessions.ts`): recording
 * it costs the password grant no round trip. `userId` is the statement's own parameter; `when`, a condition of that
 * statement (the session was started: a person their directory deactivated gets none, decision 047).
 */
export function signInInsert(userId: string, note: SignInNote, when: SQL = sql`true`): SQL {
  return sql`insert into account_security_events (user_id, kind, method, provider, ip, user_agent)
    select ${userId}::uuid, 'sign_in', ${note.method}::text, ${note.provider ?? null}::text, ${note.ip}::text, ${note.userAgent}::text where ${when}`;
}

/** A security change (password, identities, sessions ended). Pass the change's transaction, so both exist or neither. */
export async function recordSecurityEvent(
  db: Db,
  userId: string,
  kind: Exclude<SecurityEventKind, 'sign_in'>,
  origin: RequestOrigin,
  extra: { provider?: string; scope?: 'others' | 'global' } = {},
): Promise<void> {
  await db.insert(securityEvents).values({ userId, kind, ip: origin.ip, userAgent: origin.userAgent, provider: extra.provider ?? null, scope: extra.scope ?? null });
}

const eventJson = (row: SecurityEventRow): SecurityEvent => ({
  id: row.id,
  at: row.at.toISOString(),
  kind: row.kind,
  ...(row.method ? { method: row.method } : {}),
  ...(row.provider ? { provider: row.provider } : {}),
  ...(row.scope ? { scope: row.scope } : {}),
  ip: row.ip,
  userAgent: row.userAgent,
});

/** The user's last 90 days, newest first: at most `limit` (the page's `maxSecurityEvents`; null for the data export). */
export async function securityActivity(db: Db, userId: string, limit: number | null = maxSecurityEvents, now = new Date()): Promise<SecurityEvent[]> {
  const since = new Date(now.getTime() - securityActivityDays * 86_400_000);
  const query = db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), gte(securityEvents.at, since)))
    .orderBy(desc(securityEvents.at), desc(securityEvents.id));
  return (limit === null ? await query : await query.limit(limit)).map(eventJson);
}

/** Older than 90 days: deleted (the privacy page says so). */
export async function deleteExpiredSecurityEvents(db: Db, now = new Date()): Promise<void> {
  await db.delete(securityEvents).where(lt(securityEvents.at, new Date(now.getTime() - securityActivityDays * 86_400_000)));
}
