import { startOpenAiDouble, type StreamingDouble } from '@selecta/test-doubles/openai-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOn, signUpOn, startReplicas } from '../testing/replicas-for-test.ts';

// Issue 22: with several server processes on one PostgreSQL, a refused run must cost no provider request on any of
// them (DESIGN.md; decision 035). Two real processes; the provider double counts every request that reaches it.
let double: StreamingDouble;
let replicas: Awaited<ReturnType<typeof startReplicas>>;
let a: string;
let b: string;

beforeAll(async () => {
  double = await startOpenAiDouble({ reply: 'ok' });
  replicas = await startReplicas(2, { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: `${double.url}/v1`, PROMO_END: '2020-04-30T23:59:59Z' });
  [a, b] = replicas.urls as [string, string];
}, 120_000);
afterAll(async () => {
  await replicas?.close();
  await double?.close();
});

const run = (base: string, token: string) => callOn(base, token, 'POST', '/api/ai/run', { action: 'tldr', text: 'some text' });

/** The provider requests `act` caused: a run with room afterwards reaches the double after any request `act` sent. */
async function providerRequestsDuring(act: () => Promise<unknown>): Promise<number> {
  const before = double.requests.length;
  await act();
  const sentinel = await signUpOn(a);
  expect((await run(a, sentinel.accessToken)).status).toBe(200);
  return double.requests.length - before - 1;
}

describe('two server processes on one PostgreSQL', () => {
  it("sends none of a Free user's runs past the daily limit to the provider, whichever replica took the earlier runs", async () => {
    const user = await signUpOn(a);
    // The day's 20 runs alternate, so each replica last saw the user with room left.
    for (let i = 0; i < 20; i++) expect((await run(i % 2 ? b : a, user.accessToken)).status).toBe(200);
    const refused: number[] = [];
    const asked = await providerRequestsDuring(async () => {
      for (let i = 0; i < 10; i++) refused.push((await run(i % 2 ? b : a, user.accessToken)).status);
      refused.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => run(i % 2 ? b : a, user.accessToken)))).map((r) => r.status));
    });
    expect(refused).toEqual(Array(20).fill(429));
    expect(asked).toBe(0);
  });

  it('sends no run of a session signed out, or an account deleted, on the other replica to the provider', async () => {
    const signedOut = await signUpOn(a);
    const deleted = await signUpOn(a);
    for (const user of [signedOut, deleted]) expect((await run(a, user.accessToken)).status).toBe(200);
    expect((await callOn(b, signedOut.accessToken, 'POST', '/auth/v1/logout')).status).toBe(204);
    expect((await callOn(b, deleted.accessToken, 'DELETE', '/api/account', { email: deleted.email, password: deleted.password })).status).toBe(200);
    const refused: number[] = [];
    const asked = await providerRequestsDuring(async () => {
      for (const user of [signedOut, deleted]) for (let i = 0; i < 5; i++) refused.push((await run(a, user.accessToken)).status);
    });
    expect(refused).toEqual(Array(10).fill(401));
    expect(asked).toBe(0);
  });
});
