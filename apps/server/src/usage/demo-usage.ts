import { firstTokenBucketsMs, type UsageAction, type UsageOutcome } from '@selecta/shared/usage-history';
import { demoAuditRows } from '../audit/demo-audit.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import { aiUsageCounters } from '../db/schema/ai.ts';
import { auditEvents } from '../db/schema/audit.ts';
import { users } from '../db/schema/auth.ts';
import { subscriptions } from '../db/schema/billing.ts';
import { teamMembers, teamPrompts, teams } from '../db/schema/teams.ts';
import { usageDaily, usageMemberMonths, usageTeamDaily } from '../db/schema/usage.ts';
import { demoCounterRows } from './demo-counters.ts';
import { bucketOf } from './run-stats.ts';
import { retentionMonths } from './usage-retention.ts';

/** A small deterministic generator, so the demo looks the same on every machine. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoTeam {
  owner: string;
  members: string[];
  password: string;
}

const models = ['default', 'smart'] as const;
const promptNames = ['Polite answer', 'Bug report summary', 'Refund reply'];
const actions: UsageAction[] = ['reply', 'tldr', 'translate', 'custom', 'own_prompt', 'team_prompt'];
const weights = [0.34, 0.24, 0.18, 0.06, 0.08, 0.1];

/**
 * A Pro team with `size` members (the first the owner, the second an admin) and 13 months of usage statistics, so the
 * dashboards can be seen and tried on a fresh clone (`npm run seed:demo`) and in the end-to-end tests. Accounts sign in
 * with `password`. Counts only, as the recorder writes them: there is no text to invent. The gateway's counters agree
 * with that history (the members' actions today and this month), and the team's audit log tells how it came to be.
 */
export async function seedDemoTeam(db: Db, { prefix = 'demo', size = 12, password = 'demo password 42', now = new Date(), seed = 7 } = {}): Promise<DemoTeam> {
  const next = random(seed);
  const encryptedPassword = await hashPassword(password);
  const emails = Array.from({ length: size }, (_, i) => `${prefix}-${i === 0 ? 'owner' : i === 1 ? 'admin' : `member-${i - 1}`}@example.com`);
  const people = await db.insert(users).values(emails.map((email) => ({ email, encryptedPassword, emailConfirmedAt: now }))).returning({ id: users.id });
  const owner = people[0]!.id;
  await db.insert(subscriptions).values({
    id: `sub_${prefix}_${owner.slice(0, 8)}`, userId: owner, customerId: `cus_${prefix}_${owner.slice(0, 8)}`, status: 'active', priceKey: 'pro_monthly',
    plan: 'pro', interval: 'monthly', currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000), trialEnd: null,
  });
  const [team] = await db.insert(teams).values({ name: 'Acme Support' }).returning({ id: teams.id });
  const teamId = team!.id;
  await db.insert(teamMembers).values(people.map((p, i) => ({ teamId, userId: p.id, role: i === 0 ? 'owner' : i === 1 ? 'admin' : 'member' }) as const));
  const prompts = await db
    .insert(teamPrompts)
    .values(promptNames.map((name, position) => ({ teamId, name, template: 'Answer {{text}} politely.', pinned: true, position })))
    .returning({ id: teamPrompts.id });

  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - retentionMonths, now.getUTCDate());
  const own = new Map<string, typeof usageDaily.$inferInsert>();
  const teamDays = new Map<string, typeof usageTeamDaily.$inferInsert>();
  const months: Map<string, typeof usageMemberMonths.$inferInsert> = new Map();
  const admitted = new Map<string, Map<string, number>>();
  people.forEach((person, index) => {
    const activity = 0.35 + 0.6 * next();
    // A member who joined a while ago, and one who stopped using it lately: the table shows both.
    const quietFrom = index === size - 1 ? today - 20 * 86_400_000 : Infinity;
    for (let t = first; t <= today; t += 86_400_000) {
      const weekday = new Date(t).getUTCDay();
      if (t >= quietFrom || next() > activity * (weekday === 0 || weekday === 6 ? 0.25 : 1)) continue;
      const day = new Date(t).toISOString().slice(0, 10);
      const runsToday = 1 + Math.floor(next() * 14);
      for (let r = 0; r < runsToday; r++) {
        let pick = next();
        const actionIndex = Math.max(0, weights.findIndex((w) => (pick -= w) < 0));
        const action = actions[actionIndex]!;
        const promptId = action === 'team_prompt' ? prompts[Math.floor(next() * prompts.length)]!.id : '';
        const model = models[next() < 0.7 ? 0 : 1];
        const roll = next();
        const outcome: UsageOutcome = roll < 0.9 ? 'answered' : roll < 0.94 ? 'refused_hour' : roll < 0.96 ? 'refused_minute' : roll < 0.98 ? 'cancelled' : 'provider_error';
        const timed = outcome === 'answered' || outcome === 'cancelled' ? 1 : 0;
        const firstToken = Math.round((model === 'smart' ? 520 : 260) * (0.6 + next() * 1.2));
        add(own, teamDays, months, { day, userId: person.id, teamId, action, promptId, model, outcome, timed, firstToken, input: Math.round(200 + next() * 2400) });
        // What the limits counted: answered or cancelled runs (a refusal was never admitted; a failure before the first token was given back).
        if (outcome === 'answered' || outcome === 'cancelled') {
          const days = admitted.get(person.id) ?? admitted.set(person.id, new Map()).get(person.id)!;
          days.set(day, (days.get(day) ?? 0) + 1);
        }
      }
    }
  });
  const ownRows = [...own.values()];
  for (let i = 0; i < ownRows.length; i += 1000) await db.insert(usageDaily).values(ownRows.slice(i, i + 1000));
  const teamRows = [...teamDays.values()];
  for (let i = 0; i < teamRows.length; i += 1000) await db.insert(usageTeamDaily).values(teamRows.slice(i, i + 1000));
  await db.insert(usageMemberMonths).values([...months.values()]);
  // Their own generator, so the history above is the same as before the counters were seeded.
  const counters = demoCounterRows(admitted, now, random(seed + 1));
  for (let i = 0; i < counters.length; i += 1000) await db.insert(aiUsageCounters).values(counters.slice(i, i + 1000));
  const roles = people.map((p, i) => ({ id: p.id, email: emails[i]!, role: i === 0 ? 'owner' : i === 1 ? 'admin' : 'member' }) as const);
  await db.insert(auditEvents).values(demoAuditRows(teamId, roles, prompts.map((p, i) => ({ id: p.id, name: promptNames[i]! })), prefix, first, now.getTime()));
  return { owner: emails[0]!, members: emails.slice(1), password };
}

interface DemoRun {
  day: string; userId: string; teamId: string; action: UsageAction; promptId: string; model: string; outcome: UsageOutcome; timed: number; firstToken: number; input: number;
}

/** Sums one run into the user's row, the team's row and the member's month, as `recordRun` does. */
function add(own: Map<string, typeof usageDaily.$inferInsert>, team: Map<string, typeof usageTeamDaily.$inferInsert>, months: Map<string, typeof usageMemberMonths.$inferInsert>, run: DemoRun) {
  const figures = () => ({ runs: 0, timedRuns: 0, firstTokenMs: 0, totalMs: 0, inputChars: 0, outputChars: 0, firstTokenHist: Array<number>(firstTokenBucketsMs.length + 1).fill(0) });
  const sum = (row: ReturnType<typeof figures>) => {
    row.runs += 1;
    row.timedRuns += run.timed;
    row.firstTokenMs += run.timed * run.firstToken;
    row.totalMs += run.timed * run.firstToken * 4;
    row.inputChars += run.input;
    row.outputChars += run.timed * Math.round(run.input * 0.4);
    row.firstTokenHist[bucketOf(run.firstToken) - 1]! += run.timed;
  };
  const key = { day: run.day, action: run.action, promptId: run.promptId, model: run.model, outcome: run.outcome };
  const teamKey = `${run.day}|${run.action}|${run.promptId}|${run.model}|${run.outcome}`;
  const ownKey = `${run.userId}|${teamKey}`;
  if (!own.has(ownKey)) own.set(ownKey, { ...key, userId: run.userId, teamId: run.teamId, ...figures() });
  sum(own.get(ownKey) as ReturnType<typeof figures>);
  if (!team.has(teamKey)) team.set(teamKey, { ...key, teamId: run.teamId, ...figures() });
  sum(team.get(teamKey) as ReturnType<typeof figures>);
  const month = `${run.day.slice(0, 8)}01`;
  const monthKey = `${run.userId}|${month}`;
  if (!months.has(monthKey)) months.set(monthKey, { teamId: run.teamId, month, userId: run.userId, daily: Array<number>(31).fill(0), lastDay: run.day });
  const m = months.get(monthKey)!;
  m.daily![Number(run.day.slice(8)) - 1]! += 1;
  if (run.day > m.lastDay) m.lastDay = run.day;
}
