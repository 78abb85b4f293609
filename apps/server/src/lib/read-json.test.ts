import { apiErrorSchema } from '@selecta/shared/api-error';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppEnv } from '../routes/app-env.ts';
import { errorHandler } from './errors.ts';
import { createLogger } from './logger.ts';
import { deeperThan, maxJsonDepth, readJson } from './read-json.ts';
import { parseEnv } from '../env.ts';

const schema = z.object({ name: z.string().min(1), tags: z.array(z.string()).max(2).optional() });
const app = new Hono<AppEnv>()
  .post('/echo', async (c) => c.json(await readJson(c, schema)))
  .onError(errorHandler(createLogger(parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }))));
const post = (body: string) => app.request('/echo', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('readJson', () => {
  it('gives the route the parsed, checked body', async () => {
    const res = await post('{"name":"Ada","tags":["x"]}');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'Ada', tags: ['x'] });
  });

  it.each(['{"name":', 'not json', '{"name":"a"}}', '\u0000'])('answers %j with 400 invalid_json', async (body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'invalid_json', message: 'The request body is not valid JSON.' });
  });

  it('answers a body of the wrong shape with validation_failed and every issue', async () => {
    const res = await post('{"name":"","tags":[3]}');
    expect(res.status).toBe(400);
    const body = apiErrorSchema.parse(await res.json());
    expect(body.code).toBe('validation_failed');
    expect(body.message).toMatch(/^name: /);
    expect(body.issues?.map((issue) => issue.path)).toEqual([['name'], ['tags', 0]]);
  });

  it('reads an empty body as {}, so a missing field is validation_failed', async () => {
    const res = await post('');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed', message: 'name: Invalid input: expected string, received undefined' });
  });

  it('refuses a body nested deeper than the limit before anything recurses over it', async () => {
    const res = await post(`{"name":"a","tags":${nested(9_000)}}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed', issues: [{ path: [], code: 'too_deep' }] });
  });
});

describe('readJson and U+0000', () => {
  const named = z.object({ name: z.string(), tags: z.array(z.string()).optional() }).catchall(z.unknown());
  const nulApp = new Hono<AppEnv>()
    .post('/echo', async (c) => c.json(await readJson(c, named)))
    .onError(errorHandler(createLogger(parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }))));
  const send = (body: string) => nulApp.request('/echo', { method: 'POST', body, headers: { 'content-type': 'application/json' } });

  it.each([
    ['{"name":"Team\\u0000A"}', ['name']],
    ['{"name":"a","tags":["ok","x\\u0000"]}', ['tags', 1]],
    ['{"name":"a","deep":{"k\\u0000":1}}', ['deep', 'k\u0000']],
  ])('refuses %s with 400 naming the field', async (body, path) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    const json = apiErrorSchema.parse(await res.json());
    expect(json.code).toBe('validation_failed');
    expect(json.message).toContain('must not contain the NUL character (U+0000)');
    expect(json.issues?.[0]).toMatchObject({ path, code: 'nul_character' });
  });

  it('takes the six characters \\u0000 written as text (an escaped backslash), which hold no NUL', async () => {
    const res = await send('{"name":"C:\\\\u0000"}');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'C:\\u0000' });
  });
});

describe('deeperThan', () => {
  it('counts objects and arrays, not scalars', () => {
    expect(deeperThan(JSON.parse(nested(maxJsonDepth)), maxJsonDepth)).toBe(false);
    expect(deeperThan(JSON.parse(nested(maxJsonDepth + 1)), maxJsonDepth)).toBe(true);
    expect(deeperThan({ a: { b: 'x'.repeat(10) }, c: [1, 2] }, 2)).toBe(false);
    expect(deeperThan('plain', 0)).toBe(false);
  });
});
