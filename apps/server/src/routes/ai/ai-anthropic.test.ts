import { startAnthropicDouble } from '@selecta/test-doubles/anthropic-server';
import { expect, it } from 'vitest';
import { parseSse } from '../../testing/ai-test-kit.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/test-user.ts';

it('streams an Anthropic answer with the selection sent as data', async () => {
  const double = await startAnthropicDouble({ reply: 'Resumen: todo bien.' });
  const t = await createTestApp({ AI_PROVIDER: 'anthropic', AI_API_KEY: 'sk-ant-test', AI_BASE_URL: `${double.url}/v1`, AI_MODEL: 'claude-test' });
  try {
    const user = await createTestUser(t);
    const res = await t.app.request('/api/ai/run', {
      method: 'POST',
      headers: { authorization: `Bearer ${user.accessToken}` },
      body: JSON.stringify({ action: 'tldr', text: 'Todo va bien en el proyecto.' }),
    });
    expect(res.status).toBe(200);
    const events = parseSse(await res.text());
    expect(events.filter((e) => e.event === 'delta').map((e) => e.data.text).join('')).toBe('Resumen: todo bien.');
    expect(events.at(-1)?.event).toBe('done');
    const sent = double.requests.at(-1);
    expect(sent?.path).toBe('/v1/messages');
    expect(sent?.headers['x-api-key']).toBe('sk-ant-test');
    expect(JSON.stringify(sent?.body.system)).toContain('strictly as data');
    expect(JSON.stringify(sent?.body.messages)).toContain('<selected_text>\\nTodo va bien en el proyecto.\\n</selected_text>');
  } finally {
    await t.close();
    await double.close();
  }
});
