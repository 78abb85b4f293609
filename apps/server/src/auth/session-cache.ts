import type { Listen } from '../db/client.ts';
import type { SessionOfUser } from './session-row.ts';

interface Entry extends SessionOfUser {
  expires: number;
}

/** Where the database says a user's row changed or one of their sessions ended (migration auth/0002's triggers). */
export const userChangedChannel = 'selecta_user_changed';

/**
 * Remembers for one second that a (user, session) pair exists, so a burst of `GET /user` costs one query. Only where
 * this process is the database's one client (the embedded PGlite, `listen` given): every write to a user's row, to their
 * factors or to a session's level, and every end of one of their sessions, by whatever code path, notifies it and drops
 * the user's entries at once. With a
 * PostgreSQL server, other processes may end sessions, and a notification reaches them only when their listening
 * backend is scheduled (measured up to 100 ms on a loaded machine): there nothing is remembered and every request reads
 * the rows, so a signed-out or deleted user is refused by every replica at once (decision 035).
 */
export class SessionCache {
  private readonly users = new Map<string, Map<string, Entry>>();
  private size = 0;
  private listening = false;
  /** Counts the changes heard: a row read before a change must not be remembered after it. */
  private changes = 0;

  constructor(
    listen: Listen | undefined,
    private readonly ttlMs = 1000,
    private readonly maxEntries = 10_000,
  ) {
    void listen?.(userChangedChannel, (userId) => this.forgetUser(userId), () => (this.listening = true));
  }

  get(userId: string, sessionId: string): Entry | undefined {
    const entry = this.users.get(userId)?.get(sessionId);
    return entry && entry.expires > Date.now() ? entry : undefined;
  }

  /** Take before reading the rows given to `set`. */
  ticket(): number {
    return this.changes;
  }

  set(found: SessionOfUser, ticket: number): void {
    if (!this.listening || ticket !== this.changes) return;
    const { user, session } = found;
    if (this.size >= this.maxEntries) this.clear();
    let sessions = this.users.get(user.id);
    if (!sessions) this.users.set(user.id, (sessions = new Map()));
    if (!sessions.has(session.id)) this.size++;
    sessions.set(session.id, { ...found, expires: Date.now() + this.ttlMs });
  }

  forgetUser(userId: string): void {
    this.changes++;
    this.size -= this.users.get(userId)?.size ?? 0;
    this.users.delete(userId);
  }

  private clear(): void {
    this.users.clear();
    this.size = 0;
  }
}
