import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditEvents } from '../db/schema/audit.ts';
import { auditEventJson } from './audit-log.ts';
import { deleteExpiredSecurityEvents } from './security-activity.ts';

/** How long a dissolved team's log stays for its former owner's export. */
export const dissolvedLogDays = 30;

/**
 * The audit log's retention (decision 044): events older than 13 months, and the log of a team dissolved more than 30
 * days ago. The only deletion of audit events anywhere: its transaction says so to the append-only trigger, which
 * still refuses any event of a live team younger than 13 months.
 */
export async function deleteExpiredAudit(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('selecta.audit_retention', 'on', true)`);
    await tx.execute(sql`delete from audit_events where at < now() - interval '13 months'`);
    await tx.execute(sql`
      delete from audit_events e
      using (select distinct team_id from audit_events where event = 'team.dissolved' and at < now() - make_interval(days => ${dissolvedLogDays})) d
      where e.team_id = d.team_id and not exists (select 1 from teams t where t.id = e.team_id)`);
  });
}

/** At start and then daily, with the security activity's 90 days; several servers doing it at once is harmless. */
export function scheduleAuditRetention(db: Db, onError: (error: unknown) => void): void {
  const run = () => void Promise.all([deleteExpiredAudit(db), deleteExpiredSecurityEvents(db)]).catch(onError);
  run();
  setInterval(run, 24 * 3600_000).unref();
}

/** For the account export: the logs of the teams this user dissolved in the last 30 days, each whole, oldest first. */
export async function dissolvedTeamLogs(db: Db, userId: string, now = new Date()) {
  const since = new Date(now.getTime() - dissolvedLogDays * 86_400_000);
  const dissolved = await db
    .select({ teamId: auditEvents.teamId, at: auditEvents.at, details: auditEvents.details })
    .from(auditEvents)
    .where(and(eq(auditEvents.event, 'team.dissolved'), eq(auditEvents.actorId, userId), gte(auditEvents.at, since)))
    .orderBy(desc(auditEvents.at));
  return Promise.all(
    dissolved.map(async (team) => ({
      teamId: team.teamId,
      name: String(team.details.name ?? ''),
      dissolvedAt: team.at.toISOString(),
      events: (await db.select().from(auditEvents).where(eq(auditEvents.teamId, team.teamId)).orderBy(asc(auditEvents.at), asc(auditEvents.id))).map(auditEventJson),
    })),
  );
}
