import { auditQuerySchema, type AuditEvent } from '@selecta/shared/audit';
import { Hono } from 'hono';
import { allAuditEvents, auditPage } from '../../audit/audit-query.ts';
import { requireUser } from '../../auth/require-user.ts';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { csvHeaders, csvLines, wantsCsv } from '../../lib/csv.ts';
import { readQuery } from '../../lib/read-query.ts';
import { requireTeamRole, type TeamEnv } from '../../teams/membership.ts';

const csvColumns = ['id', 'at', 'event', 'actor_type', 'actor_id', 'actor_email', 'actor_name', 'target_type', 'target_id', 'target_email', 'target_name', 'ip', 'user_agent', 'details'];

function csvRow(e: AuditEvent): unknown[] {
  const actor = e.actor;
  return [
    e.id, e.at, e.event, actor?.type ?? 'system', actor?.id ?? '', actor?.type === 'user' ? actor.email : '', actor?.type === 'scim_token' ? actor.name : '',
    e.target?.type ?? '', e.target?.id ?? '', e.target?.email ?? '', e.target?.name ?? '', e.ip ?? '', e.userAgent ?? '', JSON.stringify(e.details),
  ];
}

/**
 * `GET /api/teams/audit` (decision 044): the team's log for its owner and admins (403 `team_forbidden` for members, 404
 * `no_team`), newest first, a page at a time; with `Accept: text/csv`, every matching event as a file, streamed.
 */
export function auditRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv & TeamEnv>().use(requireUser(deps)).get('/', requireTeamRole(db, 'manage'), async (c) => {
    c.header('cache-control', 'no-store');
    const { limit, ...filter } = readQuery(c, auditQuerySchema);
    const { teamId } = c.var.membership;
    if (!wantsCsv(c)) return c.json(await auditPage(db, teamId, filter, limit));
    // The first page is read before answering, so a bad cursor is still a 400 and not a cut-off file.
    const pages = allAuditEvents(db, teamId, filter);
    const first = await pages.next();
    const encoder = new TextEncoder();
    let header = true;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const chunk = header ? first : await pages.next();
        const rows = chunk.done ? [] : chunk.value.map(csvRow);
        if (header) rows.unshift(csvColumns);
        header = false;
        if (rows.length > 0) controller.enqueue(encoder.encode(csvLines(rows)));
        if (chunk.done) controller.close();
      },
      async cancel() {
        await pages.return(undefined);
      },
    });
    return c.body(body, 200, csvHeaders(`selecta-audit-log-${new Date().toISOString().slice(0, 10)}.csv`));
  });
}
