import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { maxScimTokens, scimErrorCodes, type CreatedScimToken, type ScimToken } from '@selecta/shared/scim';
import type { Db } from '../db/client.ts';
import { scimTokens, type ScimTokenRow } from '../db/schema/scim.ts';
import { teams } from '../db/schema/teams.ts';
import { type AuditBy, recordAudit } from '../audit/audit-log.ts';
import { HttpError } from '../lib/http-error.ts';
import { rowsOf } from '../db/rows-of.ts';

/**
 * A SCIM token: a recognisable prefix (so secret scanners and people can tell what leaked) and 256 random bits. Only its
 * SHA-256 is stored: with that much entropy no slow hash is needed, and a token is found by its hash in one index lookup.
 */
export const scimTokenPrefix = 'selecta_scim_';
export const hashScimToken = (token: string) => createHash('sha256').update(token).digest('base64url');

const tokenJson = (row: Pick<ScimTokenRow, 'id' | 'name' | 'createdAt' | 'lastUsedAt'>): ScimToken => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function listScimTokens(db: Db, teamId: string): Promise<ScimToken[]> {
  const rows = await db.select().from(scimTokens).where(eq(scimTokens.teamId, teamId)).orderBy(asc(scimTokens.createdAt));
  return rows.map(tokenJson);
}

/** A new named token for the team, answered once. More than `maxScimTokens` at once is 409. */
export async function createScimToken(db: Db, by: AuditBy, teamId: string, name: string): Promise<CreatedScimToken> {
  const token = `${scimTokenPrefix}${randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    // The team's row is locked so that two creations at once cannot both pass the count.
    await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
    const [{ held } = { held: 0 }] = await tx.select({ held: count() }).from(scimTokens).where(eq(scimTokens.teamId, teamId));
    if (held >= maxScimTokens) throw new HttpError(409, scimErrorCodes.tooManyTokens, `A team may hold ${maxScimTokens} SCIM tokens at once: revoke one first.`);
    const createdBy = by.actor.type === 'user' ? by.actor.id : null;
    const [row] = await tx.insert(scimTokens).values({ teamId, name, tokenHash: hashScimToken(token), createdBy }).returning();
    await recordAudit(tx, by, { teamId, event: 'scim.token_created', target: { type: 'scim_token', id: row!.id, name }, details: { name } });
    return { id: row!.id, name: row!.name, token, createdAt: row!.createdAt.toISOString() };
  });
}

/** Deletes the team's token (its next request is refused); another team's id is simply not found. */
export async function revokeScimToken(db: Db, by: AuditBy, teamId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(scimTokens).where(and(eq(scimTokens.teamId, teamId), eq(scimTokens.id, id))).returning();
    if (!row) throw new HttpError(404, scimErrorCodes.tokenNotFound, 'That SCIM token does not exist (it may have been revoked already).');
    await recordAudit(tx, by, { teamId, event: 'scim.token_revoked', target: { type: 'scim_token', id: row.id, name: row.name }, details: { name: row.name } });
  });
}

/** Who a SCIM request speaks for: the token's team, and the token (its name is the audit log's actor). */
export interface ScimCaller {
  teamId: string;
  tokenId: string;
  tokenName: string;
}

/**
 * The team a bearer token reaches, in one statement that also stamps its last use (at most once a minute: a
 * directory's sync of a thousand people is not a thousand writes to the same row).
 */
export async function authenticateScimToken(db: Db, token: string): Promise<ScimCaller | undefined> {
  if (!token.startsWith(scimTokenPrefix) || token.length > 200) return undefined;
  const result = await db.execute(sql`
    with found as (select id, team_id, name, last_used_at from scim_tokens where token_hash = ${hashScimToken(token)}),
    stamped as (
      update scim_tokens t set last_used_at = now() from found
      where t.id = found.id and (found.last_used_at is null or found.last_used_at < now() - interval '1 minute')
      returning t.id
    )
    select id, team_id, name from found`);
  const row = rowsOf(result)[0];
  return row ? { teamId: String(row.team_id), tokenId: String(row.id), tokenName: String(row.name) } : undefined;
}
