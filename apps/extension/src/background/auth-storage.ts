import { browser } from 'wxt/browser';

/**
 * supabase-js keeps its session through this adapter in `storage.local`, which the background restricts to
 * trusted contexts (see `restrictStorage`) so content scripts — and so pages — never read the tokens.
 */
export const authStorage = {
  async getItem(key: string): Promise<string | null> {
    const stored = await browser.storage.local.get(key);
    const value: unknown = stored[key];
    return typeof value === 'string' ? value : null;
  },
  async setItem(key: string, value: string): Promise<void> {
    await browser.storage.local.set({ [key]: value });
  },
  async removeItem(key: string): Promise<void> {
    await browser.storage.local.remove(key);
  },
};

/** Content scripts may not read `storage.local` (settings and the session live there). */
export async function restrictStorage(): Promise<void> {
  const local = browser.storage.local as typeof browser.storage.local & {
    setAccessLevel?: (options: { accessLevel: 'TRUSTED_CONTEXTS' }) => Promise<void>;
  };
  // The fake browser in unit tests has no access levels.
  if (typeof local.setAccessLevel === 'function') await local.setAccessLevel({ accessLevel: 'TRUSTED_CONTEXTS' });
}
