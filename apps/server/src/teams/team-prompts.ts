import { createHash } from 'node:crypto';
import { and, asc, count, eq, max } from 'drizzle-orm';
import { maxTeamPrompts, teamErrorCodes, type TeamPrompt, type TeamPromptsResponse } from '@selecta/shared/teams';
import { recordAudit, type AuditBy } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { teamPrompts, type TeamPromptRow } from '../db/schema/teams.ts';
import { HttpError } from '../lib/http-error.ts';
import type { Membership } from './membership.ts';

const notFound = () => new HttpError(404, teamErrorCodes.promptNotFound, 'This team prompt does not exist.');

const promptJson = (row: TeamPromptRow): TeamPrompt => ({
  id: row.id,
  name: row.name,
  template: row.template,
  pinned: row.pinned,
  updatedAt: row.updatedAt.toISOString(),
});

/** The library with a strong ETag of its content, so an unchanged library costs the extension a 304 and no body. */
export async function listTeamPrompts(db: Db, membership: Membership): Promise<{ body: TeamPromptsResponse; etag: string }> {
  const rows = await db
    .select()
    .from(teamPrompts)
    .where(eq(teamPrompts.teamId, membership.teamId))
    .orderBy(asc(teamPrompts.position), asc(teamPrompts.createdAt));
  const body = { teamName: membership.teamName, prompts: rows.map(promptJson) };
  const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
  return { body, etag };
}

export async function createTeamPrompt(db: Db, teamId: string, input: { name: string; template: string; pinned: boolean }, by: AuditBy): Promise<TeamPrompt> {
  return db.transaction(async (tx) => {
    const [stats] = await tx.select({ n: count(), last: max(teamPrompts.position) }).from(teamPrompts).where(eq(teamPrompts.teamId, teamId));
    if ((stats?.n ?? 0) >= maxTeamPrompts) {
      throw new HttpError(409, teamErrorCodes.tooManyPrompts, `A team library holds up to ${maxTeamPrompts} prompts.`);
    }
    const [row] = await tx.insert(teamPrompts).values({ teamId, ...input, position: (stats?.last ?? -1) + 1 }).returning();
    await recordAudit(tx, by, { teamId, event: 'prompt.created', target: promptTarget(row!), details: { name: row!.name, pinned: row!.pinned } });
    return promptJson(row!);
  });
}

/** Records what changed (old and new name and pinning, and whether the template did: never the template); nothing if nothing did. */
export async function updateTeamPrompt(db: Db, teamId: string, id: string, patch: Partial<{ name: string; template: string; pinned: boolean }>, by: AuditBy): Promise<TeamPrompt> {
  return db.transaction(async (tx) => {
    const mine = and(eq(teamPrompts.id, id), eq(teamPrompts.teamId, teamId));
    const [before] = await tx.select().from(teamPrompts).where(mine).for('update');
    if (!before) throw notFound();
    const [row] = await tx.update(teamPrompts).set({ ...patch, updatedAt: new Date() }).where(mine).returning();
    const details = {
      ...(row!.name !== before.name ? { name: { from: before.name, to: row!.name } } : {}),
      ...(row!.pinned !== before.pinned ? { pinned: { from: before.pinned, to: row!.pinned } } : {}),
      templateChanged: row!.template !== before.template,
    };
    if (Object.keys(details).length > 1 || details.templateChanged) {
      await recordAudit(tx, by, { teamId, event: 'prompt.updated', target: promptTarget(row!), details });
    }
    return promptJson(row!);
  });
}

export async function deleteTeamPrompt(db: Db, teamId: string, id: string, by: AuditBy): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(teamPrompts).where(and(eq(teamPrompts.id, id), eq(teamPrompts.teamId, teamId))).returning();
    if (!row) throw notFound();
    await recordAudit(tx, by, { teamId, event: 'prompt.deleted', target: promptTarget(row), details: { name: row.name } });
  });
}

const promptTarget = (row: TeamPromptRow) => ({ type: 'prompt', id: row.id, name: row.name }) as const;
