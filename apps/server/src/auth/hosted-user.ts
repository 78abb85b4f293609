import type { Db } from '../db/client.ts';
import { perDatabase } from '../db/per-database.ts';
import { users } from '../db/schema/auth.ts';

/** Users already mirrored into a database by this process. */
const mirrored = perDatabase(() => new Set<string>());

/**
 * With a hosted Supabase project the accounts live there, but every domain's tables reference
 * `users.id`: the first verified token of a user creates a row for it here (no password: the embedded
 * service is not mounted, so nobody signs in with it). Once per user per process.
 */
export async function ensureHostedUser(db: Db, id: string, email: string): Promise<void> {
  const known = mirrored(db);
  if (known.has(id)) return;
  await db.insert(users).values({ id, email: email.toLowerCase(), encryptedPassword: '', emailConfirmedAt: new Date() }).onConflictDoNothing();
  if (known.size > 100_000) known.clear();
  known.add(id);
}

/**
 * After the user's row is deleted: their token still holds at Supabase, so their next request must mirror them
 * again rather than write rows that reference a user who is gone (a foreign-key error, a 500).
 */
export function forgetHostedUser(db: Db, id: string): void {
  mirrored(db).delete(id);
}
