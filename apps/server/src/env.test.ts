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

describe('AI_MODELS', () => {
  const model = { id: 'fast', label: 'Fast', tier: 'basic', provider: 'openai', model: 'gpt-4o-mini' };

  it('takes the catalogue as JSON or from a file', async () => {
    expect(parseEnv({ AI_MODELS: JSON.stringify([model]) }).AI_MODELS).toEqual([model]);
    const { mkdtemp, writeFile } = await import('node:fs/promises');
    const dir = await mkdtemp(`${(await import('node:os')).tmpdir()}/selecta-models-`);
    await writeFile(`${dir}/models.json`, JSON.stringify([model, { ...model, id: 'smart', tier: 'advanced' }]));
    expect(parseEnv({ AI_MODELS: `${dir}/models.json` }).AI_MODELS).toHaveLength(2);
  });

  it.each([
    ['not JSON', '[{', 'not valid JSON'],
    ['a missing file', '/nonexistent/models.json', 'readable file'],
    ['no basic model', JSON.stringify([{ ...model, tier: 'advanced' }]), 'basic model'],
    ['a repeated id', JSON.stringify([model, model]), 'unique'],
    ['an unknown provider', JSON.stringify([{ ...model, provider: 'skynet' }]), 'AI_MODELS.0.provider'],
    ['the reserved id "team"', JSON.stringify([{ ...model, id: 'team' }]), 'reserved'],
  ])('stops the start on %s, naming AI_MODELS', (_name, value, expected) => {
    expect(() => parseEnv({ AI_MODELS: value })).toThrow(expected);
    expect(() => parseEnv({ AI_MODELS: value })).toThrow('AI_MODELS');
  });
});
