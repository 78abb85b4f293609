import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { embeddedAnonKey } from '@selecta/shared/auth';
import { type SupabaseClient, createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';
import { tempOutbox } from './outbox-for-test.ts';

export interface ServedApp extends TestApp {
  url: string;
  /** A fresh unmodified supabase-js client with its own in-memory storage (and extra headers, e.g. Accept-Language). */
  client(headers?: Record<string, string>): SupabaseClient;
}

/** The test app on a real socket (port 0), for the real supabase-js and for anything needing getConnInfo. */
export async function serveTestApp(vars: Record<string, string> = {}): Promise<ServedApp> {
  // Listen first, so PUBLIC_URL (used in mailed links) is the real address.
  // The node adapter's bindings go along, so the app sees the socket (the client's address) as in production.
  let fetchApp: (request: Request, bindings: unknown) => Response | Promise<Response> = () => new Response(null, { status: 503 });
  const server = serve({ fetch: (request, bindings) => fetchApp(request, bindings), port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const t = await createTestApp({ PUBLIC_URL: url, ...vars });
  fetchApp = (request, bindings) => t.app.fetch(request, bindings);
  return {
    ...t,
    url,
    client(headers = {}) {
      const memory = new Map<string, string>();
      return createClient(url, embeddedAnonKey, {
        global: { headers },
        auth: {
          autoRefreshToken: false,
          persistSession: true,
          detectSessionInUrl: false,
          storage: {
            getItem: (key) => memory.get(key) ?? null,
            setItem: (key, value) => void memory.set(key, value),
            removeItem: (key) => void memory.delete(key),
          },
        },
      });
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await t.close();
    },
  };
}

type TempOutbox = Awaited<ReturnType<typeof tempOutbox>>;

/** For a test file: the app served with mail going to a temporary outbox (its DATA_DIR), from the first test to the last. */
export function serveWithOutbox(vars: Record<string, string> = {}): { readonly app: ServedApp; readonly outbox: TempOutbox } {
  const state: { app?: ServedApp; outbox?: TempOutbox } = {};
  beforeAll(async () => {
    state.outbox = await tempOutbox();
    state.app = await serveTestApp({ DATA_DIR: state.outbox.dataDir, ...vars });
  });
  afterAll(async () => {
    await state.app?.close();
    await state.outbox?.remove();
  });
  return {
    get app() {
      return state.app!;
    },
    get outbox() {
      return state.outbox!;
    },
  };
}

/**
 * A new account signed in with a mailed code (so it has no password, as a provider or single sign-on makes one):
 * its supabase-js client and session.
 */
export async function codeAccount(served: { readonly app: ServedApp; readonly outbox: TempOutbox }, prefix = 'code') {
  const email = `${prefix}-${randomUUID()}@example.com`;
  const client = served.app.client();
  const sent = await client.auth.signInWithOtp({ email });
  if (sent.error) throw sent.error;
  const token = /\b(\d{6})\b/.exec((await served.outbox.next(email)).text)![1]!;
  const { data, error } = await client.auth.verifyOtp({ email, token, type: 'email' });
  if (error || !data.session) throw error ?? new Error('no session');
  return { email, client, id: data.session.user.id, accessToken: data.session.access_token };
}
