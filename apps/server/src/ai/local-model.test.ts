import { createServer } from 'node:net';
import { startOpenAiDouble, type StreamingDouble } from '@selecta/test-doubles/openai-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestUser } from '../testing/test-user.ts';
import { parseSse } from '../testing/ai-test-kit.ts';

// No AI_PROVIDER: the server looks for an OpenAI-compatible server where AI_DISCOVERY_URLS says (Ollama's address by
// default; here the double's), and answers from the model it finds there.

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((o) => o.close()));
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function app(vars: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp(vars);
  open.push(t);
  return t;
}

async function double(options: Parameters<typeof startOpenAiDouble>[0]): Promise<StreamingDouble> {
  const d = await startOpenAiDouble(options);
  open.push(d);
  return d;
}

function run(t: TestApp, token: string) {
  return t.app.request('/api/ai/run', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'tldr', text: 'A long thread about the release date.' }),
  });
}

async function usage(t: TestApp, token: string) {
  const res = await t.app.request('/api/usage', { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as { aiAvailable: boolean };
}

const logged = (t: TestApp) => t.logs.join('');

// Each test starts an app of its own (its own settings): room for a busy machine.
describe('a server with no AI provider', { timeout: 60_000 }, () => {
  it('finds the local server\'s chat model, names it in the log, and streams the actions from it', async () => {
    const local = await double({ reply: 'Release on Monday.', models: ['nomic-embed-text:latest', 'mistral:7b', 'llama3.2:3b'] });
    const t = await app({ AI_DISCOVERY_URLS: `${local.url}/v1` });
    await expect.poll(() => logged(t), { timeout: 20_000 }).toContain('using the local model llama3.2:3b');
    const user = await createTestUser(t);

    const res = await run(t, user.accessToken);
    expect(res.status).toBe(200);
    const events = parseSse(await res.text());
    expect(events.filter((e) => e.event === 'delta').map((e) => e.data.text).join('')).toBe('Release on Monday.');
    expect(local.requests.at(-1)).toMatchObject({ path: '/v1/chat/completions', body: { model: 'llama3.2:3b' } });
    expect(await usage(t, user.accessToken)).toMatchObject({ aiAvailable: true });
  });

  it('takes AI_BASE_URL without a provider as the place to look, and AI_MODEL as the model to use', async () => {
    const local = await double({ models: ['llama3.2:3b', 'qwen2.5:7b'] });
    const t = await app({ AI_BASE_URL: `${local.url}/v1`, AI_MODEL: 'qwen2.5' });
    await expect.poll(() => logged(t), { timeout: 20_000 }).toContain('using the local model qwen2.5:7b');
    expect((await run(t, (await createTestUser(t)).accessToken)).status).toBe(200);
    expect(local.requests.at(-1)?.body).toMatchObject({ model: 'qwen2.5:7b' });
  });

  it('with nothing listening: says how to configure a provider in one start-up line, answers 503, and tells the dashboard', async () => {
    const t = await app({ AI_DISCOVERY_URLS: `http://127.0.0.1:${await freePort()}/v1` });
    await expect.poll(() => logged(t), { timeout: 20_000 }).toContain('AI is not configured: set AI_PROVIDER=');
    const line = t.logs.find((l) => l.includes('AI is not configured'))!;
    expect(line.trim().split('\n')).toHaveLength(1);
    expect(line).toContain('ollama');
    const user = await createTestUser(t);

    const res = await run(t, user.accessToken);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ code: 'ai_not_configured', message: 'No AI provider is configured on this server.' });
    expect(await usage(t, user.accessToken)).toMatchObject({ aiAvailable: false });
  });

  it('serves a local server started after Selecta, without a restart', async () => {
    const port = await freePort();
    const t = await app({ AI_DISCOVERY_URLS: `http://127.0.0.1:${port}/v1`, AI_DISCOVERY_RETRY_MS: '0' });
    await expect.poll(() => logged(t), { timeout: 20_000 }).toContain('AI is not configured');
    const user = await createTestUser(t);
    expect((await run(t, user.accessToken)).status).toBe(503);

    const local = await double({ port, reply: 'Now it works.', models: ['gemma3:4b'] });
    const res = await run(t, user.accessToken);
    expect(res.status).toBe(200);
    expect(parseSse(await res.text()).filter((e) => e.event === 'delta').map((e) => e.data.text).join('')).toBe('Now it works.');
    expect(local.requests.at(-1)?.body).toMatchObject({ model: 'gemma3:4b' });
    expect(logged(t)).toContain('using the local model gemma3:4b');
  });

  it('does not look at all when a provider is configured', async () => {
    const local = await double({ models: ['llama3.2'] });
    const t = await app({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: `${local.url}/v1`, AI_MODEL: 'configured', AI_DISCOVERY_URLS: `${local.url}/v1` });
    const user = await createTestUser(t);
    expect((await run(t, user.accessToken)).status).toBe(200);
    expect(await usage(t, user.accessToken)).toMatchObject({ aiAvailable: true });
    expect(local.requests.map((r) => r.path)).toEqual(['/v1/chat/completions']);
    expect(logged(t)).not.toContain('AI is not configured');
  });
});
