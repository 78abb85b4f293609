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

describe('production does not fail open', () => {
  const stripe = { STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
  const smtp = { SMTP_URL: 'smtp://mail.example:587' };

  it('refuses to start without Stripe keys or SMTP, naming both and the flag that allows each', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(InvalidEnvError);
    try {
      parseEnv({ NODE_ENV: 'production' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('STRIPE_SECRET_KEY: is required when NODE_ENV=production');
      expect(message).toContain('ALLOW_TEST_CHECKOUT=true');
      expect(message).toContain('SMTP_URL: is required when NODE_ENV=production');
      expect(message).toContain('ALLOW_OUTBOX_MAIL=true');
    }
    expect(() => parseEnv({ NODE_ENV: 'production', ...stripe })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ NODE_ENV: 'production', ...smtp })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => parseEnv({ NODE_ENV: 'production', ...smtp, ALLOW_TEST_CHECKOUT: 'false' })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('starts in production with real services, or with the built-in ones when explicitly allowed', () => {
    expect(parseEnv({ NODE_ENV: 'production', ...stripe, ...smtp }).NODE_ENV).toBe('production');
    const allowed = parseEnv({ NODE_ENV: 'production', ALLOW_TEST_CHECKOUT: 'true', ALLOW_OUTBOX_MAIL: '1' });
    expect(allowed).toMatchObject({ ALLOW_TEST_CHECKOUT: true, ALLOW_OUTBOX_MAIL: true });
  });

  it('needs neither outside production (npm start on a fresh machine)', () => {
    expect(parseEnv({}).NODE_ENV).toBe('development');
    expect(parseEnv({ NODE_ENV: 'test' }).ALLOW_TEST_CHECKOUT).toBe(false);
  });
});

describe('where the server looks for a local model', () => {
  it('looks at Ollama\'s address by default, and at AI_BASE_URL first when no provider is set', () => {
    expect(parseEnv({}).AI_DISCOVERY_URLS).toEqual(['http://127.0.0.1:11434/v1']);
    expect(parseEnv({ AI_BASE_URL: 'http://10.0.0.5:8000/v1/' }).AI_DISCOVERY_URLS).toEqual(['http://10.0.0.5:8000/v1', 'http://127.0.0.1:11434/v1']);
    expect(parseEnv({ AI_DISCOVERY_URLS: 'http://127.0.0.1:1234/v1, http://127.0.0.1:11434/v1' }).AI_DISCOVERY_URLS).toEqual(['http://127.0.0.1:1234/v1', 'http://127.0.0.1:11434/v1']);
    expect(parseEnv({ AI_DISCOVERY_MODELS: 'phi4, gemma3' }).AI_DISCOVERY_MODELS).toEqual(['phi4', 'gemma3']);
  });

  it('looks nowhere with a provider, with `off`, or under NODE_ENV=test unless told', () => {
    expect(parseEnv({ AI_PROVIDER: 'openai', AI_API_KEY: 'k' }).AI_DISCOVERY_URLS).toEqual([]);
    expect(parseEnv({ AI_DISCOVERY_URLS: 'off' }).AI_DISCOVERY_URLS).toEqual([]);
    expect(parseEnv({ NODE_ENV: 'test' }).AI_DISCOVERY_URLS).toEqual([]);
    expect(parseEnv({ NODE_ENV: 'test', AI_DISCOVERY_URLS: 'http://127.0.0.1:9/v1' }).AI_DISCOVERY_URLS).toEqual(['http://127.0.0.1:9/v1']);
  });

  it('refuses a list with something that is not a URL', () => {
    expect(() => parseEnv({ AI_DISCOVERY_URLS: 'http://127.0.0.1:11434/v1,ollama' })).toThrow(/AI_DISCOVERY_URLS/);
  });
});
