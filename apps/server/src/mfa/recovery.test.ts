import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mfaFactors, mfaRecoveries } from '../db/schema/auth.ts';
import { serveWithOutbox } from '../testing/serve-for-test.ts';
import { codeFor, enrolledAccount, password, passwordAccount, signIn } from '../testing/mfa-test-kit.ts';

const served = serveWithOutbox();

async function api(token: string, method: string, path: string, body?: unknown, lang = 'en') {
  const res = await fetch(`${served.app.url}/api/mfa/recovery${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': lang },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** An account with a verified factor, signed in again with only its password (the phone is lost): that aal1 session. */
async function lostPhone() {
  const account = await enrolledAccount(served.app, 'lost');
  const half = await signIn(served.app, account.email);
  return { ...account, half, token: half.session.access_token };
}

const mailedCode = async (email: string) => /\b(\d{6})\b/.exec((await served.outbox.next(email)).text)![1]!;
/** The waiting period over, as if three days had passed. */
const endWait = (userId: string) => served.app.database.db.update(mfaRecoveries).set({ readyAt: sql`now() - interval '1 second'` }).where(eq(mfaRecoveries.userId, userId));

describe('recovering an account whose authenticator is lost', () => {
  it('takes the password, then the mailed code, waits, then the password again: factors gone, every session ended, mailed', async () => {
    const { id, email, token, client: phoneSession } = await lostPhone();
    expect(await api(token, 'GET', '')).toEqual({ status: 200, body: { state: 'none', readyAt: null, waitHours: 72 } });
    expect(await api(token, 'POST', '/start', { password })).toEqual({ status: 200, body: { state: 'code_sent', readyAt: null, waitHours: 72 } });
    const code = await mailedCode(email);
    const confirmed = await api(token, 'POST', '/confirm', { code });
    expect(confirmed).toMatchObject({ status: 200, body: { state: 'waiting' } });
    const readyAt = new Date(confirmed.body.readyAt as string).getTime();
    expect(readyAt - Date.now()).toBeGreaterThan(71 * 3600_000);
    const started = await served.outbox.next(email);
    expect(started.subject).toBe('Two-step verification will be removed from your Selecta account');
    // Not before the wait is over.
    expect(await api(token, 'POST', '/complete', { password })).toMatchObject({ status: 409, body: { code: 'mfa_recovery_waiting' } });
    await endWait(id);
    expect(await api(token, 'POST', '/complete', { password })).toEqual({ status: 200, body: { completed: true } });
    expect(await served.app.database.db.select().from(mfaFactors).where(eq(mfaFactors.userId, id))).toEqual([]);
    expect((await phoneSession.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await served.outbox.next(email)).subject).toBe('Two-step verification was removed from your Selecta account');
    // Signing in again needs no code.
    const again = await signIn(served.app, email);
    expect(again.session.user.factors).toBeUndefined();
  });

  it('writes its mails in Spanish for a Spanish page', async () => {
    const { id, email, token } = await lostPhone();
    await api(token, 'POST', '/start', { password, locale: 'es' });
    const mail = await served.outbox.next(email);
    expect(mail.subject).toBe('Tu código de Selecta para quitar la verificación en dos pasos');
    await api(token, 'POST', '/confirm', { code: /\b(\d{6})\b/.exec(mail.text)![1], locale: 'es' });
    expect((await served.outbox.next(email)).text).toContain('La verificación en dos pasos se quitará de tu cuenta el ');
    await endWait(id);
    await api(token, 'POST', '/complete', { password, locale: 'es' });
    expect((await served.outbox.next(email)).subject).toBe('Se ha quitado la verificación en dos pasos de tu cuenta de Selecta');
  });

  it('cannot be started with only the mailbox: no code is mailed without the password', async () => {
    const { email, token } = await lostPhone();
    expect(await api(token, 'POST', '/start', { password: 'not the password' })).toMatchObject({ status: 400, body: { code: 'invalid_credentials' } });
    expect(await api(token, 'POST', '/start', {})).toMatchObject({ status: 400 });
    await expect(served.outbox.next(email, 300)).rejects.toThrow();
  });

  it('cannot be confirmed with only the password: a guessed code is refused and burned after five', async () => {
    const { token, id } = await lostPhone();
    await api(token, 'POST', '/start', { password });
    for (let i = 0; i < 5; i++) expect(await api(token, 'POST', '/confirm', { code: '000000' })).toMatchObject({ status: 400, body: { code: 'mfa_recovery_code_invalid' } });
    const [row] = await served.app.database.db.select().from(mfaRecoveries).where(eq(mfaRecoveries.userId, id));
    expect(row!.readyAt).toBeNull();
    expect(await api(token, 'POST', '/confirm', { code: 'abc' })).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
  });

  it('is cancelled by the factor’s code, which the real owner still has', async () => {
    const { token, email, factorId, secret, half } = await lostPhone();
    await api(token, 'POST', '/start', { password });
    await api(token, 'POST', '/confirm', { code: await mailedCode(email) });
    await served.outbox.next(email);
    expect((await half.client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret, 1) })).error).toBeNull();
    const aal2 = (await half.client.auth.getSession()).data.session!.access_token;
    expect((await api(aal2, 'GET', '')).body).toEqual({ state: 'none', readyAt: null, waitHours: 72 });
  });

  it('is cancelled by the account, and refused for an account without factors', async () => {
    const { token, email } = await lostPhone();
    await api(token, 'POST', '/start', { password });
    await api(token, 'POST', '/confirm', { code: await mailedCode(email) });
    expect((await api(token, 'DELETE', '')).body).toEqual({ state: 'none', readyAt: null, waitHours: 72 });
    const plain = await passwordAccount(served.app);
    const plainToken = (await plain.client.auth.getSession()).data.session!.access_token;
    expect(await api(plainToken, 'POST', '/start', { password })).toMatchObject({ status: 409, body: { code: 'mfa_not_enrolled' } });
  });

  it('mails a code at most once a minute', async () => {
    const { token, email } = await lostPhone();
    await api(token, 'POST', '/start', { password });
    await served.outbox.next(email);
    expect(await api(token, 'POST', '/start', { password })).toMatchObject({ status: 429, body: { code: 'over_email_send_rate_limit' } });
  });
});
