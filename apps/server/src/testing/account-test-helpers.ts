import { embeddedAnonKey } from '@selecta/shared/auth';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of.ts';
import type { TestApp } from './test-app.ts';

const authHeaders = {
  'content-type': 'application/json',
  apikey: embeddedAnonKey,
  'x-supabase-api-version': '2024-01-01',
};

/** A second device signing in with the password: its own session, refresh token and access token. */
export async function signIn(t: TestApp, email: string, password: string) {
  const res = await t.app.request('/auth/v1/token?grant_type=password', {
    method: 'POST',
    headers: authHeaders,
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, body: (await res.json()) as { access_token?: string; refresh_token?: string; code?: string } };
}

export async function refresh(t: TestApp, refreshToken: string) {
  const res = await t.app.request('/auth/v1/token?grant_type=refresh_token', {
    method: 'POST',
    headers: authHeaders,
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { status: res.status, body: (await res.json()) as { access_token?: string; code?: string } };
}

/** A call to the account API as the holder of `token`. */
export function accountCall(t: TestApp, token: string, method: string, path: string, body?: unknown) {
  return t.app.request(`/api/account${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

/**
 * Rows per table that belong to `userId`, over every table with a `user_id` column (found in the catalogue,
 * so a table another domain adds later is covered too), plus `users` itself.
 */
export async function rowsOwnedBy(t: TestApp, userId: string): Promise<Record<string, number>> {
  const { db } = t.database;
  const tables = await db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'user_id' order by table_name`);
  const counts: Record<string, number> = {};
  const users = await db.execute<{ n: number }>(sql`select count(*)::int as n from users where id = ${userId}`);
  counts.users = rowsOf<{ n: number }>(users)[0]!.n;
  for (const { table_name: table } of rowsOf<{ table_name: string }>(tables)) {
    const result = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`,
    );
    counts[table] = rowsOf<{ n: number }>(result)[0]!.n;
  }
  return counts;
}

