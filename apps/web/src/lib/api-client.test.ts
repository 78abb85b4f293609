import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest } from './api-client.ts';

vi.mock('./supabase.ts', () => ({ getSupabase: () => ({ auth: { getSession: async () => ({ data: { session: { access_token: 'token' } } }) } }) }));

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const draining = () => json(503, { code: 'server_draining', message: 'This server is restarting. Try again in a moment.' }, { 'retry-after': '0' });

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest and a restarting replica (decision 048)', () => {
  it('sends a request refused as draining once more, and answers what the next replica says', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(draining()).mockResolvedValueOnce(json(200, { ok: true }));
    vi.stubGlobal('fetch', fetch);
    expect(await apiRequest('/api/ai/run', { body: { action: 'tldr', text: 'x' } })).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]![1]).toMatchObject({ method: 'POST', body: JSON.stringify({ action: 'tldr', text: 'x' }) });
  });

  it('retries only once, and not another 503', async () => {
    const twice = vi.fn().mockResolvedValueOnce(draining()).mockResolvedValueOnce(draining());
    vi.stubGlobal('fetch', twice);
    await expect(apiRequest('/api/ai/run', { body: {} })).rejects.toEqual(new ApiRequestError(503, 'server_draining', 'This server is restarting. Try again in a moment.'));
    expect(twice).toHaveBeenCalledTimes(2);

    const other = vi.fn().mockResolvedValue(json(503, { code: 'ai_not_configured', message: 'No provider.' }));
    vi.stubGlobal('fetch', other);
    await expect(apiRequest('/api/ai/run', { body: {} })).rejects.toMatchObject({ code: 'ai_not_configured' });
    expect(other).toHaveBeenCalledTimes(1);
  });
});
