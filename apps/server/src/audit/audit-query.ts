import { auditErrorCodes, type AuditEvent, type auditQuerySchema } from '@selecta/shared/audit';
import { and, desc, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { auditEvents, type AuditEventRow } from '../db/schema/audit.ts';
import { HttpError } from '../lib/http-error.ts';
import { auditEventJson } from './audit-log.ts';

export type AuditFilter = Omit<z.output<typeof auditQuerySchema>, 'limit'>;

const invalidCursor = () => new HttpError(400, auditErrorCodes.invalidCursor, 'This page link is not valid: start from the first page.');
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A page's `next`: the last event's time and id, opaque to clients (base64url). */
export const cursorOf = (row: Pick<AuditEventRow, 'at' | 'id'>) => Buffer.from(`${row.at.toISOString()}|${row.id}`).toString('base64url');

function readCursor(cursor: string): { at: string; id: string } {
  const [at = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const time = Date.parse(at);
  if (rest.length > 0 || !uuid.test(id) || Number.isNaN(time) || new Date(time).toISOString() !== at) throw invalidCursor();
  return { at, id };
}

/** A day is the whole UTC day (`to` included); an instant bounds exactly (`to` excluded). */
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const fromTime = (value: string) => new Date(isDay(value) ? `${value}T00:00:00Z` : value);
const toTime = (value: string) => (isDay(value) ? new Date(Date.parse(`${value}T00:00:00Z`) + 86_400_000) : new Date(value));

/** The filters as conditions; each keeps to one of the table's indexes (team, then event or actor, then time). */
function conditions(teamId: string, filter: AuditFilter): SQL[] {
  const t = auditEvents;
  const where: SQL[] = [eq(t.teamId, teamId)];
  if (filter.event) where.push(filter.event.endsWith('.*') ? like(t.event, `${filter.event.slice(0, -2)}.%`) : eq(t.event, filter.event));
  if (filter.actor) where.push(uuid.test(filter.actor) ? eq(t.actorId, filter.actor.toLowerCase()) : eq(t.actorEmail, filter.actor));
  if (filter.from) where.push(gte(t.at, fromTime(filter.from)));
  if (filter.to) where.push(lt(t.at, toTime(filter.to)));
  if (filter.before) {
    const { at, id } = readCursor(filter.before);
    where.push(sql`(${t.at}, ${t.id}) < (${at}::timestamptz, ${id}::uuid)`);
  }
  return where;
}

async function readPage(db: Db, teamId: string, filter: AuditFilter, limit: number) {
  // One more than asked tells whether a next page exists without counting.
  const rows = await db.select().from(auditEvents).where(and(...conditions(teamId, filter))).orderBy(desc(auditEvents.at), desc(auditEvents.id)).limit(limit + 1);
  const page = rows.slice(0, limit);
  return { rows: page, next: rows.length > limit ? cursorOf(page[page.length - 1]!) : null };
}

/** One page of the team's log, newest first, with the cursor of the next (`before`), or null at the end. */
export async function auditPage(db: Db, teamId: string, filter: AuditFilter, limit: number): Promise<{ events: AuditEvent[]; next: string | null }> {
  const { rows, next } = await readPage(db, teamId, filter, limit);
  return { events: rows.map(auditEventJson), next };
}

/** Every matching event, a page at a time (the CSV export streams these: memory stays one page whatever the log's size). */
export async function* allAuditEvents(db: Db, teamId: string, filter: AuditFilter, pageSize = 1000): AsyncGenerator<AuditEvent[]> {
  let before = filter.before;
  for (;;) {
    const { rows, next } = await readPage(db, teamId, { ...filter, ...(before ? { before } : {}) }, pageSize);
    if (rows.length > 0) yield rows.map(auditEventJson);
    if (!next) return;
    before = next;
  }
}
