import { randomUUID } from 'node:crypto';
import type { UsageAction, UsageOutcome } from '@selecta/shared/usage-history';
import type { Db } from '../db/client.ts';
import { noTeamId, usageDaily, usageMemberMonths, usageTeamDaily } from '../db/schema/usage.ts';
import type { TestApp } from './test-app.ts';
import type { TestUser } from './test-user.ts';

/** A day `daysAgo` UTC days before today, as `YYYY-MM-DD`. */
export const dayAgo = (daysAgo: number, now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** A statistics row as the recorder would have summed it. */
export async function seedUsage(
  db: Db,
  row: { userId: string; teamId?: string; daysAgo?: number; day?: string; action?: UsageAction; promptId?: string; model?: string; outcome?: UsageOutcome; runs?: number },
) {
  const runs = row.runs ?? 1;
  const timed = row.outcome === undefined || row.outcome === 'answered' ? runs : 0;
  const hist = Array<number>(16).fill(0);
  hist[3] = timed;
  const day = row.day ?? dayAgo(row.daysAgo ?? 0);
  const figures = {
    action: row.action ?? 'reply',
    promptId: row.promptId ?? '',
    model: row.model ?? 'default',
    outcome: row.outcome ?? 'answered',
    runs,
    timedRuns: timed,
    firstTokenMs: timed * 250,
    totalMs: timed * 900,
    inputChars: runs * 100,
    outputChars: timed * 40,
    firstTokenHist: hist,
  };
  await db.insert(usageDaily).values({ day, userId: row.userId, teamId: row.teamId ?? noTeamId, ...figures });
  if (!row.teamId) return;
  // The team's rollups, as the recorder writes them in the same statement.
  await db.insert(usageTeamDaily).values({ day, teamId: row.teamId, ...figures });
  const daily = Array<number>(31).fill(0);
  daily[Number(day.slice(8)) - 1] = runs;
  await db.insert(usageMemberMonths).values({ teamId: row.teamId, month: `${day.slice(0, 8)}01`, userId: row.userId, daily, lastDay: day });
}

/** `POST /api/ai/run` as `user`; the answer read to its end (a run's statistics are written after it). */
export async function run(t: TestApp, user: TestUser, body: Record<string, unknown>) {
  const res = await t.app.request('/api/ai/run', {
    method: 'POST',
    headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'tldr', text: `text ${randomUUID()}`, ...body }),
  });
  return { status: res.status, body: await res.text() };
}

/** `GET` a history endpoint as `user` (null: signed out). */
export async function history(t: TestApp, user: TestUser | null, path: string, accept = 'application/json') {
  const res = await t.app.request(path, { headers: { accept, ...(user ? { authorization: `Bearer ${user.accessToken}` } : {}) } });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) as Record<string, never> };
}
