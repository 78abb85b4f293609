import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { otpAddressBucket } from './email-otp-verify.ts';
import { serveWithOutbox } from '../testing/serve-for-test.ts';

// With rate limits on and confirmations required: guessing a code from many IPs, and an address someone else
// registered first.
const served = serveWithOutbox({ AUTH_RATE_LIMITS: 'true', TRUST_PROXY_HEADER: 'x-forwarded-for', AUTH_EMAIL_CONFIRM: 'true' });

const fresh = () => `otp-limit-${randomUUID()}@example.com`;
const codeOf = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;
const fromIp = (ip: string) => served.app.client({ 'x-forwarded-for': ip });

describe('email sign-in codes under attack', () => {
  it('stops a code guessed from many IPs per address, and leaves other addresses alone', async () => {
    const victim = fresh();
    expect((await fromIp('198.51.100.1').auth.signInWithOtp({ email: victim })).error).toBeNull();
    const code = codeOf((await served.outbox.next(victim)).text);
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < otpAddressBucket.burst; i++) {
      const { error } = await fromIp(`203.0.113.${i + 1}`).auth.verifyOtp({ email: victim, token: wrong, type: 'email' });
      expect(error).toMatchObject({ status: 403, code: 'otp_expired' });
    }
    const limited = await fromIp('203.0.113.200').auth.verifyOtp({ email: victim, token: code, type: 'email' });
    expect(limited.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });

    const bystander = fresh();
    expect((await fromIp('198.51.100.2').auth.signInWithOtp({ email: bystander })).error).toBeNull();
    const theirs = codeOf((await served.outbox.next(bystander)).text);
    expect((await fromIp('203.0.113.201').auth.verifyOtp({ email: bystander, token: theirs, type: 'email' })).error).toBeNull();
  });

  it('limits code mails per address across IPs', async () => {
    const email = fresh();
    const statuses: (number | undefined)[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await fromIp(`192.0.2.${i + 1}`).auth.signInWithOtp({ email })).error?.status);
    // The first goes out; the next are within the minute (429 over_email_send_rate_limit), then the address's own limit.
    expect(statuses[0]).toBeUndefined();
    expect(statuses.slice(1).every((status) => status === 429)).toBe(true);
    expect(await served.outbox.count(email)).toBe(1);
  });

  it("drops a squatter's password when the owner proves the mailbox with a code", async () => {
    const email = fresh();
    const squatter = fromIp('198.51.100.50');
    expect((await squatter.auth.signUp({ email, password: 'the squatter password' })).error).toBeNull();
    await served.outbox.next(email); // the confirmation mail the squatter cannot read
    const owner = fromIp('198.51.100.51');
    expect((await owner.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    const code = codeOf((await served.outbox.next(email)).text);
    expect((await owner.auth.verifyOtp({ email, token: code, type: 'email' })).error).toBeNull();
    const attempt = await fromIp('198.51.100.52').auth.signInWithPassword({ email, password: 'the squatter password' });
    expect(attempt.error).toMatchObject({ code: 'invalid_credentials' });
    expect((await owner.auth.getUser()).data.user?.email_confirmed_at).toBeTruthy();
  });
});
