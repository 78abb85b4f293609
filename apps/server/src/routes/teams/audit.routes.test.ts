import { randomUUID } from 'node:crypto';
import type { AuditResponse } from '@selecta/shared/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudits, type AnyAuditEntry } from '../../audit/audit-log.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { call, createOwner, createTeamsTestApp, joinedMember } from '../../testing/teams-test-kit.ts';
import { createTestUser, type TestUser } from '../../testing/test-user.ts';

// `GET /api/teams/audit` (decision 044): the team's log for its owner and admins, newest first, paged by a cursor,
// filtered by event, person and dates, and as CSV.
let kit: Awaited<ReturnType<typeof createTeamsTestApp>>;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let teamId: string;
let other: { owner: TestUser; teamId: string };
beforeAll(async () => {
  kit = await createTeamsTestApp();
  ({ owner, teamId } = await createOwner(kit.t, '=HYPERLINK("http://evil.test")'));
  admin = await joinedMember(kit.t, kit.outbox, owner, 'admin');
  member = await joinedMember(kit.t, kit.outbox, owner, 'member');
  other = await createOwner(kit.t, 'Other team');
  // 60 prompt events of the admin, now.
  const day = 86_400_000;
  const entries: AnyAuditEntry[] = Array.from({ length: 60 }, (_, i) => ({ teamId, event: 'prompt.created', target: { type: 'prompt', id: randomUUID(), name: `P${i}` }, details: { name: `P${i}`, pinned: false } }));
  await recordAudits(kit.t.database.db, { actor: { type: 'user', id: admin.id, email: admin.email }, ip: '198.51.100.7', userAgent: 'Firefox' }, entries);
  // 60 role changes, one a day over the last 60 days (inserted with their times: the writer always says "now").
  await kit.t.database.db.insert(auditEvents).values(
    Array.from({ length: 60 }, (_, i) => ({
      teamId,
      event: 'member.role_changed',
      actorType: 'user',
      actorId: owner.id,
      actorEmail: owner.email,
      targetType: 'member',
      targetId: member.id,
      targetEmail: member.email,
      at: new Date(Date.now() - (i + 1) * day),
      details: { role: { from: 'member', to: 'admin' } },
    })),
  );
});
afterAll(() => kit.close());

const audit = (user: TestUser | null, query = '', headers: Record<string, string> = {}) => call(kit.t, user, 'GET', `/api/teams/audit${query}`, undefined, headers);
const page = (res: { body: unknown }) => res.body as AuditResponse;

describe('GET /api/teams/audit', () => {
  it('answers the newest first, a page at a time, until next is null', async () => {
    const first = page(await audit(owner, '?limit=50'));
    expect(first.events).toHaveLength(50);
    expect(first.events[0]).toMatchObject({ event: expect.any(String), actor: expect.anything() });
    const seen = [...first.events];
    let next = first.next;
    while (next) {
      const more = page(await audit(admin, `?limit=50&before=${encodeURIComponent(next)}`));
      seen.push(...more.events);
      next = more.next;
    }
    const times = seen.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(seen.map((e) => e.id)).size).toBe(seen.length);
    // team.created, two invitations and joins, 60 prompt events and 60 role changes.
    expect(seen.length).toBe(1 + 2 + 2 + 60 + 60);
  });

  it('filters by event, by a group of events, by person (id or email) and by dates', async () => {
    expect(page(await audit(owner, '?event=member.joined')).events.map((e) => e.actor)).toEqual([
      { type: 'user', id: member.id, email: member.email },
      { type: 'user', id: admin.id, email: admin.email },
    ]);
    expect(page(await audit(owner, '?event=member.*&limit=200')).events).toHaveLength(64);
    expect(page(await audit(owner, `?actor=${admin.id}&limit=200`)).events.map((e) => e.event)).toEqual([...Array(60).fill('prompt.created'), 'member.joined']);
    expect(page(await audit(owner, `?actor=${encodeURIComponent(admin.email.toUpperCase())}&limit=200`)).events).toHaveLength(61);
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const tenDays = page(await audit(owner, `?event=member.role_changed&from=${day(10)}&to=${day(1)}`)).events;
    expect(tenDays.length).toBeGreaterThanOrEqual(9);
    expect(tenDays.length).toBeLessThanOrEqual(11);
    const instant = new Date(Date.now() - 5.5 * 86_400_000).toISOString();
    expect(page(await audit(owner, `?event=member.role_changed&to=${encodeURIComponent(instant)}&limit=200`)).events).toHaveLength(55);
  });

  it('answers CSV with Accept: text/csv: every matching event, formulas defused', async () => {
    const res = await kit.t.app.request('/api/teams/audit?event=team.created', { headers: { authorization: `Bearer ${owner.accessToken}`, accept: 'text/csv' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="selecta-audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('id,at,event,actor_type,actor_id,actor_email,actor_name,target_type,target_id,target_email,target_name,ip,user_agent,details');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,team.created,user,${owner.id},${owner.email},,team,${teamId},,"'=HYPERLINK(""http://evil.test"")"`);
    const all = await kit.t.app.request('/api/teams/audit?limit=1', { headers: { authorization: `Bearer ${admin.accessToken}`, accept: 'text/csv' } });
    expect((await all.text()).trim().split('\r\n')).toHaveLength(1 + 125);
  });

  it.each([
    ['limit=0'],
    ['limit=201'],
    ['limit=ten'],
    ['event=member.promoted'],
    ['event=nope.*'],
    ['actor=not-an-email'],
    ['from=yesterday'],
    ['to=2026-13-01'],
    ['from=0000-01-01'],
    ['to=9999-12-31T23:59:59Z'],
    [`before=${Buffer.from('2026-01-01T00:00:00.000Z|not-a-uuid').toString('base64url')}`],
    ['before=%00'],
    [`before=${'x'.repeat(300)}`],
  ])('refuses %s with a 400 and a message', async (query) => {
    const res = await audit(owner, `?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: expect.stringMatching(/^(validation_failed|invalid_cursor)$/), message: expect.any(String) });
  });

  it('is for the owner and admins of the team only; nothing of it reaches anyone else', async () => {
    expect(await audit(member)).toMatchObject({ status: 403, body: { code: 'team_forbidden' } });
    expect(await audit(await createTestUser(kit.t))).toMatchObject({ status: 404, body: { code: 'no_team' } });
    expect((await audit(null)).status).toBe(401);
    const forged = { ...owner, accessToken: `${owner.accessToken.split('.').slice(0, 2).join('.')}.${Buffer.from('forged').toString('base64url')}` };
    expect((await audit(forged)).status).toBe(401);
    // Another team's owner gets their own log: a single team.created, with none of this team in it.
    const theirs = page(await audit(other.owner, '?limit=200'));
    expect(theirs.events.map((e) => e.event)).toEqual(['team.created']);
    expect(JSON.stringify(theirs)).not.toContain(teamId);
    // A signed-out session's token is refused even before it expires.
    const mine = await createOwner(kit.t, 'Short lived');
    expect((await audit(mine.owner)).status).toBe(200);
    const ownerOut = await kit.t.app.request('/auth/v1/logout?scope=local', { method: 'POST', headers: { authorization: `Bearer ${mine.owner.accessToken}` } });
    expect(ownerOut.status).toBe(204);
    expect((await audit(mine.owner)).status).toBe(401);
  });
});
