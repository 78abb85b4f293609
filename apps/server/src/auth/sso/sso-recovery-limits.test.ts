import { beforeAll, describe, expect, it } from 'vitest';
import { accountBucket } from '../account-limit.ts';
import { secret } from '../../testing/oauth-test-kit.ts';
import { coveredTeam, passwordSignIn } from '../../testing/sso-recovery-test-kit.ts';
import { serveWithSso } from '../../testing/sso-test-kit.ts';

// Recovery codes cannot be guessed faster than passwords: a refused code counts against the address's sign-in limit.
const kit = serveWithSso({ AUTH_RATE_LIMITS: 'true' });
const served = kit.served;
beforeAll(() => served.op.register([{ clientId: 'team-client', secret, redirectUri: `${served.app.url}/auth/v1/callback` }]));

describe('guessing recovery codes', () => {
  it('takes a sign-in attempt per refused code, so after the burst even the right code waits (429)', async () => {
    const team = await coveredTeam(kit);
    for (let i = 0; i < accountBucket.burst; i++) {
      const guess = await passwordSignIn(served.app, team.owner.email, team.owner.password, `zzzz-zzzz-zz${String(i).padStart(2, '0')}`);
      expect([guess.status, guess.body.code]).toEqual([422, 'user_sso_managed']);
    }
    const limited = await passwordSignIn(served.app, team.owner.email, team.owner.password, team.codes[0]);
    expect([limited.status, limited.body.code]).toEqual([429, 'over_request_rate_limit']);
  });

  it('gives the attempt back when the code is good (the control)', async () => {
    const team = await coveredTeam(kit);
    for (let i = 0; i < accountBucket.burst + 2; i++) {
      expect((await passwordSignIn(served.app, team.owner.email, team.owner.password, team.codes[i % 10])).status).toBe(i < 10 ? 200 : 422);
    }
  });
});
