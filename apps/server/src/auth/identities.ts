import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type IdentityRow, type UserRow, identities } from '../db/schema/auth.ts';

/** A user's provider identities, oldest first; no query for an account that only has its email identity. */
export async function providerIdentities(db: Db, user: Pick<UserRow, 'id' | 'providers'>): Promise<IdentityRow[]> {
  if (user.providers.every((provider) => provider === 'email')) return [];
  return db.select().from(identities).where(eq(identities.userId, user.id)).orderBy(asc(identities.createdAt));
}
