import type { SupabaseClient } from '@supabase/supabase-js';

const flag = 'selecta:session-ended';

/**
 * The server says this browser's session is gone (signed out elsewhere, ended by require-SSO, or the person's directory
 * deactivated them): forget it here too, so every page sees it signed out, and leave a note for the page that then
 * sends them away to say why.
 */
export async function endLocalSession(client: SupabaseClient): Promise<void> {
  try {
    sessionStorage.setItem(flag, '1');
  } catch {
    // Storage refused (private mode): the guard's usual notice will do.
  }
  await client.auth.signOut({ scope: 'local' });
}

/** Whether the last sign-out was the server's doing (read once). */
export function takeSessionEnded(): boolean {
  try {
    const ended = sessionStorage.getItem(flag) === '1';
    sessionStorage.removeItem(flag);
    return ended;
  } catch {
    return false;
  }
}

/** How often coming back to the tab asks the auth service whether the session still stands. */
const checkEveryMs = 5_000;
let lastCheck = 0;

/**
 * When the visitor comes back to the tab, asks the auth service whether the session still stands (one `GET /user`,
 * at most every few seconds): a session ended on the server signs the tab out at once instead of at its next error.
 */
export async function checkSessionStands(client: SupabaseClient, now = Date.now()): Promise<void> {
  if (now - lastCheck < checkEveryMs) return;
  lastCheck = now;
  const { data } = await client.auth.getSession();
  if (!data.session) return;
  const { error } = await client.auth.getUser();
  // 401/403 (session_not_found, user_not_found…) mean it is gone; a network failure (status 0) means nothing.
  if (error && (error.status === 401 || error.status === 403 || error.name === 'AuthSessionMissingError')) await endLocalSession(client);
}
