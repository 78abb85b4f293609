import type { Db } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';

const known = new Set<string>();

/**
 * With a hosted Supabase project the accounts live there, but every domain's tables reference
 * `users.id`: the first verified token of a user creates a row for it here (no password: the embedded
 * service is not mounted, so nobody signs in with it). Once per user per process.
 */
export async function ensureHostedUser(db: Db, id: string, email: string): Promise<void> {
  if (known.has(id)) return;
  await db.insert(users).values({ id, email: email.toLowerCase(), encryptedPassword: '', emailConfirmedAt: new Date() }).onConflictDoNothing();
  if (known.size > 100_000) known.clear();
  known.add(id);
}
