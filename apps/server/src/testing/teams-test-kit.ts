import { randomUUID } from 'node:crypto';
import type { PaidPlanId } from '@selecta/shared/plans';
import { tempOutbox } from './outbox-for-test.ts';
import { users } from '../db/schema/auth.ts';
import { subscriptions } from '../db/schema/billing.ts';
import { teamMembers } from '../db/schema/teams.ts';
import type { SubscriptionStatus } from '../billing/subscription-status.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { createTestUser, type TestUser } from './test-user.ts';

export const publicUrl = 'https://selecta.test';

/** The real app with a readable outbox (invite mails). */
export async function createTeamsTestApp(vars: Record<string, string> = {}) {
  const outbox = await tempOutbox();
  const t = await createTestApp({ DATA_DIR: outbox.dataDir, PUBLIC_URL: publicUrl, ...vars });
  return { t, outbox, close: async () => void (await Promise.all([t.close(), outbox.remove()])) };
}

export interface Answer {
  status: number;
  body: Record<string, unknown> & { code?: string; message?: string };
  headers: Headers;
}

/** One API call as `user` (or signed out with null), its JSON answer parsed. */
export async function call(t: TestApp, user: TestUser | null, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await t.app.request(path, {
    method,
    headers: { ...(user ? { authorization: `Bearer ${user.accessToken}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Answer['body']) : {}, headers: res.headers };
}

/** A subscription row as the Stripe sync would have written it. */
export async function subscribe(t: TestApp, userId: string, opts: { plan?: PaidPlanId; status?: SubscriptionStatus; trialEnd?: Date | null } = {}) {
  const id = `sub_${randomUUID()}`;
  const plan = opts.plan ?? 'pro';
  await t.database.db.insert(subscriptions).values({
    id,
    userId,
    customerId: `cus_${userId}`,
    status: opts.status ?? 'active',
    priceKey: `${plan}_monthly`,
    plan,
    interval: 'monthly',
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
    trialEnd: opts.trialEnd ?? null,
  });
  return id;
}

/** A team member without going through sign-up (no password hashing): for fixtures that only need the row. */
export async function addRowMember(t: TestApp, teamId: string, role: 'admin' | 'member' = 'member') {
  const [user] = await t.database.db.insert(users).values({ email: `row-${randomUUID()}@example.com`, encryptedPassword: 'x' }).returning();
  await t.database.db.insert(teamMembers).values({ teamId, userId: user!.id, role });
  return user!;
}

/** A signed-in Pro user who owns a new team. */
export async function createOwner(t: TestApp, name = 'Acme', email?: string) {
  const owner = await createTestUser(t, email ? { email } : {});
  await subscribe(t, owner.id);
  const created = await call(t, owner, 'POST', '/api/teams', { name });
  if (created.status !== 201) throw new Error(`team not created: ${created.status} ${JSON.stringify(created.body)}`);
  return { owner, teamId: (created.body.team as { id: string }).id };
}

type Outbox = Awaited<ReturnType<typeof tempOutbox>>;

/** Invites `email` as `by`, and returns the token from the mailed link. */
export async function inviteToken(t: TestApp, outbox: Outbox, by: TestUser, email: string, role: 'admin' | 'member' = 'member', locale: 'en' | 'es' = 'en') {
  const res = await call(t, by, 'POST', '/api/teams/invites', { email, role, locale });
  if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${JSON.stringify(res.body)}`);
  const mail = await outbox.next(email);
  return { token: new URL(mail.link).searchParams.get('token')!, mail, inviteId: (res.body.invite as { id: string }).id };
}

/** A signed-up user who joined `by`'s team through the mailed invite. */
export async function joinedMember(t: TestApp, outbox: Outbox, by: TestUser, role: 'admin' | 'member' = 'member') {
  const user = await createTestUser(t);
  const { token } = await inviteToken(t, outbox, by, user.email, role);
  const accepted = await call(t, user, 'POST', '/api/teams/invites/accept', { token });
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return user;
}
