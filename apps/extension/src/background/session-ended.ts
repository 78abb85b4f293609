import { browser } from 'wxt/browser';
import { authClient } from './auth.ts';
import { forgetModels } from './models.ts';
import { forgetTeam } from './team-prompts.ts';

const key = 'selecta-session-ended';

/**
 * The server refused a token this extension holds (401: the session was signed out elsewhere, or the person's
 * organization deactivated them): the session is forgotten here too, and the popup says why until the next sign-in.
 */
export async function endLocalSession(): Promise<void> {
  const { client } = await authClient();
  await client.auth.signOut({ scope: 'local' });
  await Promise.all([forgetModels(), forgetTeam(), browser.storage.local.set({ [key]: true })]);
}

export async function sessionEnded(): Promise<boolean> {
  return (await browser.storage.local.get(key))[key] === true;
}

/** A new sign-in: the notice has served. */
export const clearSessionEnded = () => browser.storage.local.remove(key);
