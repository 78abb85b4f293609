import type { ModelChoice, ModelsResponse } from '@selecta/shared/models';
import { browser } from 'wxt/browser';
import { z } from 'zod';
import { accessToken, authClient } from './auth.ts';
import { apiFetch } from '../lib/api-fetch.ts';

const cacheKey = 'models';
/** How long the model each action runs on is taken from the cache before it is asked again (in the background). */
const freshMs = 5 * 60_000;

const cacheSchema = z.object({ serverUrl: z.string(), at: z.number(), effective: z.record(z.string(), z.string()) });

/**
 * `GET /api/models` as the signed-in user, remembered so a run names its model without a round trip first. The
 * response is passed through as the server sent it: the options page shows it, the server checks every run.
 */
export async function fetchModels(): Promise<ModelsResponse | null> {
  const [{ serverUrl }, token] = await Promise.all([authClient(), accessToken()]);
  if (!token) return null;
  const response = await apiFetch(`${serverUrl}/api/models`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) return null;
  const models = (await response.json()) as ModelsResponse;
  await browser.storage.local.set({ [cacheKey]: { serverUrl, at: Date.now(), effective: models.effective } });
  return models;
}

export async function saveModels(choice: ModelChoice): Promise<{ ok: true; models: ModelsResponse } | { ok: false; code: string; message: string }> {
  const [{ serverUrl }, token] = await Promise.all([authClient(), accessToken()]);
  if (!token) return { ok: false, code: 'unauthorized', message: 'Not signed in.' };
  const response = await apiFetch(`${serverUrl}/api/models`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(choice),
  });
  const body = (await response.json().catch(() => null)) as (ModelsResponse & { code?: string; message?: string }) | null;
  if (!response.ok || !body) return { ok: false, code: body?.code ?? `http_${response.status}`, message: body?.message ?? 'Could not save.' };
  await browser.storage.local.set({ [cacheKey]: { serverUrl, at: Date.now(), effective: body.effective } });
  return { ok: true, models: body };
}

export async function forgetModels(): Promise<void> {
  await browser.storage.local.remove(cacheKey);
}

/** The model id an action runs on, from the cache (refreshed in the background when old); undefined: the server's default. */
export async function modelFor(action: string, serverUrl: string): Promise<string | undefined> {
  const parsed = cacheSchema.safeParse((await browser.storage.local.get(cacheKey))[cacheKey]);
  const cache = parsed.success && parsed.data.serverUrl === serverUrl ? parsed.data : undefined;
  if (!cache || Date.now() - cache.at > freshMs) void fetchModels().catch(() => undefined);
  return cache?.effective[action] || undefined;
}
