import type { PlanId, RateWindow } from '@selecta/shared/plans';
import type { Db } from '../db/client.ts';
import { perDatabase } from '../db/per-database.ts';
import type { WindowSpan } from './windows.ts';

/** The highest count this server has seen in one window of a user. */
interface SeenWindow {
  window: RateWindow;
  start: number;
  used: number;
}

/** What this server learnt about a user from their last admission here (decision 018). */
export interface RunHint {
  plan: PlanId;
  /** Sessions the plan query found open (null: a hosted project's token, whose sessions live in Supabase). */
  sessions: (string | null)[];
  /** Counts only grow within a window (a run given back is not subtracted, which only errs on the safe side). */
  windows: SeenWindow[];
  /** Runs sent to the provider before their admission, not yet admitted or refused. */
  starting: number;
}

/** Users remembered; the least recently admitted is forgotten first. */
const maxUsers = 10_000;
/** Sessions remembered per user (a person's devices). */
const maxSessions = 4;

/**
 * One server's in-process knowledge of its users' admissions: the plan for the early count (decision 014) and whether
 * a run may reach the provider before it is admitted. Kept per database handle, so the same server's account and
 * billing code can forget a user whose session, account or plan it just changed.
 */
export class RunHints {
  private readonly users = new Map<string, RunHint>();

  get(userId: string): RunHint | undefined {
    return this.users.get(userId);
  }

  /**
   * True, and the run reserved, when the user's session was found open here and every window had room at the last
   * admission here for this run and every run already started early: a run over the limit, or of a session or account
   * that ended, waits for its admission instead of reaching the provider.
   */
  reserve(hint: RunHint, sessionId: string | null, spans: WindowSpan[]): boolean {
    if (!hint.sessions.includes(sessionId)) return false;
    for (const span of spans) {
      const seen = hint.windows.find((w) => w.window === span.window && w.start === span.start.getTime());
      if ((seen?.used ?? 0) + hint.starting >= span.limit) return false;
    }
    hint.starting++;
    return true;
  }

  release(hint: RunHint): void {
    hint.starting = Math.max(0, hint.starting - 1);
  }

  /** After an admission (granted or refused): the plan, the open session and each window's count. */
  record(userId: string, sessionId: string | null, plan: PlanId, windows: { window: RateWindow; start: Date; used: number }[]): void {
    let hint = this.users.get(userId);
    this.users.delete(userId);
    // A run reserved on the old hint is released on it: the new one starts with none.
    if (!hint || hint.plan !== plan) hint = { plan, sessions: [], windows: [], starting: 0 };
    if (!hint.sessions.includes(sessionId)) hint.sessions = [...hint.sessions, sessionId].slice(-maxSessions);
    for (const { window, start, used } of windows) {
      const seen = hint.windows.find((w) => w.window === window);
      if (!seen || seen.start < start.getTime()) {
        hint.windows = [...hint.windows.filter((w) => w !== seen), { window, start: start.getTime(), used }];
      } else if (seen.start === start.getTime()) seen.used = Math.max(seen.used, used);
    }
    if (this.users.size >= maxUsers) this.users.delete(this.users.keys().next().value!);
    this.users.set(userId, hint);
  }

  forget(userId: string): void {
    this.users.delete(userId);
  }
}

/** This server's hints about the users of `db`. */
export const runHints = perDatabase(() => new RunHints());

/** Call when this server ended a user's sessions, deleted the account or changed the plan. */
export function forgetRunHints(db: Db, userId: string): void {
  runHints(db).forget(userId);
}
