import { randomUUID } from 'node:crypto';
import { type Client, type Session, sessionOf } from './client.ts';

/** Free's daily runs while the promotion is over (the replicas' PROMO_END is in the past). */
export const freeDailyRuns = 20;

export interface SimUser {
  email: string;
  password: string;
  session: Session;
  /** Runs this user started (each has a unique marker: `m-<user id>-<n>`). */
  runs: number;
}

export const newEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 12)}@example.com`;
export const markerFor = (user: SimUser) => `m-${user.session.userId}-${user.runs++}`;

/** Signs a new user up; undefined when the sign-up was not acknowledged. */
export async function signUpUser(client: Client, tag: string, base?: string): Promise<SimUser | undefined> {
  const email = newEmail(tag);
  const password = `pw-${randomUUID()}`;
  const { body } = await client.signUp(email, password, base);
  const session = sessionOf(body);
  return session && { email, password, session, runs: 0 };
}

/** `count` users signed up `parallel` at a time; throws if one is refused (nothing runs against the cluster yet). */
export async function signUpMany(client: Client, tag: string, count: number, parallel = 4): Promise<SimUser[]> {
  const users: SimUser[] = [];
  const next = async (): Promise<void> => {
    while (users.length < count) {
      const user = await signUpUser(client, tag);
      if (!user) throw new Error(`a sign-up before the chaos was refused: ${JSON.stringify(client.outcomes.at(-1))}`);
      users.push(user);
    }
  };
  await Promise.all(Array.from({ length: parallel }, next));
  return users.slice(0, count);
}

/** Hands out users who still have `runs` runs left today, each to one caller at a time. */
export class UserPool {
  private readonly free: SimUser[];

  constructor(users: SimUser[]) {
    this.free = [...users];
  }

  add(user: SimUser): void {
    this.free.push(user);
  }

  take(runs: number): SimUser | undefined {
    const index = this.free.findIndex((u) => u.runs + runs <= freeDailyRuns);
    return index < 0 ? undefined : this.free.splice(index, 1)[0];
  }

  give(user: SimUser): void {
    this.free.push(user);
  }
}

/** One visit of a user: sign in, refresh the session, read the usage, run two actions. */
export async function journey(client: Client, user: SimUser): Promise<void> {
  const signIn = sessionOf((await client.signIn(user.email, user.password)).body);
  if (!signIn) return;
  const refreshed = sessionOf((await client.refresh(signIn.refreshToken)).body) ?? signIn;
  await client.usage(refreshed.accessToken);
  await client.run(refreshed.accessToken, markerFor(user));
  await client.run(refreshed.accessToken, markerFor(user));
}

/** Plus's runs a minute. */
export const plusMinuteRuns = 5;

/** Buys Plus for the user through the built-in test checkout (no Stripe keys on the replicas); throws if refused. */
export async function upgradeToPlus(client: Client, user: SimUser): Promise<void> {
  const auth = { authorization: `Bearer ${user.session.accessToken}`, 'content-type': 'application/json' };
  const { body } = await client.call('checkout', '/api/stripe/create-checkout-session', {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ planType: 'plus', priceId: 'plus_monthly', userId: user.session.userId, email: user.email }),
  });
  const id = new URL(String(body?.url)).searchParams.get('session_id');
  await client.call('pay', `/api/billing/test-checkout/${id}/pay`, { method: 'POST', headers: auth, body: '{}' });
  const plan = await client.call('plan', '/api/auth/user/plan', { headers: auth });
  if (plan.body?.plan !== 'plus') throw new Error(`${user.email} did not become Plus: ${JSON.stringify(plan.body)}`);
}
