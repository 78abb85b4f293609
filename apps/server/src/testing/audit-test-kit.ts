import type { AuditEvent, AuditEventName } from '@selecta/shared/audit';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditEvents } from '../db/schema/audit.ts';
import { auditEventJson } from '../audit/audit-log.ts';

/** A team's events as the API answers them, oldest first; only `event`'s when given. */
export async function teamEvents(db: Db, teamId: string, event?: AuditEventName): Promise<AuditEvent[]> {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.teamId, teamId), ...(event ? [eq(auditEvents.event, event)] : [])))
    .orderBy(asc(auditEvents.at), asc(auditEvents.id));
  return rows.map(auditEventJson);
}

/** The actor field of a person, as the API answers it. */
export const actorOf = (user: { id: string; email: string }) => ({ type: 'user', id: user.id, email: user.email });

/** The user agent the tests send, to see it recorded. */
export const testAgent = { 'user-agent': 'SelectaTest/1.0 (audit)' };
