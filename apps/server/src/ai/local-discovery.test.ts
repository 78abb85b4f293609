import { Writable } from 'node:stream';
import { startOpenAiDouble } from '@selecta/test-doubles/openai-server';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import type { AppDeps } from '../lib/app-deps.ts';
import { createLogger } from '../lib/logger.ts';
import { chooseModel } from './local-discovery.ts';
import { localModelSource } from './local-model.ts';

describe('chooseModel', () => {
  const preferred = ['llama3.2', 'qwen2.5', 'mistral'];

  it('takes the first preferred model served, in any of its tags', () => {
    expect(chooseModel(['mistral:latest', 'qwen2.5:7b', 'llama3.2:1b'], preferred)).toBe('llama3.2:1b');
    expect(chooseModel(['mistral:latest', 'qwen2.5:7b'], preferred)).toBe('qwen2.5:7b');
  });

  it('falls back to the first chat model, never an embedding or speech model', () => {
    expect(chooseModel(['nomic-embed-text:latest', 'all-minilm', 'whisper', 'deepseek-r1:8b'], preferred)).toBe('deepseek-r1:8b');
    expect(chooseModel(['nomic-embed-text:latest'], preferred)).toBeUndefined();
    expect(chooseModel([], preferred)).toBeUndefined();
  });

  it('uses AI_MODEL when it is served, and nothing else when it is not', () => {
    expect(chooseModel(['llama3.2:3b', 'phi4:14b'], preferred, 'phi4')).toBe('phi4:14b');
    expect(chooseModel(['llama3.2:3b'], preferred, 'phi4')).toBeUndefined();
  });
});

describe('the local model source', () => {
  it('remembers that nothing was found for AI_DISCOVERY_RETRY_MS, then looks again', async () => {
    const local = await startOpenAiDouble({ models: ['llama3.2:3b'] });
    await local.close();
    const port = Number(new URL(local.url).port);
    const env = parseEnv({ NODE_ENV: 'test', AI_DISCOVERY_URLS: `${local.url}/v1`, AI_DISCOVERY_RETRY_MS: '10000' });
    const deps = { env, logger: createLogger(env, new Writable({ write: (_c, _e, done) => done() })) } as AppDeps;
    let clock = 1_000_000;
    const source = localModelSource(deps, () => clock);
    expect(await source.model()).toBeUndefined();

    const started = await startOpenAiDouble({ port, models: ['llama3.2:3b'] });
    try {
      clock += 9_999;
      expect(await source.model()).toBeUndefined();
      expect(started.requests).toHaveLength(0);
      clock += 1;
      expect(await source.model()).toBeDefined();
      expect(source.found()).toEqual({ baseURL: `${local.url}/v1`, modelId: 'llama3.2:3b' });
      expect(started.requests.map((r) => r.path)).toEqual(['/v1/models']);
      // Found once, kept: no more looking.
      clock += 60_000;
      await source.model();
      expect(started.requests).toHaveLength(1);
    } finally {
      await started.close();
    }
  });
});
