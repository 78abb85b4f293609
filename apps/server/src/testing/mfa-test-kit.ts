import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { startOpenAiDouble, type StreamingDouble } from '@selecta/test-doubles/openai-server';
import { afterAll, beforeAll, expect } from 'vitest';
import { type ServedApp, serveTestApp } from './serve-for-test.ts';

export const password = 'a long enough password';

/** The factor's code `steps` 30-second steps from now, made from its secret as an authenticator app makes it. */
export const codeFor = (secret: string, steps = 0) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

/** A new account with a password, signed in on a fresh supabase-js client. */
export async function passwordAccount(app: ServedApp, prefix = 'mfa') {
  const email = `${prefix}-${randomUUID()}@example.com`;
  const client = app.client();
  const { data, error } = await client.auth.signUp({ email, password });
  if (error || !data.user) throw error ?? new Error('no user');
  return { email, client, id: data.user.id };
}

/** Another device: the same account signed in with its password on a new client (an aal1 session). */
export async function signIn(app: ServedApp, email: string) {
  const client = app.client();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { client, session: data.session! };
}

/** Enrols a TOTP factor and verifies it with a code of its secret: the client's session is then aal2. */
export async function enrolVerified(client: SupabaseClient, friendlyName?: string) {
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', ...(friendlyName ? { friendlyName } : {}) });
  if (enrolled.error) throw enrolled.error;
  const factorId = enrolled.data.id;
  const secret = enrolled.data.totp.secret;
  const verified = await client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret) });
  expect(verified.error).toBeNull();
  return { factorId, secret };
}

/** An account with a verified factor; its first client is at aal2. */
export async function enrolledAccount(app: ServedApp, prefix = 'mfa') {
  const account = await passwordAccount(app, prefix);
  return { ...account, ...(await enrolVerified(account.client)) };
}

/** The claims of a supabase-js client's current access token. */
export async function claimsOf(client: SupabaseClient) {
  const token = (await client.auth.getSession()).data.session!.access_token;
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { aal: string; amr: { method: string; timestamp: number }[]; session_id: string };
}

/** For a test file: the app served with an OpenAI-compatible double as its AI provider, from the first test to the last. */
export function serveWithAi(): { readonly app: ServedApp; readonly double: StreamingDouble } {
  const state: { app?: ServedApp; double?: StreamingDouble } = {};
  beforeAll(async () => {
    state.double = await startOpenAiDouble({ reply: 'ok' });
    state.app = await serveTestApp({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: `${state.double.url}/v1` });
  });
  afterAll(async () => {
    await state.app?.close();
    await state.double?.close();
  });
  return {
    get app() {
      return state.app!;
    },
    get double() {
      return state.double!;
    },
  };
}

/** A call to the app's API with a bearer token: the status and the parsed JSON body (text when it is not JSON). */
export async function apiCall(app: ServedApp, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${app.url}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: (text.startsWith('{') ? JSON.parse(text) : {}) as Record<string, unknown> };
}
