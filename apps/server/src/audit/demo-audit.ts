import type { TeamRole } from '@selecta/shared/teams';
import type { auditEvents } from '../db/schema/audit.ts';
import { auditRow, systemAudit, type AnyAuditEntry, type AuditBy } from './audit-log.ts';

type AuditInsert = typeof auditEvents.$inferInsert;
interface Person {
  id: string;
  email: string;
  role: TeamRole;
}

const agents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0',
  'Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0',
];
const day = 86_400_000;

/**
 * A believable trail for the demo team (`npm run seed:demo`): founded a year and a month ago on Pro, renamed, everyone
 * invited and joined, the admin promoted, the prompts made, a model tried and put back, a member removed, one who left,
 * an invitation withdrawn. Every event agrees with the team as seeded; addresses are documentation ranges.
 */
export function demoAuditRows(teamId: string, people: Person[], prompts: { id: string; name: string }[], prefix: string, first: number, now: number): AuditInsert[] {
  const by = (person: Person, i = 0): AuditBy => ({ actor: { type: 'user', id: person.id, email: person.email }, ip: `203.0.113.${10 + (i % 200)}`, userAgent: agents[i % agents.length]! });
  const owner = people[0]!;
  const admin = people.find((p) => p.role === 'admin') ?? owner;
  const rows: AuditInsert[] = [];
  const add = (at: number, who: AuditBy, entry: AnyAuditEntry) => rows.push({ ...auditRow(who, entry), at: new Date(at) });
  const member = (p: Person) => ({ type: 'member', id: p.id, email: p.email }) as const;
  const team = (name: string) => ({ type: 'team', id: teamId, name }) as const;

  add(first, systemAudit, { teamId, event: 'billing.plan_changed', target: { type: 'subscription', id: `sub_${prefix}` }, details: { plan: { from: 'free', to: 'pro' } } });
  add(first + 60_000, by(owner), { teamId, event: 'team.created', target: team('Acme'), details: { name: 'Acme' } });
  add(first + day, by(owner), { teamId, event: 'team.renamed', target: team('Acme Support'), details: { name: { from: 'Acme', to: 'Acme Support' } } });
  people.slice(1).forEach((p, i) => {
    const invitedAt = first + day + (i + 1) * 3_600_000;
    add(invitedAt, by(owner), { teamId, event: 'member.invited', target: { type: 'invite', id: crypto.randomUUID(), email: p.email }, details: { role: 'member', replaced: false } });
    add(invitedAt + day, by(p, i + 1), { teamId, event: 'member.joined', target: member(p), details: { role: 'member' } });
    if (p.role === 'admin') add(first + 10 * day, by(owner), { teamId, event: 'member.role_changed', target: member(p), details: { role: { from: 'member', to: 'admin' } } });
  });
  prompts.forEach((prompt, i) => {
    add(first + (14 + i) * day, by(admin, 1), { teamId, event: 'prompt.created', target: { type: 'prompt', id: prompt.id, name: prompt.name }, details: { name: prompt.name, pinned: false } });
    add(first + (15 + i) * day, by(admin, 1), { teamId, event: 'prompt.updated', target: { type: 'prompt', id: prompt.id, name: prompt.name }, details: { pinned: { from: false, to: true }, templateChanged: false } });
  });
  const settings = { type: 'model_settings', id: teamId } as const;
  add(first + 40 * day, by(admin, 1), { teamId, event: 'model.default_changed', target: settings, details: { model: { from: null, to: 'smart' } } });
  add(first + 47 * day, by(owner), { teamId, event: 'model.default_changed', target: settings, details: { model: { from: 'smart', to: null } } });
  // People no longer in the team: their address stays in the log as it was.
  const former = { id: crypto.randomUUID(), email: `${prefix}-former@example.com`, role: 'member' as const };
  const left = { id: crypto.randomUUID(), email: `${prefix}-left@example.com`, role: 'member' as const };
  for (const [i, p] of [former, left].entries()) {
    add(first + (20 + i) * day, by(owner), { teamId, event: 'member.invited', target: { type: 'invite', id: crypto.randomUUID(), email: p.email }, details: { role: 'member', replaced: false } });
    add(first + (21 + i) * day, by(p, 40 + i), { teamId, event: 'member.joined', target: member(p), details: { role: 'member' } });
  }
  add(now - 60 * day, by(admin, 1), { teamId, event: 'member.removed', target: member(former), details: { role: 'member' } });
  add(now - 21 * day, by(left, 41), { teamId, event: 'member.left', target: member(left), details: { role: 'member' } });
  const withdrawn = { type: 'invite', id: crypto.randomUUID(), email: `${prefix}-contractor@example.com` } as const;
  add(now - 6 * day, by(admin, 1), { teamId, event: 'member.invited', target: withdrawn, details: { role: 'member', replaced: false } });
  add(now - 5 * day, by(owner), { teamId, event: 'member.invite_revoked', target: withdrawn, details: { role: 'member' } });
  return rows;
}
