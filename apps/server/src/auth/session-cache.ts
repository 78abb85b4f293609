import type { UserRow } from '../db/schema/auth.ts';
import type { SessionRow } from './sessions.ts';

interface Entry {
  user: UserRow;
  session: SessionRow;
  expires: number;
}

/**
 * Remembers for one second that a (user, session) pair exists, so a burst of `GET /user` costs one
 * query. This process's own writes (logout, password or data change, refresh reuse) drop the user's
 * entries at once; other processes see a change within the TTL (decision note on auth).
 */
export class SessionCache {
  private entries = new Map<string, Entry>();
  constructor(
    private readonly ttlMs = 1000,
    private readonly maxEntries = 10_000,
  ) {}

  get(userId: string, sessionId: string): Entry | undefined {
    const entry = this.entries.get(`${userId}:${sessionId}`);
    if (entry && entry.expires > Date.now()) return entry;
    return undefined;
  }

  set(user: UserRow, session: SessionRow): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(`${user.id}:${session.id}`, { user, session, expires: Date.now() + this.ttlMs });
  }

  forgetUser(userId: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(`${userId}:`)) this.entries.delete(key);
  }
}
