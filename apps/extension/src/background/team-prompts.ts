import { teamPromptsResponseSchema } from '@selecta/shared/teams';
import { browser } from 'wxt/browser';
import { z } from 'zod';
import { accessToken, authClient } from './auth.ts';
import { apiFetch } from '../lib/api-fetch.ts';

/** How long the team's library is trusted before the next page asks again (a conditional request). */
export const teamRefreshMs = 5 * 60_000;
const key = 'teamPrompts';

const cacheSchema = z.object({
  serverUrl: z.string(),
  etag: z.string().nullable(),
  fetchedAt: z.number(),
  teamName: z.string().nullable(),
  prompts: teamPromptsResponseSchema.shape.prompts,
});
export type TeamCache = z.infer<typeof cacheSchema>;

async function readCache(serverUrl: string): Promise<TeamCache | null> {
  const parsed = cacheSchema.safeParse((await browser.storage.local.get(key))[key]);
  return parsed.success && parsed.data.serverUrl === serverUrl ? parsed.data : null;
}

export const forgetTeam = () => browser.storage.local.remove(key);

/**
 * The user's team and its prompts (decision 021), from a cache refreshed when `force` (the popup opens, the options
 * page shows) or older than `teamRefreshMs`. The refresh is conditional: an unchanged library costs a 304, no body.
 * Signed out, or in no team: no team. Offline: the last known library.
 */
export async function teamPrompts(force = false): Promise<TeamCache | null> {
  const { serverUrl } = await authClient();
  const cached = await readCache(serverUrl);
  if (!force && cached && Date.now() - cached.fetchedAt < teamRefreshMs) return cached;
  const token = await accessToken();
  if (!token) {
    await forgetTeam();
    return null;
  }
  try {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (cached?.etag) headers['if-none-match'] = cached.etag;
    const response = await apiFetch(`${serverUrl}/api/teams/prompts`, { headers, cache: 'no-store' });
    let next: TeamCache | null = null;
    if (response.status === 304 && cached) next = { ...cached, fetchedAt: Date.now() };
    else if (response.ok) {
      const body = teamPromptsResponseSchema.parse(await response.json());
      next = { serverUrl, etag: response.headers.get('etag'), fetchedAt: Date.now(), teamName: body.teamName, prompts: body.prompts };
    } else if (response.status === 404 || response.status === 401) {
      next = { serverUrl, etag: null, fetchedAt: Date.now(), teamName: null, prompts: [] };
    } else return cached;
    await browser.storage.local.set({ [key]: next });
    return next;
  } catch {
    return cached;
  }
}

/** For the toolbar: the known library at once (a stale one is refreshed behind it); only the first time waits. */
export async function knownTeamPrompts(): Promise<TeamCache | null> {
  const cached = await readCache((await authClient()).serverUrl);
  if (!cached) return teamPrompts();
  if (Date.now() - cached.fetchedAt >= teamRefreshMs) void teamPrompts();
  return cached;
}
