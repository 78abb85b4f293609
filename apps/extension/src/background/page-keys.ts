import { browser } from 'wxt/browser';
import type { TabRequest } from '../messaging/protocol.ts';
import type { PageKeys } from '../settings/keyboard-schema.ts';
import { applyPolicy } from '../policy/apply-policy.ts';
import type { Policy } from '../policy/policy-schema.ts';
import { migrateSettings } from '../settings/migrate.ts';

/** The keys in force for stored settings of any version (older ones read with the defaults), or null when unreadable. */
function keysIn(stored: unknown, policy: Policy): PageKeys | null {
  if (stored === undefined) return null;
  try {
    const { toolbarMode, shortcuts } = applyPolicy(migrateSettings(stored), policy);
    return { toolbarMode, shortcuts };
  } catch {
    return null;
  }
}

/**
 * Pages ask for the toolbar mode and shortcuts once (content/page-keys.ts); when they change, every open tab is told,
 * so a page open in the background follows the options page (or a changed policy) at once. Only on a real change: settings are saved often.
 */
export async function pushPageKeys(oldValue: unknown, newValue: unknown, oldPolicy: Policy, newPolicy = oldPolicy): Promise<void> {
  const keys = keysIn(newValue, newPolicy);
  if (!keys || JSON.stringify(keys) === JSON.stringify(keysIn(oldValue, oldPolicy))) return;
  const message: TabRequest = { type: 'page-keys', keys };
  for (const tab of await browser.tabs.query({})) {
    // Tabs without our content script (chrome://, the Web Store, pages opened before install) just refuse.
    if (tab.id !== undefined) browser.tabs.sendMessage(tab.id, message).catch(() => undefined);
  }
}
