import { upstreamHeader } from './caddy.ts';

/** How one request of a simulated user ended, as that user saw it. */
export interface Outcome {
  kind: string;
  status: number;
  /** The `code` of a JSON error answer. */
  code?: string;
  started: number;
  ended: number;
  /** The replica that answered (host:port), from the proxy's header; unset when the proxy answered itself. */
  upstream?: string;
  /** For an AI run answered 200: `done`, an `error` event, cut (ended without either), or hung. */
  stream?: 'done' | 'error-event' | 'cut' | 'hang';
  /** The unique text of an AI run, to look for at the provider double. */
  marker?: string;
  /** A transport failure (the connection broke before an answer). */
  failure?: string;
}

/** Longest silence a stream may keep before it counts as hung (the provider double answers in well under a second). */
export const streamIdleMs = 15_000;
const json = { 'content-type': 'application/json' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export class Client {
  readonly outcomes: Outcome[] = [];

  constructor(private readonly base: string) {}

  /** One request; its outcome is recorded, and a JSON body returned when there is one. */
  async call(kind: string, path: string, init: RequestInit = {}, base = this.base): Promise<{ outcome: Outcome; body?: Record<string, unknown> }> {
    const outcome: Outcome = { kind, status: 0, started: Date.now(), ended: 0 };
    this.outcomes.push(outcome);
    try {
      const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(streamIdleMs) });
      outcome.status = res.status;
      outcome.upstream = res.headers.get(upstreamHeader) ?? undefined;
      const text = await res.text();
      const body = text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : undefined;
      if (!res.ok && typeof body?.code === 'string') outcome.code = body.code;
      if (!res.ok && typeof body?.error_code === 'string') outcome.code = body.error_code;
      return { outcome, body };
    } catch (error) {
      outcome.failure = String((error as Error).cause ?? error);
      return { outcome };
    } finally {
      outcome.ended = Date.now();
    }
  }

  signUp(email: string, password: string, base?: string) {
    return this.call('signup', '/auth/v1/signup', { method: 'POST', headers: json, body: JSON.stringify({ email, password }) }, base);
  }

  signIn(email: string, password: string, base?: string) {
    return this.call('signin', '/auth/v1/token?grant_type=password', { method: 'POST', headers: json, body: JSON.stringify({ email, password }) }, base);
  }

  refresh(refreshToken: string, base?: string) {
    return this.call('refresh', '/auth/v1/token?grant_type=refresh_token', { method: 'POST', headers: json, body: JSON.stringify({ refresh_token: refreshToken }) }, base);
  }

  usage(token: string, base?: string) {
    return this.call('usage', '/api/usage', { headers: bearer(token) }, base);
  }

  user(token: string, base?: string) {
    return this.call('user', '/auth/v1/user', { headers: bearer(token) }, base);
  }

  logout(token: string, base?: string) {
    return this.call('logout', '/auth/v1/logout?scope=global', { method: 'POST', headers: bearer(token) }, base);
  }

  changePassword(token: string, current: string, next: string, base?: string) {
    return this.call('password', '/auth/v1/user', { method: 'PUT', headers: { ...json, ...bearer(token) }, body: JSON.stringify({ password: next, current_password: current }) }, base);
  }

  deleteAccount(token: string, email: string, password: string, base?: string) {
    return this.call('delete', '/api/account', { method: 'DELETE', headers: { ...json, ...bearer(token) }, body: JSON.stringify({ email, password }) }, base);
  }

  /** `POST /api/ai/run`, its stream read to the end: the answer's `done`, an `error` event, a cut, or a hang. */
  async run(token: string, marker: string, base = this.base): Promise<Outcome> {
    const outcome: Outcome = { kind: 'run', status: 0, started: Date.now(), ended: 0, marker };
    this.outcomes.push(outcome);
    const abort = new AbortController();
    let idle = setTimeout(() => abort.abort(), streamIdleMs);
    try {
      const res = await fetch(`${base}/api/ai/run`, {
        method: 'POST',
        headers: { ...json, ...bearer(token) },
        body: JSON.stringify({ action: 'tldr', text: `Summarise this, ${marker}: the cluster keeps every count in PostgreSQL.` }),
        signal: abort.signal,
      });
      outcome.status = res.status;
      outcome.upstream = res.headers.get(upstreamHeader) ?? undefined;
      if (!res.ok || !res.body) {
        const body = await res.text();
        if (body.startsWith('{')) outcome.code = (JSON.parse(body) as { code?: string }).code;
        return outcome;
      }
      outcome.stream = 'cut';
      const decoder = new TextDecoder();
      let text = '';
      for await (const chunk of res.body) {
        clearTimeout(idle);
        idle = setTimeout(() => abort.abort(), streamIdleMs);
        text += decoder.decode(chunk as Uint8Array, { stream: true });
        if (/^event: done$/m.test(text)) outcome.stream = 'done';
        else if (/^event: error$/m.test(text)) {
          outcome.stream = 'error-event';
          outcome.code = /"code":"([^"]+)"/.exec(text.slice(text.lastIndexOf('event: error')))?.[1];
        }
      }
    } catch (error) {
      if (abort.signal.aborted) outcome.stream = 'hang';
      else if (outcome.status === 0) outcome.failure = String((error as Error).cause ?? error);
    } finally {
      clearTimeout(idle);
      outcome.ended = Date.now();
    }
    return outcome;
  }
}

export interface Session {
  userId: string;
  accessToken: string;
  refreshToken: string;
}

/** The session of a successful sign-up or sign-in answer. */
export function sessionOf(body: Record<string, unknown> | undefined): Session | undefined {
  const user = body?.user as { id?: string } | undefined;
  if (typeof body?.access_token !== 'string' || typeof body.refresh_token !== 'string' || !user?.id) return undefined;
  return { userId: user.id, accessToken: body.access_token, refreshToken: body.refresh_token };
}
