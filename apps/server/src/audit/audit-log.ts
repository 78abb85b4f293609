import { auditDetailsSchemas, type AuditDetails, type AuditEvent, type AuditEventName, type AuditTarget } from '@selecta/shared/audit';
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { auditEvents, type AuditEventRow } from '../db/schema/audit.ts';
import type { Env } from '../env.ts';
import { noOrigin, requestOrigin, type RequestOrigin } from '../lib/request-origin.ts';

/** Who made a change: a person (their address as it is now), a named credential that is not a person, or the system. */
export type AuditActorInput = { type: 'user'; id: string; email: string } | { type: 'scim_token'; id: string | null; name: string } | { type: 'system' };

/** The actor and where their request came from. */
export interface AuditBy extends RequestOrigin {
  actor: AuditActorInput;
}

/** One change to record: an event of `teamId`, what it was made to, and its details (old and new values). */
export interface AuditEntry<E extends AuditEventName = AuditEventName> {
  teamId: string;
  event: E;
  target: AuditTarget;
  details: AuditDetails<E>;
}
/** Any event with its own details' shape (the union keeps each event's details tied to it). */
export type AnyAuditEntry = { [E in AuditEventName]: AuditEntry<E> }[AuditEventName];

/** The signed-in caller of a route (after `requireUser`) as the actor. */
/** The signed-in user as auth's middleware (a floor above) sets it; the audit log names it without importing auth. */
interface SignedInEnv {
  Variables: { user: { id: string; email: string } };
}

export function userAudit<E extends SignedInEnv>(c: Context<E>, env: Env): AuditBy {
  const user: SignedInEnv['Variables']['user'] = c.var.user;
  return { actor: { type: 'user', id: user.id, email: user.email }, ...requestOrigin(c, env) };
}

/** The system: a Stripe webhook, a job. */
export const systemAudit: AuditBy = { actor: { type: 'system' }, ...noOrigin };

/**
 * Records changes to teams in their audit log. `db` must be the transaction that makes the change, so that the event
 * exists exactly when the change does: a change refused or rolled back leaves none. Details are checked against their
 * event's strict schema first; a key that is not listed (a template, a secret) throws instead of being written.
 */
export async function recordAudits(db: Db, by: AuditBy, entries: readonly AnyAuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditEvents).values(entries.map((entry) => auditRow(by, entry)));
}

/** The row of one event, its details checked (the demo's seed writes rows with past times through this too). */
export function auditRow(by: AuditBy, entry: AnyAuditEntry) {
  const { actor } = by;
  return {
    teamId: entry.teamId,
    event: entry.event,
    actorType: actor.type,
    actorId: actor.type === 'system' ? null : actor.id,
    actorEmail: actor.type === 'user' ? actor.email : null,
    actorName: actor.type === 'scim_token' ? actor.name : null,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    targetEmail: entry.target?.email ?? null,
    targetName: entry.target?.name ?? null,
    ip: by.ip,
    userAgent: by.userAgent,
    details: auditDetailsSchemas[entry.event].parse(entry.details) as Record<string, unknown>,
  };
}

export async function recordAudit(db: Db, by: AuditBy, entry: AnyAuditEntry): Promise<void> {
  await recordAudits(db, by, [entry]);
}

/** A stored event as the API answers it: the system is a null actor. */
export function auditEventJson(row: AuditEventRow): AuditEvent {
  const actor: AuditEvent['actor'] =
    row.actorType === 'user' && row.actorId
      ? { type: 'user', id: row.actorId, email: row.actorEmail ?? '' }
      : row.actorType === 'scim_token'
        ? { type: 'scim_token', id: row.actorId, name: row.actorName ?? '' }
        : null;
  const target: AuditEvent['target'] =
    row.targetType && row.targetId
      ? {
          type: row.targetType as NonNullable<AuditEvent['target']>['type'],
          id: row.targetId,
          ...(row.targetEmail ? { email: row.targetEmail } : {}),
          ...(row.targetName ? { name: row.targetName } : {}),
        }
      : null;
  return { id: row.id, at: row.at.toISOString(), event: row.event as AuditEventName, actor, target, ip: row.ip, userAgent: row.userAgent, details: row.details };
}
