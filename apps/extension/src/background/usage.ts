import { z } from 'zod';
import { apiFetch } from '../lib/api-fetch.ts';
import { type ResponseMap, usageSchema } from '../messaging/protocol.ts';
import { accessToken, authClient } from './auth.ts';
import { endLocalSession } from './session-ended.ts';

/** The server no longer answers this version of the extension (decision 048). */
const outdatedSchema = z.object({ code: z.literal('extension_outdated') });

/** The signed-in user's plan and what is left in each window (`GET /api/usage`), or why not. */
export async function fetchUsage(): Promise<ResponseMap['usage']> {
  const [{ serverUrl }, token] = await Promise.all([authClient(), accessToken()]);
  if (!token) return { ok: false, code: 'unauthorized', message: 'Not signed in.' };
  try {
    const response = await apiFetch(`${serverUrl}/api/usage`, { headers: { authorization: `Bearer ${token}` } });
    // The server ended the session (signed out elsewhere, deactivated by the directory): forget it here too.
    if (response.status === 401) {
      await endLocalSession();
      return { ok: false, code: 'session_ended', message: 'Your session has ended.' };
    }
    const body: unknown = await response.json().catch(() => null);
    if (outdatedSchema.safeParse(body).success) return { ok: false, code: 'extension_outdated', message: 'Update Selecta.' };
    const parsed = usageSchema.safeParse(body);
    if (!response.ok || !parsed.success) return { ok: false, code: `http_${response.status}`, message: 'Usage unavailable.' };
    return { ok: true, ...parsed.data };
  } catch (error) {
    return { ok: false, code: 'offline', message: String(error) };
  }
}
