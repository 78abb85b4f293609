import { browser } from 'wxt/browser';
import { pageKeysKey } from '../content/page-keys.ts';
import type { PageKeys } from '../settings/keyboard-schema.ts';
import { loadSettings } from '../settings/store.ts';

type SessionArea = typeof browser.storage.session & {
  setAccessLevel?: (options: { accessLevel: 'TRUSTED_AND_UNTRUSTED_CONTEXTS' }) => Promise<void>;
};

/**
 * Content scripts may not read `storage.local` (auth-storage.ts), yet the always-loaded script must know the toolbar
 * mode and the shortcuts before the first key press, without waking this worker on every page. So they are mirrored
 * into `storage.session`, opened to content scripts for that: it holds this mirror and nothing else — never a secret.
 */
export async function mirrorPageKeys(): Promise<void> {
  const session = browser.storage.session as SessionArea;
  // The fake browser in unit tests has no access levels.
  if (typeof session.setAccessLevel === 'function') await session.setAccessLevel({ accessLevel: 'TRUSTED_AND_UNTRUSTED_CONTEXTS' });
  const { toolbarMode, shortcuts } = await loadSettings();
  const keys: PageKeys = { toolbarMode, shortcuts };
  await session.set({ [pageKeysKey]: keys });
}
