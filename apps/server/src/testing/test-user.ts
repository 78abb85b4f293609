import { randomUUID } from 'node:crypto';
import { embeddedAnonKey } from '@selecta/shared/auth';
import type { TestApp } from './test-app.ts';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

/** Contract C2: a signed-in user made through the real `POST /auth/v1/signup`. */
export async function createTestUser(t: TestApp, opts: { email?: string; password?: string } = {}): Promise<TestUser> {
  const email = opts.email ?? `user-${randomUUID()}@example.com`;
  const password = opts.password ?? 'correct horse battery staple';
  const res = await t.app.request('/auth/v1/signup', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      apikey: embeddedAnonKey,
      authorization: `Bearer ${embeddedAnonKey}`,
      'x-supabase-api-version': '2024-01-01',
    },
    body: JSON.stringify({ email, password, data: {} }),
  });
  if (res.status !== 200) throw new Error(`createTestUser: sign-up answered ${res.status} ${await res.text()}`);
  const session = (await res.json()) as { access_token: string; refresh_token: string; user: { id: string; email: string } };
  return {
    id: session.user.id,
    email: session.user.email,
    password,
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
  };
}
