import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../db/schema/audit.ts';
import { teams } from '../db/schema/teams.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { auditEventJson, recordAudit, systemAudit, type AuditBy } from './audit-log.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let teamId: string;
const owner = { type: 'user', id: randomUUID(), email: 'owner@example.com' } as const;
const by: AuditBy = { actor: owner, ip: '203.0.113.9', userAgent: 'Mozilla/5.0 test' };

beforeAll(async () => {
  database = await createTestDatabase();
  const [team] = await database.db.insert(teams).values({ name: 'Audit' }).returning();
  teamId = team!.id;
});
afterAll(() => database.close());

const eventsOf = (id: string) => database.db.select().from(auditEvents).where(eq(auditEvents.teamId, id));

describe('the audit writer', () => {
  it('writes an event with its actor, target, origin and details, answered as the API shows it', async () => {
    await recordAudit(database.db, by, { teamId, event: 'team.renamed', target: { type: 'team', id: teamId, name: 'New' }, details: { name: { from: 'Audit', to: 'New' } } });
    const [row] = await eventsOf(teamId);
    expect(auditEventJson(row!)).toEqual({
      id: row!.id,
      at: row!.at.toISOString(),
      event: 'team.renamed',
      actor: { type: 'user', id: owner.id, email: owner.email },
      target: { type: 'team', id: teamId, name: 'New' },
      ip: '203.0.113.9',
      userAgent: 'Mozilla/5.0 test',
      details: { name: { from: 'Audit', to: 'New' } },
    });
  });

  it('writes nothing when the change it records is rolled back', async () => {
    const id = randomUUID();
    await expect(
      database.db.transaction(async (tx) => {
        await recordAudit(tx, systemAudit, { teamId: id, event: 'sso.recovery_codes_generated', target: null, details: { count: 10 } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await eventsOf(id)).toEqual([]);
  });

  it('answers the system as a null actor and a SCIM token by its name', async () => {
    const id = randomUUID();
    await recordAudit(database.db, systemAudit, { teamId: id, event: 'billing.plan_changed', target: null, details: { plan: { from: 'pro', to: 'free' } } });
    const tokenId = randomUUID();
    await recordAudit(database.db, { actor: { type: 'scim_token', id: tokenId, name: 'Okta' }, ip: null, userAgent: 'Okta SCIM Client 1.0.0' }, {
      teamId: id,
      event: 'member.removed',
      target: { type: 'member', id: randomUUID(), email: 'gone@example.com' },
      details: { role: 'member' },
    });
    const answered = (await eventsOf(id)).map(auditEventJson);
    expect(answered.map((e) => e.actor)).toEqual(expect.arrayContaining([null, { type: 'scim_token', id: tokenId, name: 'Okta' }]));
  });

  it('refuses details its event does not list (a template, a secret) and writes nothing', async () => {
    const id = randomUUID();
    const leaky = { name: 'Fix', pinned: false, template: 'Fix {{text}}' } as unknown as { name: string; pinned: boolean };
    await expect(recordAudit(database.db, by, { teamId: id, event: 'prompt.created', target: null, details: leaky })).rejects.toThrow();
    expect(await eventsOf(id)).toEqual([]);
  });
});

describe('the audit log is append-only in the database', () => {
  const refused = { message: expect.stringContaining('append-only') };
  const attempt = async (statement: ReturnType<typeof sql>) => {
    try {
      await database.db.execute(statement);
      return 'done';
    } catch (error) {
      const e = error as { message: string; cause?: { message: string } };
      return { message: `${e.message} ${e.cause?.message ?? ''}` };
    }
  };

  it('refuses UPDATE, DELETE and TRUNCATE from any code path', async () => {
    expect(await attempt(sql`update audit_events set event = 'team.created'`)).toEqual(refused);
    expect(await attempt(sql`delete from audit_events`)).toEqual(refused);
    expect(await attempt(sql`truncate audit_events`)).toEqual(refused);
    expect((await eventsOf(teamId)).length).toBe(1);
  });

  it("lets the retention's transaction delete only what retention allows", async () => {
    const gone = randomUUID();
    await database.db.insert(auditEvents).values([
      { teamId, event: 'team.renamed', actorType: 'system', at: new Date(Date.now() - 400 * 86_400_000) },
      { teamId: gone, event: 'team.dissolved', actorType: 'system' },
    ]);
    const purge = (where: ReturnType<typeof sql>) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('selecta.audit_retention', 'on', true)`);
        await tx.execute(sql`delete from audit_events where ${where}`);
      });
    // A live team's recent events stay even inside the retention's transaction.
    await expect(purge(sql`team_id = ${teamId} and at > now() - interval '1 day'`)).rejects.toThrow();
    await purge(sql`team_id = ${teamId} and at < now() - interval '13 months'`);
    await purge(sql`team_id = ${gone}`);
    expect((await eventsOf(teamId)).length).toBe(1);
    expect(await eventsOf(gone)).toEqual([]);
    // The setting lasts only for its transaction.
    expect(await attempt(sql`delete from audit_events`)).toEqual(refused);
  });
});
