import { type SQL, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { scimUsers } from '../db/schema/scim.ts';
import { AuthError } from './auth-error.ts';
import { rowsOf } from '../db/rows-of.ts';

/**
 * SQL, true while a team's directory keeps the user deactivated (SCIM `active: false`, decision 047): one probe of
 * `scim_users`' unique index on `user_id`. Sign-in statements carry it, so refusing costs them no round trip.
 */
export const deactivatedByDirectory = (userId: SQL) => sql`exists (select 1 from scim_users d where d.user_id = ${userId} and not d.active)`;

/** GoTrue's code for an account that may not sign in (`user_banned`, 400 on a grant); the message says who to ask. */
export const deactivatedError = () =>
  new AuthError(400, 'user_banned', "Your organization's directory has deactivated this account. Ask your IT administrator to reactivate you.");

export async function isDeactivated(db: Db, userId: string): Promise<boolean> {
  return rowsOf(await db.execute(sql`select ${deactivatedByDirectory(sql`${userId}::uuid`)} as deactivated`))[0]?.deactivated === true;
}

/** The same question by address, for a provider's sign-in before any account is linked or joined. */
export async function isDeactivatedAddress(db: Db, email: string): Promise<boolean> {
  const rows = rowsOf(await db.execute(sql`select 1 from scim_users d join users u on u.id = d.user_id where u.email = ${email.toLowerCase()} and not d.active limit 1`));
  return rows.length > 0;
}

/** The directory's record of the user, for their account export (what their team's IdP sent about them), or null. */
export async function directoryRecord(db: Db, userId: string) {
  const [row] = await db.select().from(scimUsers).where(eq(scimUsers.userId, userId));
  if (!row) return null;
  return { userName: row.userName, externalId: row.externalId, active: row.active, attributes: row.attributes, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
