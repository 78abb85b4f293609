import { describe, expect, it } from 'vitest';
import { InvalidEnvError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('needs nothing: every variable has a default', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.DATA_DIR).toBe('./.data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.AUTH_JWT_EXP).toBe(3600);
    expect(env.AUTH_EMAIL_CONFIRM).toBe(false);
    expect(env.PROMO_END.getUTCMonth()).toBe(3);
  });

  it('names every bad variable in one message', () => {
    try {
      parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', AI_PROVIDER: 'skynet', STRIPE_SECRET_KEY: 'sk_test_1' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidEnvError);
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'AI_PROVIDER', 'STRIPE_WEBHOOK_SECRET']) expect(message).toContain(name);
    }
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });
});
